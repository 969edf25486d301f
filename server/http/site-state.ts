/**
 * The operator switches every API call consults: maintenance and region blocks. Read from
 * the database with a very short cache (default 1 s) because several server processes may
 * share one PostgreSQL; the process that makes a change drops its cache at once.
 */
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { getSetting } from '../db/settings.ts'
import { cidrContains, parseCidr, parseIp, type Cidr } from './ip.ts'

export interface SiteState {
  readonly maintenance: boolean
  readonly blockedCountries: ReadonlySet<string>
  readonly blockedCidrs: ReadonlyArray<Cidr>
}

export interface SiteStateCache {
  get(): Promise<SiteState>
  /** Forget the cached state (after an admin change in this process). */
  invalidate(): void
}

export const loadSiteState = async (db: Kysely<Database>): Promise<SiteState> => {
  const [maintenance, blocks] = await Promise.all([
    getSetting(db, 'maintenance'),
    db.selectFrom('region_blocks').select(['kind', 'value']).execute(),
  ])
  const blockedCountries = new Set(blocks.filter((b) => b.kind === 'country').map((b) => b.value.toUpperCase()))
  const blockedCidrs = blocks
    .filter((b) => b.kind === 'cidr')
    .map((b) => parseCidr(b.value))
    .filter((c): c is Cidr => c !== null)
  return { maintenance: maintenance === true, blockedCountries, blockedCidrs }
}

export const createSiteStateCache = (db: Kysely<Database>, ttlMs: number, now: () => number = Date.now): SiteStateCache => {
  let cached: { state: Promise<SiteState>; at: number } | null = null
  return {
    get() {
      const t = now()
      if (cached && t - cached.at < ttlMs) return cached.state
      const state = loadSiteState(db)
      cached = { state, at: t }
      // A failed read must not be served from the cache.
      state.catch(() => { if (cached?.state === state) cached = null })
      return state
    },
    invalidate() {
      cached = null
    },
  }
}

/** Whether a visitor at `ip` in `country` is refused. */
export const isRegionBlocked = (state: SiteState, ip: string, country: string): boolean => {
  if (country !== '' && state.blockedCountries.has(country.toUpperCase())) return true
  const parsed = parseIp(ip)
  return parsed !== null && state.blockedCidrs.some((cidr) => cidrContains(cidr, parsed))
}
