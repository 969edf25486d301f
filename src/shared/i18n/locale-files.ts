import type { Language } from '@/shared/api'

export type Bundle = Readonly<Record<string, unknown>>

/**
 * The namespaces of texts: `translation` (locales/<lang>.json) holds what any screen may show;
 * the account forms' (login, register, password, security), the member centre's and the agent
 * centre's own texts (and player protection's, and the point mall's and VIP page's: `points`; feedback's, the winner board's and the chat room's: `community`; the join-us page's: `join`) are apart (locales/<namespace>/<lang>.json) and are read with the chunk
 * that shows them, so the first screen does not fetch them.
 */
export const Namespaces = ['translation', 'account', 'member', 'agent', 'protection', 'points', 'community', 'promo', 'join'] as const
export type Namespace = (typeof Namespaces)[number]

/** Each locale file is its own lazy chunk: a page fetches only the languages and namespaces it shows. */
const files = import.meta.glob<{ default: Bundle }>(['/locales/*.json', '/locales/*/*.json'])

const pathOf = (lang: Language, ns: Namespace) => (ns === 'translation' ? `/locales/${lang}.json` : `/locales/${ns}/${lang}.json`)

/** One language's texts of one namespace (the module is fetched once; asking again gets the same one). */
export async function loadBundle(lang: Language, ns: Namespace = 'translation'): Promise<Bundle> {
  const load = files[pathOf(lang, ns)]
  if (!load) throw new Error(`No locale file for ${lang} (${ns})`)
  return (await load()).default
}
