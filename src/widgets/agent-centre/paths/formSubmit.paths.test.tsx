import { afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { initI18n, loadTexts } from '@/shared/i18n'
import { describeScreenPaths } from '@/shared/testing'
import { registerDownlineScreen } from './formSubmit.screen.tsx'

beforeAll(async () => {
  await initI18n('en')
  // As the app's loader reads them with the centre's chunk (app/layout/LazyModals.tsx).
  await loadTexts('member', 'agent')
})
beforeEach(() => void vi.stubGlobal('scrollTo', vi.fn()))
afterEach(() => void vi.unstubAllGlobals())

await describeScreenPaths(registerDownlineScreen)
