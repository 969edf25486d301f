/**
 * The catalogue in memory, for every caller alike (anonymous or logged in): every enabled
 * game of an enabled vendor as an entry, in catalogue order (lane, vendor, game), read from
 * the database once and again only when it changed: at once after the operator changes games
 * or settings through this process (`invalidate`, called by the admin API), and otherwise when
 * the catalogue's version (migration 0027, moved by a trigger on every write to the games or
 * their vendors, from any process) has moved. The version is read, one row, when the copy is
 * older than `ttlMs`, so that other server processes sharing one PostgreSQL see a change
 * within it. The request that finds the copy old still gets it at once, and the check (and a
 * read, if the version moved) runs behind it: a read of 10,000 games takes a few hundred
 * milliseconds of CPU, which no player should wait for, and which an unchanged catalogue
 * should not cost every `ttlMs` in the middle of someone's page load. The games matching each
 * filter, and the pages asked for, are kept until the next read: a page asked for again is
 * the very same object, which the route sends as the bytes it made the first time.
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

/** One page of the filtered catalogue, with the total of all pages. */
export interface GamePage {
  readonly list: readonly GameEntry[]
  readonly total: number
  readonly page: number
  readonly pageSize: number
}

export interface CatalogueCache {
  /** Every listed game, in catalogue order. */
  all(): Promise<readonly GameEntry[]>
  /** The games a filter matches, in catalogue order. */
  matching(filter: CatalogueFilter): Promise<readonly GameEntry[]>
  /** One page of what a filter matches; the same object while the catalogue is unchanged. */
  page(filter: CatalogueFilter, page: number, pageSize: number): Promise<GamePage>
  /** Forget what was read (after the operator changed games or settings). */
  invalidate(): void
}

interface Snapshot {
  /** The catalogue's version read just before its games. */
  readonly version: string
  readonly games: readonly GameEntry[]
  readonly lowerNames: readonly string[]
  readonly filtered: Map<string, readonly GameEntry[]>
  readonly pages: Map<string, GamePage>
}

/** Filters and pages remembered per read; past this a memo starts over (a flood of distinct questions stays bounded). */
const MAX_FILTERS = 256
const MAX_PAGES = 128

/** As a string: pg returns a bigint as one, PGlite as a number. */
const readVersion = async (db: Kysely<Database>): Promise<string> =>
  String((await db.selectFrom('catalogue_version').select('version').executeTakeFirstOrThrow()).version)

const readSnapshot = async (db: Kysely<Database>): Promise<Snapshot> => {
  // The version first: a write committed between the two reads then shows as a newer version
  // at the next check (one read too many), never as games the version claims to include.
  const version = await readVersion(db)
  const rows = await catalogueOrder(selectEntries(catalogue(db))).execute()
  const games = rows.map(toEntry)
  return { version, games, lowerNames: games.map((g) => g.gameName.toLowerCase()), filtered: new Map(), pages: new Map() }
}

const filterKey = (f: CatalogueFilter): string => `${f.gameType ?? ''}\u0000${f.vassalage ?? ''}\u0000${f.gameName?.trim().toLowerCase() ?? ''}`

const select = (s: Snapshot, f: CatalogueFilter): readonly GameEntry[] => {
  const name = f.gameName?.trim().toLowerCase() ?? ''
  if (!f.gameType && !f.vassalage && !name) return s.games
  const key = filterKey(f)
  const known = s.filtered.get(key)
  if (known) return known
  const found = s.games.filter((g, i) =>
    (!f.gameType || g.gameType === f.gameType) && (!f.vassalage || g.vassalage === f.vassalage) && (!name || s.lowerNames[i]!.includes(name)))
  if (s.filtered.size >= MAX_FILTERS) s.filtered.clear()
  s.filtered.set(key, found)
  return found
}

const pageOf = (s: Snapshot, f: CatalogueFilter, page: number, pageSize: number): GamePage => {
  const key = `${filterKey(f)}\u0000${page}\u0000${pageSize}`
  const known = s.pages.get(key)
  if (known) return known
  const found = select(s, f)
  const made = Object.freeze({ list: Object.freeze(found.slice((page - 1) * pageSize, page * pageSize)), total: found.length, page, pageSize })
  if (s.pages.size >= MAX_PAGES) s.pages.clear()
  s.pages.set(key, made)
  return made
}

export const createCatalogueCache = (db: Kysely<Database>, ttlMs: number, now: () => number = Date.now): CatalogueCache => {
  let current: { snapshot: Snapshot; at: number } | null = null
  // One read at a time; an operator's change makes a read already under way too old to keep.
  let reading: Promise<Snapshot> | null = null
  let checking: Promise<void> | null = null
  let generation = 0
  const read = (): Promise<Snapshot> => {
    if (reading) return reading
    const at = now()
    const started = generation
    const r = readSnapshot(db).then((snapshot) => {
      if (started === generation) current = { snapshot, at }
      return snapshot
    })
    reading = r
    // A failed read is not kept: the next request tries again.
    const done = () => { if (reading === r) reading = null }
    r.then(done, done)
    return r
  }
  // Past the lifetime: one row tells whether the games need reading again.
  const check = (held: { snapshot: Snapshot; at: number }): void => {
    if (reading || checking) return
    const at = now()
    const started = generation
    const c = readVersion(db).then((version) => {
      if (started !== generation || current !== held) return
      if (version === held.snapshot.version) current = { snapshot: held.snapshot, at }
      else void read()
    })
    checking = c
    // A failed check changes nothing: the next request past the lifetime tries again.
    const done = () => { if (checking === c) checking = null }
    c.then(done, done)
  }
  const snapshot = async (): Promise<Snapshot> => {
    // Nothing read yet, or nothing to keep (a lifetime of 0: tests that write the games table).
    if (current === null || ttlMs <= 0) return read()
    if (now() - current.at >= ttlMs) check(current)
    return current.snapshot
  }
  return {
    all: async () => (await snapshot()).games,
    matching: async (filter) => select(await snapshot(), filter),
    page: async (filter, page, pageSize) => pageOf(await snapshot(), filter, page, pageSize),
    invalidate() {
      generation++
      current = null
      reading = null
      checking = null
    },
  }
}
