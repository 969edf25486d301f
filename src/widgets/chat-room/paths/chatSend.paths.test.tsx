import { afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { initI18n, loadTexts } from '@/shared/i18n'
import { describeScreenPaths } from '@/shared/testing'
import { chatSendScreen } from './chatSend.screen.tsx'

beforeAll(async () => {
  await initI18n('en')
  await loadTexts('community')
})
beforeEach(() => void vi.stubGlobal('scrollTo', vi.fn()))
afterEach(() => void vi.unstubAllGlobals())

await describeScreenPaths(chatSendScreen)
