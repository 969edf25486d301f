import type { RegisterValidation } from '@/shared/api'
import { i18n } from '@/shared/i18n'
import type { FieldTexts, OptionalField, RegisterField, RegisterForm, RegisterLayout, RegisterMethod } from '@machines/register.machine.ts'
import { collect, required, validateByRule, validateCode, validateNewPassword } from '@/shared/validation'

/** The optional fields of spec §2 point 5, in order (the captcha comes last, apart). */
export const OPTIONAL_FIELDS: readonly OptionalField[] = ['payeeName', 'paymentPassword', 'qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'email', 'affiliateCode']

/** An empty form: every field the register form can show. */
export const emptyRegisterValues = (): Record<RegisterField, string> => ({
  username: '', password: '', confirmPassword: '', mobileNum: '', verificationCode: '', captcha: '',
  payeeName: '', paymentPassword: '', qqNum: '', line: '', whatsapp: '', facebook: '', wechat: '', idNumber: '', email: '', affiliateCode: '',
})

/** What each tab shows (spec §2): the flags come from the whitelabel modules and the register rules. */
export function layoutFor(method: RegisterMethod, rules: RegisterValidation, modules: { smsVerify: boolean; mobilePassword: boolean }): RegisterLayout {
  const mobile = method === 'registerMobile' || rules.mobileNum.enabled
  return {
    username: method === 'register',
    mobile,
    smsCode: mobile && modules.smsVerify,
    password: method === 'register' || modules.mobilePassword,
    optional: OPTIONAL_FIELDS.filter((f) => rules[f].enabled),
    captcha: rules.captcha.enabled,
  }
}

/** Each field's label, in the page's language (the required-field text names it). */
export const registerLabel = (field: RegisterField): string => i18n.t(LABELS[field])

const LABELS: Record<RegisterField, string> = {
  username: 'auth.field.username', password: 'auth.field.password', confirmPassword: 'auth.field.confirmPassword',
  mobileNum: 'auth.field.mobile', verificationCode: 'auth.field.smsCode', captcha: 'auth.captcha',
  payeeName: 'auth.field.payeeName', paymentPassword: 'auth.field.paymentPassword', qqNum: 'auth.field.qqNum', line: 'auth.field.line',
  whatsapp: 'auth.field.whatsapp', facebook: 'auth.field.facebook', wechat: 'auth.field.wechat', idNumber: 'auth.field.idNumber',
  email: 'auth.field.email', affiliateCode: 'auth.field.affiliateCode',
}

/**
 * The register form checked (spec §5) by the server's register rules with the contract's
 * `checkRule` (through `validateByRule`; the password by the contract's one password rule,
 * `validateNewPassword`): always required username, password, confirmation,
 * mobile, SMS code, payment password; the rest as configured; the confirmation equal to the
 * password; the terms agreed. `only` checks one field (the mobile number before "Get code").
 * Answers the text of each part that fails.
 */
export function checkRegisterForm({ layout, form, only }: { layout: RegisterLayout; form: RegisterForm; only?: RegisterField }, rules: RegisterValidation): FieldTexts {
  const t = i18n.t
  const v = form.values
  const byRule = (f: RegisterField & keyof RegisterValidation, isRequired = true) => validateByRule(t, v[f], registerLabel(f), rules[f], isRequired)
  const entries: Partial<Record<keyof FieldTexts, string | null>> = {}
  if (layout.username) entries.username = byRule('username')
  if (layout.password) {
    entries.password = validateNewPassword(t, v.password, registerLabel('password'))
    entries.confirmPassword = required(t, v.confirmPassword, registerLabel('confirmPassword')) ?? (v.confirmPassword !== v.password ? t('validation.inconsistent') : null)
  }
  if (layout.mobile) entries.mobileNum = byRule('mobileNum')
  if (layout.smsCode) entries.verificationCode = validateCode(t, v.verificationCode, registerLabel('verificationCode'))
  for (const f of layout.optional) entries[f] = byRule(f, f === 'paymentPassword' || rules[f].required)
  if (layout.captcha) entries.captcha = byRule('captcha')
  entries.terms = form.agreedTerms ? null : t('auth.register.termsRequired')
  const texts = collect(entries as Record<keyof FieldTexts, string | null>)
  return only ? (texts[only] ? { [only]: texts[only] } : {}) : texts
}
