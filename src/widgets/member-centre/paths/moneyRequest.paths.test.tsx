import { afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { initI18n, loadTexts } from '@/shared/i18n'
import { describeScreenPathsTogether } from '@/shared/testing'
import { depositScreen, uplineScreen, withdrawScreen } from './moneyRequest.screen.tsx'

beforeAll(async () => {
  await initI18n('en')
  // As the app's loader reads them with the centre's chunk (app/layout/LazyModals.tsx).
  await loadTexts('member')
})
beforeEach(() => void vi.stubGlobal('scrollTo', vi.fn()))
afterEach(() => void vi.unstubAllGlobals())

// One flow, three pages: each page's paths, then the machine reached by the three together.
await describeScreenPathsTogether([depositScreen, withdrawScreen, uplineScreen])
