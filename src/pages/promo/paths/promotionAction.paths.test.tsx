import { afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { initI18n, loadTexts } from '@/shared/i18n'
import { describeScreenPathsTogether } from '@/shared/testing'
import { memberScreen, visitorScreen } from './promotionAction.screen.tsx'

beforeAll(async () => {
  await initI18n('en')
  // As the route reads them with the page's chunk (app/router/routes.tsx).
  await loadTexts('promo')
})
beforeEach(() => void vi.stubGlobal('scrollTo', vi.fn()))
afterEach(() => void vi.unstubAllGlobals())

// One flow, two audiences: a member's presses act, a visitor's open the login.
await describeScreenPathsTogether([memberScreen, visitorScreen])
