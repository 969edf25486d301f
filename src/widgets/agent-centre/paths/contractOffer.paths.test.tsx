import { afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { initI18n, loadTexts } from '@/shared/i18n'
import { describeScreenPathsTogether } from '@/shared/testing'
import { givenCardScreen, offerFormScreen, offerWaitingScreen } from './contractOffer.screen.tsx'

beforeAll(async () => {
  await initI18n('en')
  // As the app's loader reads them with the centre's chunk (app/layout/LazyModals.tsx).
  await loadTexts('member', 'agent')
})
beforeEach(() => void vi.stubGlobal('scrollTo', vi.fn()))
afterEach(() => void vi.unstubAllGlobals())

// One flow, three screens of the contract page: the upline's offer form, the upline's card of an
// offer it gave, the downline's card of an offer awaiting it; then the machine reached by the three together.
await describeScreenPathsTogether([offerFormScreen, givenCardScreen, offerWaitingScreen])
