export { i18n, initI18n, changeLanguage, detectLanguage, currentLanguage, loadBundle } from './i18n.ts'
export { useTranslation, useLanguage } from './useTranslation.ts'
export { FailureKeys, FailureKeysByEndpoint, failureKey, failureText } from './failure-text.ts'
export { useFormatAmount } from './amount.ts'
