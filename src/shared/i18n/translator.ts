/**
 * The translations the app holds and the language it shows. What the locale files use of
 * i18next is small: nested keys (`nav.gameType.RNG`), `{{name}}` placeholders and a default
 * text for a key that may be missing; i18next itself was 16 KB of the first route's gzipped
 * script and a fifth of the first screen's render time (its `t` resolves options, namespaces
 * and plural forms on every call). The rules are i18next's for what we use:
 *  - a missing key reads as `defaultValue` when given, else as the key itself;
 *  - `{{name}}` takes `options.name` (a number as its digits, null or undefined as nothing);
 *    a placeholder the options do not name stays as it is;
 *  - an empty text in a file is shown empty (not as its key).
 */
import { createValueStore } from '@/shared/lib'

export type Bundle = Readonly<Record<string, unknown>>

/** What a text's placeholders take, and the text of a key no file has. */
export interface TOptions {
  readonly defaultValue?: string
  readonly [name: string]: unknown
}

export type TFunction = (key: string, options?: TOptions) => string

const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}/g

/** `key` in a nested bundle, or undefined when it names no text. */
function lookup(bundle: Bundle | undefined, key: string): string | undefined {
  let node: unknown = bundle
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return typeof node === 'string' ? node : undefined
}

const fill = (text: string, options: TOptions | undefined): string =>
  options === undefined || !text.includes('{{')
    ? text
    : text.replace(PLACEHOLDER, (placeholder, name: string) => {
        if (!Object.prototype.hasOwnProperty.call(options, name)) return placeholder
        const value = options[name]
        return value === null || value === undefined ? '' : String(value)
      })

export interface Translator {
  /** The language shown ('' until one is set). */
  readonly language: string
  /** Translates in the language shown. */
  readonly t: TFunction
  /** A `t` for one language, the same function every time it is asked for. */
  fixedT(language: string): TFunction
  has(language: string): boolean
  add(language: string, bundle: Bundle): void
  /** Shows `language` (its bundle added before) and tells the listeners. */
  use(language: string): void
  /** Called after each change of language; returns the unsubscribe. */
  subscribe(listener: () => void): () => void
}

export function createTranslator(): Translator {
  const bundles = new Map<string, Bundle>()
  const fixed = new Map<string, TFunction>()
  // The language shown, observable: `use` tells the subscribers only when it changes.
  const active = createValueStore('')
  const translate = (lang: string, key: string, options?: TOptions) => fill(lookup(bundles.get(lang), key) ?? options?.defaultValue ?? key, options)
  return {
    get language() {
      return active.get()
    },
    t: (key, options) => translate(active.get(), key, options),
    fixedT(lang) {
      let t = fixed.get(lang)
      if (!t) {
        t = (key, options) => translate(lang, key, options)
        fixed.set(lang, t)
      }
      return t
    },
    has: (lang) => bundles.has(lang),
    add: (lang, bundle) => void bundles.set(lang, bundle),
    use: (lang) => active.set(lang),
    subscribe: active.subscribe,
  }
}
