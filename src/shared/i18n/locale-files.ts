import type { Language } from '@/shared/api'

export type Bundle = Readonly<Record<string, unknown>>

/** Each locale file is its own lazy chunk: a page fetches only the languages it shows. */
const files = import.meta.glob<{ default: Bundle }>('/locales/*.json')

/** One language's texts (the module is fetched once; asking again gets the same one). */
export async function loadBundle(lang: Language): Promise<Bundle> {
  const load = files[`/locales/${lang}.json`]
  if (!load) throw new Error(`No locale file for ${lang}`)
  return (await load()).default
}
