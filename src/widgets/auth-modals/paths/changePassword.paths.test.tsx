import { afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { initI18n, loadTexts } from '@/shared/i18n'
import { describeScreenPathsTogether } from '@/shared/testing'
import { forcedChangePasswordScreen, ownChangePasswordScreen } from './changePassword.screen.tsx'

beforeAll(async () => {
  await initI18n('en')
  await loadTexts('account')
})
beforeEach(() => void vi.stubGlobal('scrollTo', vi.fn()))
afterEach(() => void vi.unstubAllGlobals())

// The member's own change and a login's forced one: together they reach the whole machine.
await describeScreenPathsTogether([ownChangePasswordScreen, forcedChangePasswordScreen])
