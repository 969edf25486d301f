import { createInstance, type InitOptions } from 'i18next'
import resourcesToBackend from 'i18next-resources-to-backend'
import { initReactI18next } from 'react-i18next'
import { Languages } from '@/shared/config'
import { formatAmount } from '@/shared/lib'
import { FALLBACK_LANGUAGE, languageOfTag, tagOf } from './languages.ts'
import { loadBundle } from './locale-files.ts'

/** The one namespace: each locale file is one nested bundle. */
export const NAMESPACE = 'translation'
const FALLBACK_TAG = tagOf(FALLBACK_LANGUAGE)

/**
 * The app's i18next, bound to react-i18next. Created here, initialised by the boot
 * (`initI18n`), never on import. The backend fetches a language's file when i18next asks for it.
 */
export const i18n = createInstance()
  .use(
    resourcesToBackend((tag: string) => {
      const lang = languageOfTag(tag)
      return lang ? loadBundle(lang) : Promise.reject(new Error(`No locale file for ${tag}`))
    }),
  )
  .use(initReactI18next)

export const hasTexts = (tag: string): boolean => i18n.hasResourceBundle(tag, NAMESPACE)

export const i18nOptions: InitOptions = {
  supportedLngs: Languages.map(tagOf),
  // EN stands in for a key another language lacks once its file is in; it is fetched after
  // the first screen (fallbackTexts.ts), so the first screen fetches the chosen file only.
  // A function, so lookups see EN as soon as it arrives and i18next does not load it up front.
  fallbackLng: () => (hasTexts(FALLBACK_TAG) ? [FALLBACK_TAG] : []),
  load: 'currentOnly',
  ns: [NAMESPACE],
  defaultNS: NAMESPACE,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  // A key naming a group of texts is not a text: shown as a missing key, not as a sentence about it.
  returnedObjectHandler: (key: string) => key,
  // The boot shows no text before the locale is in, and a language switch loads before it shows.
  react: { useSuspense: false },
}

/** `{{value, amount}}`: minor units as the page language's money text (spec §9). */
export function addFormats(): void {
  i18n.services.formatter?.add('amount', (value: unknown, lng: string | undefined) => formatAmount(Number(value), lng))
}
