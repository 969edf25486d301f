export { i18n, initI18n, changeLanguage, detectLanguage, currentLanguage, useLanguage, loadBundle } from './i18n.ts'
export { useTranslation, Trans } from 'react-i18next'
export { FailureKeys, FailureKeysByEndpoint, failureKey, failureText } from './failure-text.ts'
export { useFormatAmount } from './amount.ts'
