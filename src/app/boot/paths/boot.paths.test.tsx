import { afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { initI18n } from '@/shared/i18n'
import { describeScreenPaths } from '@/shared/testing'
import { bootScreen } from './boot.screen.tsx'

beforeAll(async () => {
  await initI18n('en')
})
beforeEach(() => void vi.stubGlobal('scrollTo', vi.fn()))
afterEach(() => void vi.unstubAllGlobals())

await describeScreenPaths(bootScreen)
