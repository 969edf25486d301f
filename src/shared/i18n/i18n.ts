import type { Language } from '@/shared/api'
import { DEFAULT_LANGUAGE, HtmlLang, LocalKeys, isLanguage, local } from '@/shared/config'
import { createTranslator, type Bundle } from './translator.ts'

/** Each locale file is its own lazy chunk: the first route carries only the active one. */
const loaders = import.meta.glob<{ default: Bundle }>('/locales/*.json')

/** The app's translations and the language shown (one per page). */
export const i18n = createTranslator()

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
  if (!i18n.has(lang)) i18n.add(lang, await loadBundle(lang))
}

function applyHtmlLang(lang: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = HtmlLang[lang]
}

/** Shows the given (or stored) language once its file is in; resolves when it can render. */
export async function initI18n(lang: Language = detectLanguage()): Promise<void> {
  await ensureLoaded(lang)
  i18n.use(lang)
  applyHtmlLang(lang)
}

/** Switches language: loads its file, stores `lang` and `hisLang` (spec §1), sets `<html lang>`. */
export async function changeLanguage(lang: Language): Promise<void> {
  await ensureLoaded(lang)
  i18n.use(lang)
  local.set(LocalKeys.lang, lang)
  local.set(LocalKeys.hisLang, lang)
  applyHtmlLang(lang)
}

/** The active language as the contract spells it; before one is shown, the one that will be. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : detectLanguage()
}
