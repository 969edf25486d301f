import { afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { initI18n, loadTexts } from '@/shared/i18n'
import { describeScreenPaths } from '@/shared/testing'
import { convertScreen, redeemScreen } from './moneyRequest.screen.tsx'

beforeAll(async () => {
  await initI18n('en')
  // As the route reads them with the page's chunk (app/router/routes.tsx).
  await loadTexts('points', 'member')
})
beforeEach(() => void vi.stubGlobal('scrollTo', vi.fn()))
afterEach(() => void vi.unstubAllGlobals())

// The point mall's two forms of the money request flow; the member centre's money pages reach the rest of it.
await describeScreenPaths(redeemScreen)
await describeScreenPaths(convertScreen)
