/**
 * Registration rules per field (spec §5). `acceptedPattern` carries the regex source of the
 * pattern id so the SPA and the server test values the same way; '*' would mean any value.
 * Fields the brand does not ask for are seeded disabled.
 */
import { PatternSources, type PatternId, type RegisterField } from '../../../src/shared/api/index.ts'

export interface RuleSeed {
  readonly enabled: boolean
  readonly required: boolean
  readonly patternId: PatternId
  readonly minLength: number
  readonly maxLength: number
}

const rule = (enabled: boolean, required: boolean, patternId: PatternId, minLength: number, maxLength: number): RuleSeed =>
  ({ enabled, required, patternId, minLength, maxLength })

export const registerRules: Record<RegisterField, RuleSeed> = {
  username: rule(true, true, 'LETTER_FIRST_ALNUM', 6, 16),
  password: rule(true, true, 'GENERIC', 8, 64), // what PASSWORD_RULE enforces whatever is stored
  payeeName: rule(true, false, 'LETTERS_SPACE', 2, 50),
  paymentPassword: rule(false, true, 'DIGITS', 6, 6),
  qqNum: rule(false, false, 'DIGITS', 5, 12),
  line: rule(false, false, 'NO_SPACES', 1, 50),
  whatsapp: rule(false, false, 'DIGITS', 7, 15),
  facebook: rule(false, false, 'NO_SPACES', 1, 100),
  wechat: rule(false, false, 'NO_SPACES', 1, 50),
  idNumber: rule(false, false, 'ALNUM', 6, 30),
  email: rule(true, false, 'EMAIL', 5, 100),
  mobileNum: rule(true, true, 'DIGITS', 7, 15),
  affiliateCode: rule(true, false, 'ALNUM', 4, 20),
  captcha: rule(true, true, 'ALNUM', 4, 6),
  recommenderId: rule(false, false, 'ALNUM', 4, 20),
}

export const acceptedPatternOf = (id: PatternId): string => PatternSources[id]
