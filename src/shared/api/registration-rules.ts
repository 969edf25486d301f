import type { RegisterRule } from './schemas/system.ts'
import { PatternSources } from './validation-patterns.ts'

/**
 * The one check of a value against a server-provided registration rule (spec §5), used by the
 * form (to show its translated text) and by the server (to refuse). Bounds are inclusive and
 * counted in characters (code points); `*` accepts any value.
 *
 * A pattern that does not compile (or is empty) is checked as the catalogue pattern of the
 * rule's `patternId`: that is the rule the form's text describes to the player, so the two
 * halves keep agreeing, nobody is let through unchecked, and an operator's typo in one
 * pattern does not shut registration.
 */
export type RuleProblem = 'length' | 'pattern'

export type CheckedRule = Pick<RegisterRule, 'patternId' | 'acceptedPattern' | 'minLength' | 'maxLength'>

const compiled = new Map<string, RegExp | null>()
const compile = (source: string): RegExp | null => {
  if (!compiled.has(source)) {
    let re: RegExp | null = null
    try {
      re = source === '' ? null : new RegExp(source, 'u')
    } catch {
      re = null
    }
    compiled.set(source, re)
  }
  return compiled.get(source) ?? null
}

/** The regex a rule checks with (null: any value). */
export const ruleRegExp = (rule: Pick<RegisterRule, 'patternId' | 'acceptedPattern'>): RegExp | null => {
  if (rule.acceptedPattern === '*') return null
  return compile(rule.acceptedPattern) ?? compile(PatternSources[rule.patternId])
}

/** One non-empty value against one rule: null when it passes, else what is wrong. */
export const checkRule = (rule: CheckedRule, value: string): RuleProblem | null => {
  const length = [...value].length
  if (length < rule.minLength || length > rule.maxLength) return 'length'
  const re = ruleRegExp(rule)
  return re === null || re.test(value) ? null : 'pattern'
}

/**
 * The password rule, the same for registration, change and reset whatever the operator's
 * register settings say (OWASP ASVS 2.1.1, 2.1.2, 2.1.9): 8 to 64 characters of any kind,
 * spaces and every script included, no composition rule, counted in code points of the NFC
 * form (the form that is hashed). The server also refuses a password found in its list of
 * leaked passwords, or the deployment's default weak password, with PASSWORD_BREACHED.
 */
export const PASSWORD_RULE: CheckedRule = { patternId: 'GENERIC', acceptedPattern: '*', minLength: 8, maxLength: 64 }

/** The form a password is checked and hashed in: Unicode NFC, nothing trimmed. */
export const normalizePassword = (password: string): string => password.normalize('NFC')

/** A new password against PASSWORD_RULE: null when it passes, else what is wrong. */
export const checkPassword = (password: string): RuleProblem | null => checkRule(PASSWORD_RULE, normalizePassword(password))
