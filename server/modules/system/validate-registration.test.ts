import { describe, expect, it } from 'vitest'
import { PatternSources, RegisterFields, type RegisterValidation, type RegistrationUser } from '../../../src/shared/api/index.ts'
import { validatePassword, validateRegistration } from './validate-registration.ts'

const off = { enabled: false, required: false, patternId: 'GENERIC', acceptedPattern: '*', minLength: 0, maxLength: 255 } as const
const rules = (over: Partial<Record<string, Partial<RegisterValidation[keyof RegisterValidation]>>> = {}): RegisterValidation =>
  Object.fromEntries(RegisterFields.map((f) => [f, { ...off, ...(over[f] ?? {}) }])) as unknown as RegisterValidation

const base: RegistrationUser = { username: 'player1', password: 'quiet harbour 7', confirmPassword: 'quiet harbour 7', altcha: 'x' }

describe('validateRegistration', () => {
  it('always requires username, password and confirmation; ignores disabled fields', () => {
    expect(validateRegistration(rules(), { ...base, qqNum: 'anything at all' }, 'username')).toEqual([])
    const errors = validateRegistration(rules(), { password: '', confirmPassword: 'x', altcha: 'x' }, 'username')
    expect(errors.map((e) => `${e.field}:${e.reason}`)).toEqual(['username:required', 'password:required', 'confirmPassword:mismatch'])
  })

  it('requires optional fields only when configured, and payment password whenever enabled', () => {
    expect(validateRegistration(rules({ email: { enabled: true, required: false } }), base, 'username')).toEqual([])
    expect(validateRegistration(rules({ email: { enabled: true, required: true } }), base, 'username')[0]).toMatchObject({ field: 'email', reason: 'required' })
    expect(validateRegistration(rules({ paymentPassword: { enabled: true, required: false } }), base, 'username')[0]).toMatchObject({ field: 'paymentPassword', reason: 'required' })
  })

  it('uses the mobile number instead of the username in mobile registration', () => {
    const r = rules({ mobileNum: { enabled: true, required: true, acceptedPattern: PatternSources.DIGITS, minLength: 7, maxLength: 15 } })
    expect(validateRegistration(r, { ...base, username: undefined }, 'mobile')[0]).toMatchObject({ field: 'mobileNum', reason: 'required' })
    expect(validateRegistration(r, { ...base, username: undefined, mobileNum: '9171234567' }, 'mobile')).toEqual([])
  })

  it('checks a new password against the fixed rule: 8 to 64 characters of any kind, in code points of the NFC form', () => {
    expect(validatePassword('abcdefgh')).toBeNull()
    expect(validatePassword('with spaces ok')).toBeNull()
    expect(validatePassword('пароль с пробелом')).toBeNull()
    expect(validatePassword('🙂🙂🙂🙂🙂🙂🙂🙂')).toBeNull()
    expect(validatePassword('e\u0301e\u0301e\u0301e\u0301')).toMatchObject({ reason: 'length' })
    expect(validatePassword('abc1234')).toMatchObject({ reason: 'length' })
    expect(validatePassword('x'.repeat(64))).toBeNull()
    expect(validatePassword('x'.repeat(65))).toMatchObject({ reason: 'length' })
    expect(validatePassword('')).toMatchObject({ reason: 'required' })
  })

  it('applies that rule at registration whatever the stored password rule says', () => {
    const narrow = rules({ password: { enabled: true, required: true, acceptedPattern: PatternSources.LETTERS_AND_DIGITS, minLength: 6, maxLength: 20 } })
    const spaced = { ...base, password: 'no digits at all, just words', confirmPassword: 'no digits at all, just words' }
    expect(validateRegistration(narrow, spaced, 'username')).toEqual([])
    expect(validateRegistration(narrow, { ...base, password: 'abc123', confirmPassword: 'abc123' }, 'username').map((e) => `${e.field}:${e.reason}`)).toEqual(['password:length'])
  })
})

describe('mobile registration without a password (MOBILENUMPASSREG3 off)', () => {
  const mobileRules = rules({ mobileNum: { enabled: true, required: true, acceptedPattern: PatternSources.DIGITS, minLength: 7, maxLength: 15 } })
  const mobileUser: RegistrationUser = { mobileNum: '9171234567', password: '', confirmPassword: '', altcha: 'x' }

  it('takes an empty password pair and checks the rest', () => {
    expect(validateRegistration(mobileRules, mobileUser, 'mobile', false)).toEqual([])
    expect(validateRegistration(mobileRules, { ...mobileUser, mobileNum: '917123456a' }, 'mobile', false).map((e) => `${e.field}:${e.reason}`)).toEqual(['mobileNum:pattern'])
  })

  it('refuses a password the form never shows, so nobody believes they set one', () => {
    const errors = validateRegistration(mobileRules, { ...mobileUser, password: 'Secret123', confirmPassword: 'Secret123' }, 'mobile', false)
    expect(errors.map((e) => `${e.field}:${e.reason}`)).toEqual(['password:unexpected', 'confirmPassword:unexpected'])
  })

  it('with the module on, the pair is required as for any registration', () => {
    expect(validateRegistration(mobileRules, mobileUser, 'mobile', true).map((e) => `${e.field}:${e.reason}`)).toEqual(['password:required', 'confirmPassword:required'])
  })
})
