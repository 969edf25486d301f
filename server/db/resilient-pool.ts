/**
 * A `pg` pool that lives through a PostgreSQL restart. Three things keep the process up and
 * bring it back by itself:
 * - every connection has an 'error' listener, idle or checked out: a server that closes it
 *   ("terminating connection due to administrator command") is logged, never an unhandled
 *   'error' event; the pool drops the dead connection and opens a new one when next needed;
 * - a connect that fails because the database is away is tried again with back-off, so a
 *   short restart costs a request some waiting rather than a failure;
 * - when the database stays away, the failure is a `DatabaseUnavailable`, which the error
 *   handler answers 503 SERVICE_UNAVAILABLE.
 * Queries are never retried here: a money call that may have run is not sent twice.
 */
import type { PostgresPool, PostgresPoolClient } from 'kysely'
import pg from 'pg'

/** The database could not be reached (down, restarting, refusing connections). */
export class DatabaseUnavailable extends Error {
  constructor(cause: unknown) {
    super(`The database is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause })
    this.name = 'DatabaseUnavailable'
  }
}

// Socket-level failures and SQLSTATEs that say "the server is not there", not "the query is wrong".
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN'])
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300'])
const UNAVAILABLE_MESSAGES = /Connection terminated|not queryable|Client was closed|connection timeout|Cannot use a pool after calling end/i

/** True when `e` (or what caused it) means the database is away rather than the query being wrong. */
export const isDatabaseUnavailable = (e: unknown, depth = 0): boolean => {
  if (depth > 4 || typeof e !== 'object' || e === null) return false
  if (e instanceof DatabaseUnavailable) return true
  const { code, message, cause, errors } = e as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown }
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith('08'))) return true
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true
  if (Array.isArray(errors) && errors.some((x) => isDatabaseUnavailable(x, depth + 1))) return true
  return isDatabaseUnavailable(cause, depth + 1)
}

/** pg-pool's refusal when no connection was free within its `connectionTimeoutMillis`. */
const isPoolWaitTimeout = (e: unknown): boolean => e instanceof Error && e.message === 'timeout exceeded when trying to connect'

/** What this file needs of a pg.Pool (a test passes one whose connections fail). */
export interface PoolLike {
  connect(): Promise<PostgresPoolClient>
  end(): Promise<void>
  on(event: 'error', listener: (e: Error) => void): unknown
  on(event: 'connect', listener: (client: { on(event: 'error', listener: (e: Error) => void): unknown }) => void): unknown
}

export interface ResilienceOptions {
  /** Waits between connect attempts; their sum bounds how long a request waits for the database. */
  readonly backoffMs?: ReadonlyArray<number>
  readonly log?: (message: string) => void
  readonly sleep?: (ms: number) => Promise<void>
}

export const DEFAULT_BACKOFF_MS = [100, 250, 500, 1000] as const
/** A request waits at most about this long for the database to come back. */
const RETRY_BUDGET_MS = 2500

const defaultLog = (message: string) => process.stderr.write(`${message}\n`)
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Wraps `pool` for Kysely's PostgresDialect: error listeners on every connection, connects retried. */
export const resilientPool = (pool: PoolLike, options: ResilienceOptions = {}): PostgresPool => {
  const backoff = options.backoffMs ?? DEFAULT_BACKOFF_MS
  const log = options.log ?? defaultLog
  const sleep = options.sleep ?? defaultSleep
  // pg-pool listens on idle connections only; a checked-out one needs its own listener.
  pool.on('connect', (client) => client.on('error', (e) => log(`PostgreSQL closed a connection: ${e.message}`)))
  // The same error on an idle connection is also re-emitted here; it is logged above.
  pool.on('error', () => undefined)
  return {
    connect: async () => {
      const started = Date.now()
      for (let attempt = 0; ; attempt++) {
        try {
          return await pool.connect()
        } catch (e) {
          // Every connection busy for longer than the pool lets a request wait: nothing ran, and
          // waiting more would only lengthen the queue, so the request is refused (503) at once.
          if (isPoolWaitTimeout(e)) throw new DatabaseUnavailable(e)
          if (!isDatabaseUnavailable(e)) throw e
          const wait = backoff[attempt]
          // A host that does not answer at all has already cost a connect timeout: no more tries.
          if (wait === undefined || Date.now() - started + wait > RETRY_BUDGET_MS) throw new DatabaseUnavailable(e)
          await sleep(wait)
        }
      }
    },
    end: () => pool.end(),
  }
}

/** A connect to a host that does not answer gives up after this long. */
const CONNECT_TIMEOUT_MS = 3000

/**
 * How long a request waits for a free connection under load before it is answered 503 with
 * Retry-After (the pool's `connectionTimeoutMillis`). A connect to a host that does not answer
 * has its own, shorter timeout on the client.
 */
export const POOL_WAIT_MS = 10_000

/** The connect timeout on the client, so a dead host fails in CONNECT_TIMEOUT_MS whatever the pool's wait. */
class TimedClient extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS })
  }
}

export const openResilientPool = (connectionString: string, max: number, options: ResilienceOptions & { poolWaitMs?: number } = {}): PostgresPool =>
  resilientPool(new pg.Pool({ connectionString, max, Client: TimedClient, connectionTimeoutMillis: options.poolWaitMs ?? POOL_WAIT_MS }) as unknown as PoolLike, options)
