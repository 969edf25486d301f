/**
 * Registration field validation with the rules from the database (spec §5), each value
 * checked by the contract's `checkRule` (the one the SPA's form uses too); the password by the
 * contract's fixed PASSWORD_RULE, whatever its stored rule says. Disabled fields are ignored
 * (and not stored).
 *
 * Always required (when the field is in use): username (username registration), password,
 * confirmation, mobile number (mobile registration, or when its rule is enabled), payment
 * password (when enabled). The others only when their rule says required.
 */
import {
  PASSWORD_RULE, checkPassword, checkRule, type CheckedRule, type RegisterField, type RegisterRule, type RegisterValidation, type RegistrationUser,
} from '../../../src/shared/api/index.ts'

export type RuleCheck = 'required' | 'pattern' | 'length' | 'mismatch' | 'unexpected'

export interface FieldError {
  readonly field: string
  readonly reason: RuleCheck
  readonly message: string
}

export type RegistrationMode = 'username' | 'mobile'

/** One value against one rule (the value is present and non-empty); null when it passes. */
export const checkValue = checkRule

const describe = (field: string, reason: RuleCheck, rule?: CheckedRule): string => {
  switch (reason) {
    case 'required': return `${field} not empty`
    case 'mismatch': return 'Confirmation password is not correct.'
    case 'unexpected': return `${field} is not taken by this registration`
    case 'length': return rule && rule.minLength === rule.maxLength
      ? `${field} must be ${rule.minLength} characters`
      : `${field} must be ${rule?.minLength ?? 0} to ${rule?.maxLength ?? 0} characters`
    case 'pattern': return `${field} format is incorrect`
  }
}

/** Fields that are required whenever their rule is enabled (spec §5 "always required"). */
const ALWAYS_REQUIRED: ReadonlySet<RegisterField> = new Set(['username', 'password', 'mobileNum', 'paymentPassword'])

/** The trimmed value of a text field ('' when absent); passwords are not trimmed. */
export const fieldValue = (user: RegistrationUser, field: RegisterField): string => {
  const raw = user[field]
  if (typeof raw !== 'string') return ''
  return field === 'password' || field === 'paymentPassword' ? raw : raw.trim()
}

/**
 * Every problem with `user` under `rules`; empty when it may be registered. `withPassword`
 * false is a mobile registration while MOBILENUMPASSREG3 is off (spec §2, §6): the form shows
 * no password pair, so the password and its confirmation must be empty.
 */
export const validateRegistration = (rules: RegisterValidation, user: RegistrationUser, mode: RegistrationMode, withPassword = true): FieldError[] => {
  const errors: FieldError[] = []
  const add = (field: string, reason: RuleCheck, rule?: CheckedRule) => errors.push({ field, reason, message: describe(field, reason, rule) })
  for (const [field, rule] of Object.entries(rules) as Array<[RegisterField, RegisterRule]>) {
    if (field === 'captcha') continue // checked against the captcha store, not a pattern
    if (mode === 'mobile' && field === 'username') continue // the mobile number is the username
    if (field === 'password' && !withPassword) continue
    const forced = (field === 'username' && mode === 'username') || field === 'password' || (field === 'mobileNum' && mode === 'mobile')
    if (!rule.enabled && !forced) continue
    const value = fieldValue(user, field)
    const required = forced || (ALWAYS_REQUIRED.has(field) && rule.enabled) || rule.required
    if (value === '') {
      if (required) add(field, 'required', rule)
      continue
    }
    const checked = field === 'password' ? PASSWORD_RULE : rule
    const problem = field === 'password' ? checkPassword(value) : checkValue(rule, value)
    if (problem) add(field, problem, checked)
  }
  if (!withPassword) {
    if (user.password !== '') add('password', 'unexpected')
    if (user.confirmPassword !== '') add('confirmPassword', 'unexpected')
    return errors
  }
  if (user.confirmPassword === '') add('confirmPassword', 'required')
  else if (user.confirmPassword !== user.password) add('confirmPassword', 'mismatch')
  return errors
}

/** A new password (change or reset) against PASSWORD_RULE. */
export const validatePassword = (password: string): FieldError | null => {
  if (password === '') return { field: 'password', reason: 'required', message: describe('password', 'required') }
  const problem = checkPassword(password)
  return problem ? { field: 'password', reason: problem, message: describe('password', problem, PASSWORD_RULE) } : null
}
