import type { Language } from '@/shared/api'
import { DEFAULT_LANGUAGE, LocalKeys, isLanguage, local } from '@/shared/config'
import { FALLBACK_LANGUAGE, languageOfTag, tagOf } from './languages.ts'
import { addFormats, hasTexts, i18n, i18nOptions, namespacesInUse } from './instance.ts'
import type { Namespace } from './locale-files.ts'

export { i18n }

/** The stored language (spec §1: `lang`), or TY. */
export function detectLanguage(): Language {
  const stored = local.get(LocalKeys.lang)
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE
}

/** The active language as the contract spells it; before one is shown, the one that will be. */
export function currentLanguage(): Language {
  return languageOfTag(i18n.language) ?? detectLanguage()
}

let initialising: Promise<unknown> | null = null
const initialise = (tag: string) => {
  if (!initialising) {
    initialising = i18n.init({ ...i18nOptions, lng: tag })
    addFormats()
  }
  return initialising
}

/** Reads the namespaces `tag` lacks (never read, or whose read failed before); true when it read any. */
async function readMissing(tag: string, namespaces: Namespace[]): Promise<boolean> {
  const missing = namespaces.filter((ns) => !hasTexts(tag, ns))
  if (missing.length > 0) await i18n.reloadResources([tag], missing)
  return missing.length > 0
}

/** Throws when a namespace is still missing after its read (offline): i18next would show keys. */
function requireTexts(tag: string, namespaces: Namespace[]): void {
  const missing = namespaces.filter((ns) => !hasTexts(tag, ns))
  if (missing.length > 0) throw new Error(`The ${tag} texts (${missing.join(', ')}) did not load`)
}

function applyHtmlLang(tag: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = tag
}

/**
 * Shows `lang` once its file is in; rejects (the language shown stays) when it cannot load,
 * so the boot retries. i18next would switch to a language whose file failed, showing keys.
 */
async function show(lang: Language): Promise<void> {
  const tag = tagOf(lang)
  await initialise(tag)
  // Every namespace read so far in the language shown before.
  const namespaces = namespacesInUse()
  const read = await readMissing(tag, namespaces)
  requireTexts(tag, namespaces)
  if (read || i18n.language !== tag) await i18n.changeLanguage(tag)
  applyHtmlLang(tag)
  if (lang !== FALLBACK_LANGUAGE) loadFallbackLater()
}

/** Shows the given language (by default the one shown, else the stored one); resolves when it can render. */
export function initI18n(lang: Language = currentLanguage()): Promise<void> {
  return show(lang)
}

/**
 * Reads a centre's namespace of texts in the language shown (and in EN when EN is in, for a key
 * the language lacks); rejects when it cannot, so the centre's loader shows its retry.
 */
export async function loadTexts(...namespaces: Namespace[]): Promise<void> {
  const tag = tagOf(currentLanguage())
  // A page's chunk may be asked for before the boot has set i18next up (warmFirstScreen).
  await initialise(tag)
  // Registers them as in use (a language switch reads them too) and reads them in EN once EN is in.
  await i18n.loadNamespaces(namespaces)
  await readMissing(tag, namespaces)
  requireTexts(tag, namespaces)
}

/** A lazy chunk that shows texts of its own namespaces: resolves when both are in. */
export async function withTexts<T>(chunk: Promise<T>, ...namespaces: Namespace[]): Promise<T> {
  const [loaded] = await Promise.all([chunk, loadTexts(...namespaces)])
  return loaded
}

/** Switches language: loads its file, stores `lang` and `hisLang` (spec §1), sets `<html lang>`. */
export async function changeLanguage(lang: Language): Promise<void> {
  await show(lang)
  local.set(LocalKeys.lang, lang)
  local.set(LocalKeys.hisLang, lang)
}

/** Reads the EN texts, which stand in for a key the language shown lacks (i18next's `fallbackLng`). */
export async function loadFallbackTexts(): Promise<void> {
  await readMissing(tagOf(FALLBACK_LANGUAGE), namespacesInUse())
}

/**
 * How long after the page's load event the EN file is fetched: the load event comes before the
 * first screen's data and pictures (the boot asks for them after the scripts have run), and
 * the file is no part of that screen.
 */
export const FALLBACK_DELAY_MS = 3000

let fallbackPlanned = false
/**
 * The EN file comes a while after the page's load, when the main thread is idle: never beside
 * the first screen's files. Every key is in every file (locales.test.ts), so no screen waits on it.
 */
function loadFallbackLater(): void {
  if (fallbackPlanned || hasTexts(tagOf(FALLBACK_LANGUAGE))) return
  fallbackPlanned = true
  const load = () => void loadFallbackTexts().finally(() => (fallbackPlanned = false))
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(load, { timeout: 2000 }) : load())
  const afterLoad = () => setTimeout(idle, FALLBACK_DELAY_MS)
  if (typeof document === 'undefined' || document.readyState === 'complete') afterLoad()
  else window.addEventListener('load', afterLoad, { once: true })
}
