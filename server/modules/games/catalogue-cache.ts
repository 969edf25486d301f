/**
 * The catalogue in memory, for every caller alike (anonymous or logged in): every enabled
 * game of an enabled vendor as an entry, in catalogue order (lane, vendor, game), read from
 * the database once and again only after the operator changes games or settings
 * (`invalidate`, called by the admin API) or after `ttlMs`, so that other server processes
 * sharing one PostgreSQL see a change within it. The games matching each filter are kept
 * until the next read, so a page is a slice of an array.
 */
import type { Kysely } from 'kysely'
import type { GameEntry, GameType } from '../../../src/shared/api/index.ts'
import type { Database } from '../../db/schema.ts'
import { catalogue, catalogueOrder, selectEntries, toEntry } from './catalogue.ts'

export interface CatalogueFilter {
  readonly gameType?: GameType
  readonly vassalage?: string
  /** Case-blind substring of the name; blank means any. */
  readonly gameName?: string
}

export interface CatalogueCache {
  /** Every listed game, in catalogue order. */
  all(): Promise<readonly GameEntry[]>
  /** The games a filter matches, in catalogue order. */
  matching(filter: CatalogueFilter): Promise<readonly GameEntry[]>
  /** Forget what was read (after the operator changed games or settings). */
  invalidate(): void
}

interface Snapshot {
  readonly games: readonly GameEntry[]
  readonly lowerNames: readonly string[]
  readonly filtered: Map<string, readonly GameEntry[]>
}

/** Filters remembered per read; past this the memo starts over (a flood of distinct searches stays bounded). */
const MAX_FILTERS = 256

const readSnapshot = async (db: Kysely<Database>): Promise<Snapshot> => {
  const rows = await catalogueOrder(selectEntries(catalogue(db))).execute()
  const games = rows.map(toEntry)
  return { games, lowerNames: games.map((g) => g.gameName.toLowerCase()), filtered: new Map() }
}

const select = (s: Snapshot, f: CatalogueFilter): readonly GameEntry[] => {
  const name = f.gameName?.trim().toLowerCase() ?? ''
  if (!f.gameType && !f.vassalage && !name) return s.games
  const key = `${f.gameType ?? ''}\u0000${f.vassalage ?? ''}\u0000${name}`
  const known = s.filtered.get(key)
  if (known) return known
  const found = s.games.filter((g, i) =>
    (!f.gameType || g.gameType === f.gameType) && (!f.vassalage || g.vassalage === f.vassalage) && (!name || s.lowerNames[i]!.includes(name)))
  if (s.filtered.size >= MAX_FILTERS) s.filtered.clear()
  s.filtered.set(key, found)
  return found
}

export const createCatalogueCache = (db: Kysely<Database>, ttlMs: number, now: () => number = Date.now): CatalogueCache => {
  let cached: { snapshot: Promise<Snapshot>; at: number } | null = null
  const snapshot = (): Promise<Snapshot> => {
    const t = now()
    if (cached && t - cached.at < ttlMs) return cached.snapshot
    const read = readSnapshot(db)
    cached = { snapshot: read, at: t }
    // A failed read must not be served from the cache.
    read.catch(() => { if (cached?.snapshot === read) cached = null })
    return read
  }
  return {
    all: async () => (await snapshot()).games,
    matching: async (filter) => select(await snapshot(), filter),
    invalidate() {
      cached = null
    },
  }
}
