import { createInstance, type InitOptions } from 'i18next'
import resourcesToBackend from 'i18next-resources-to-backend'
import { initReactI18next } from 'react-i18next'
import { Languages } from '@/shared/config'
import { formatAmount } from '@/shared/lib'
import { FALLBACK_LANGUAGE, languageOfTag, tagOf } from './languages.ts'
import { Namespaces, loadBundle, type Namespace } from './locale-files.ts'

/** The namespace every screen reads; the centres' own texts come in namespaces of their own (locale-files.ts). */
export const NAMESPACE: Namespace = 'translation'
const isNamespace = (ns: string): ns is Namespace => (Namespaces as ReadonlyArray<string>).includes(ns)
const FALLBACK_TAG = tagOf(FALLBACK_LANGUAGE)

/**
 * The app's i18next, bound to react-i18next. Created here, initialised by the boot
 * (`initI18n`), never on import. The backend fetches a language's file when i18next asks for it.
 */
export const i18n = createInstance()
  .use(
    resourcesToBackend((tag: string, ns: string) => {
      const lang = languageOfTag(tag)
      return lang && isNamespace(ns) ? loadBundle(lang, ns) : Promise.reject(new Error(`No locale file for ${tag} (${ns})`))
    }),
  )
  .use(initReactI18next)

export const hasTexts = (tag: string, ns: Namespace = NAMESPACE): boolean => i18n.hasResourceBundle(tag, ns)

/** The namespaces read so far (the main one, and each centre's once it opened). */
export const namespacesInUse = (): Namespace[] => {
  const ns = i18n.options.ns
  const list = ns === undefined ? [] : typeof ns === 'string' ? [ns] : [...ns]
  return [NAMESPACE, ...list.filter((n): n is Namespace => isNamespace(n) && n !== NAMESPACE)]
}

export const i18nOptions: InitOptions = {
  supportedLngs: Languages.map(tagOf),
  // EN stands in for a key another language lacks once its file is in; it is fetched after
  // the first screen (fallbackTexts.ts), so the first screen fetches the chosen file only.
  // A function, so lookups see EN as soon as it arrives and i18next does not load it up front.
  fallbackLng: () => (hasTexts(FALLBACK_TAG) ? [FALLBACK_TAG] : []),
  load: 'currentOnly',
  ns: [NAMESPACE],
  defaultNS: NAMESPACE,
  // A key the main namespace lacks is looked up in the centres' namespaces that are in.
  fallbackNS: Namespaces.filter((n) => n !== NAMESPACE),
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
