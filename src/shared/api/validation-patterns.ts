/**
 * Registration pattern catalogue (spec §5). The server's register settings name a
 * `patternId`; the form shows the localized text for that id (`validation.pattern.<id>`
 * in the locale files) and both halves test the value against the same regex source.
 * `*` as acceptedPattern means any value.
 */
export const PatternIds = [
  'GENERIC',
  'LETTER_FIRST_ALNUM',
  'CHINESE_DIGITS',
  'EMAIL',
  'ALNUM',
  'LETTERS_AND_DIGITS',
  'DIGITS',
  'ALNUM_ONE_UPPER',
  'ENGLISH_SPACES',
  'NO_SPACES',
  'CHINESE_PUNCT',
  'DATE',
  'LETTERS_SPACE',
  'KOREAN',
  'THAI',
  'THAI_ENGLISH_SPACES',
  'UPPER_SPACES_ONE_LETTER',
  'LETTERS_DIGITS_SYMBOLS',
  'STRONG_PASSWORD',
] as const
export type PatternId = (typeof PatternIds)[number]

/** Regex sources, anchored, written so `new RegExp(src, 'u')` works in browsers and Node. */
export const PatternSources: Record<PatternId, string> = {
  GENERIC: '^[\\s\\S]*$',
  LETTER_FIRST_ALNUM: '^[A-Za-z][A-Za-z0-9]*$',
  CHINESE_DIGITS: '^[\\u4e00-\\u9fa50-9]+$',
  EMAIL: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$',
  ALNUM: '^[A-Za-z0-9]+$',
  LETTERS_AND_DIGITS: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$',
  DIGITS: '^[0-9]+$',
  ALNUM_ONE_UPPER: '^(?=.*[A-Z])[A-Za-z0-9]+$',
  ENGLISH_SPACES: '^[A-Za-z ]+$',
  NO_SPACES: '^\\S+$',
  CHINESE_PUNCT: '^[\\u4e00-\\u9fa5\\u3000-\\u303f\\uff00-\\uffef·]+$',
  DATE: '^(\\d{4}-\\d{2}-\\d{2}|\\d{2}-\\d{2}-\\d{4})$',
  LETTERS_SPACE: '^[\\p{L} ]+$',
  KOREAN: '^[\\uac00-\\ud7a3\\u1100-\\u11ff\\u3130-\\u318f]+$',
  THAI: '^[\\u0e00-\\u0e7f]+$',
  THAI_ENGLISH_SPACES: '^[\\u0e00-\\u0e7fA-Za-z ]+$',
  UPPER_SPACES_ONE_LETTER: '^(?=.*[A-Z])[A-Z ]+$',
  LETTERS_DIGITS_SYMBOLS: '^[A-Za-z0-9!-/:-@\\[-`{-~]+$',
  STRONG_PASSWORD: '^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])(?=.*[^A-Za-z0-9]).+$',
}

/** Registration fields that carry a server-provided rule (spec §5). */
export const RegisterFields = [
  'username',
  'password',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'mobileNum',
  'affiliateCode',
  'captcha',
  'recommenderId',
] as const
export type RegisterField = (typeof RegisterFields)[number]
