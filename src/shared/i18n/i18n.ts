import i18next from 'i18next'
import type { Language } from '@/shared/api'
import { DEFAULT_LANGUAGE, HtmlLang, LocalKeys, isLanguage, local } from '@/shared/config'

type Bundle = Record<string, unknown>

/** Each locale file is its own lazy chunk: the first route carries only the active one. */
const loaders = import.meta.glob<{ default: Bundle }>('/locales/*.json')

export const i18n = i18next.createInstance()

/** The stored language (spec §1: `lang`), or TY. */
export function detectLanguage(): Language {
  const stored = local.get(LocalKeys.lang)
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE
}

export async function loadBundle(lang: Language): Promise<Bundle> {
  const load = loaders[`/locales/${lang}.json`]
  if (!load) throw new Error(`No locale file for ${lang}`)
  return (await load()).default
}

async function ensureLoaded(lang: Language): Promise<void> {
  if (i18n.hasResourceBundle(lang, 'translation')) return
  i18n.addResourceBundle(lang, 'translation', await loadBundle(lang), true, true)
}

function applyHtmlLang(lang: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = HtmlLang[lang]
}

let initialised: Promise<void> | null = null

/** Starts i18next with the given (or stored) language loaded; resolves when it can render. */
export function initI18n(lang: Language = detectLanguage()): Promise<void> {
  if (!initialised) {
    initialised = i18n.init({
      lng: lang,
      resources: {},
      fallbackLng: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    }).then(() => undefined)
  }
  return initialised.then(async () => {
    await ensureLoaded(lang)
    if (i18n.language !== lang) await i18n.changeLanguage(lang)
    applyHtmlLang(lang)
  })
}

/** Switches language: loads its file, stores `lang` and `hisLang` (spec §1), sets `<html lang>`. */
export async function changeLanguage(lang: Language): Promise<void> {
  await ensureLoaded(lang)
  await i18n.changeLanguage(lang)
  local.set(LocalKeys.lang, lang)
  local.set(LocalKeys.hisLang, lang)
  applyHtmlLang(lang)
}

/** The active language as the contract spells it; before i18next starts, the one it will start in. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : detectLanguage()
}
