import type { TFunction } from '@/shared/i18n'
import { PASSWORD_RULE, checkPassword, checkRule, type RegisterRule, type RegisterValidation } from '@/shared/api'

/**
 * Field validation (spec §5). Each validator answers the first error's text, or null.
 * Rules come from the server's register settings: a pattern (`*` any), min and max length
 * inclusive; the pattern message is `validation.pattern.<id>` with (min)/(max) replaced, one
 * number when they are equal.
 */
export type Errors<K extends string> = Partial<Record<K, string>>

export const required = (t: TFunction, value: string, label: string): string | null =>
  value.trim() === '' ? t('validation.required', { field: label }) : null

export function patternMessage(t: TFunction, rule: RegisterRule): string {
  const text = t(`validation.pattern.${rule.patternId}`)
  const bounds = rule.minLength === rule.maxLength ? text.replace('(min)-(max)', String(rule.minLength)) : text
  return bounds.replace('(min)', String(rule.minLength)).replace('(max)', String(rule.maxLength))
}

/** The contract's `checkRule` (the server refuses with the same check); its text is the pattern's. */
export const matchesRule = (value: string, rule: RegisterRule): boolean => checkRule(rule, value) === null

/** Required (when `isRequired`) then the rule's pattern and bounds; an empty optional value passes. */
export function validateByRule(t: TFunction, value: string, label: string, rule: RegisterRule | undefined, isRequired = true): string | null {
  const v = value.trim()
  if (v === '') return isRequired ? t('validation.required', { field: label }) : null
  if (rule && !matchesRule(v, rule)) return patternMessage(t, rule)
  return null
}

/**
 * A new password (register, change, reset) against the contract's PASSWORD_RULE, as typed
 * (never trimmed: spaces count). The server refuses the same, and also leaked passwords.
 */
export function validateNewPassword(t: TFunction, value: string, label: string): string | null {
  if (value === '') return t('validation.required', { field: label })
  return checkPassword(value) === null ? null : t('validation.passwordRule', { min: PASSWORD_RULE.minLength, max: PASSWORD_RULE.maxLength })
}

/** Keeps only the fields that have an error. */
export function collect<K extends string>(entries: Record<K, string | null>): Errors<K> {
  const out: Errors<K> = {}
  for (const [k, v] of Object.entries(entries) as [K, string | null][]) if (v) out[k] = v
  return out
}

export const hasErrors = (errors: Errors<string>) => Object.keys(errors).length > 0

export const ruleOf = (rules: RegisterValidation, field: keyof RegisterValidation): RegisterRule | undefined => rules[field]

/** The SMS verification code: 0 to 255 characters, required when shown (spec §5). */
export const validateCode = (t: TFunction, value: string, label: string): string | null =>
  value.trim() === '' ? t('validation.required', { field: label }) : value.length > 255 ? t('validation.verificationCode') : null
