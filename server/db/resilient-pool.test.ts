import { EventEmitter } from 'node:events'
import { Kysely, PostgresDialect, type PostgresPoolClient } from 'kysely'
import { describe, expect, it } from 'vitest'
import { buildApp } from '../app.ts'
import type { Database } from './schema.ts'
import { DatabaseUnavailable, isDatabaseUnavailable, openResilientPool, resilientPool, type PoolLike } from './resilient-pool.ts'
import { TEST_SECRETS_KEY } from '../testing/test-app.ts'
import { createTestDb } from '../testing/test-db.ts'

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })

/** A pg.Pool stand-in: its connects fail `failures` times, then hand out a client that answers nothing. */
const fakePool = (failures: number) => {
  const events = new EventEmitter()
  let attempts = 0
  const clients: EventEmitter[] = []
  const pool = Object.assign(events, {
    connect: async (): Promise<PostgresPoolClient> => {
      attempts++
      if (attempts <= failures) throw refused()
      const client = new EventEmitter()
      clients.push(client)
      events.emit('connect', client)
      return Object.assign(client, { query: async () => ({ rows: [] }), release: () => undefined }) as unknown as PostgresPoolClient
    },
    end: async () => undefined,
  })
  return { pool: pool as unknown as PoolLike, attempts: () => attempts, clients }
}

describe('a pool that survives the database going away', () => {
  it('logs a connection the server closes while it is checked out instead of crashing the process', async () => {
    const logged: string[] = []
    const fake = fakePool(0)
    const pool = resilientPool(fake.pool, { log: (m) => logged.push(m) })
    await pool.connect()
    // pg-pool leaves a checked-out client without a listener: an unhandled 'error' event throws.
    expect(() => fake.clients[0]!.emit('error', new Error('terminating connection due to administrator command'))).not.toThrow()
    expect(logged).toEqual(['PostgreSQL closed a connection: terminating connection due to administrator command'])
  })

  it('tries a refused connect again with back-off and succeeds when the database is back', async () => {
    const waits: number[] = []
    const fake = fakePool(2)
    const pool = resilientPool(fake.pool, { backoffMs: [10, 20, 40], sleep: async (ms) => { waits.push(ms) } })
    await expect(pool.connect()).resolves.toBeDefined()
    expect(fake.attempts()).toBe(3)
    expect(waits).toEqual([10, 20])
  })

  it('gives up after the back-off with DatabaseUnavailable', async () => {
    const fake = fakePool(Infinity)
    const pool = resilientPool(fake.pool, { backoffMs: [1, 1], sleep: async () => undefined })
    await expect(pool.connect()).rejects.toBeInstanceOf(DatabaseUnavailable)
    expect(fake.attempts()).toBe(3)
  })

  it('refuses at once, without trying again, when no connection was free in time', async () => {
    let attempts = 0
    const waits: number[] = []
    const busy = Object.assign(new EventEmitter(), {
      connect: async (): Promise<PostgresPoolClient> => {
        attempts++
        throw new Error('timeout exceeded when trying to connect')
      },
      end: async () => undefined,
    }) as unknown as PoolLike
    const pool = resilientPool(busy, { sleep: async (ms) => { waits.push(ms) } })
    await expect(pool.connect()).rejects.toBeInstanceOf(DatabaseUnavailable)
    expect({ attempts, waits }).toEqual({ attempts: 1, waits: [] })
  })

  it('tells an absent database from a wrong query', () => {
    expect(isDatabaseUnavailable(refused())).toBe(true)
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true)
    expect(isDatabaseUnavailable(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(true)
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(isDatabaseUnavailable(new AggregateError([refused()]))).toBe(true)
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax error at or near "x"'), { code: '42601' }))).toBe(false)
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false)
  })
})

describe('the app while the database refuses every connection', () => {
  it('answers 503 SERVICE_UNAVAILABLE in the envelope with Retry-After, readiness 503, liveness 200', async () => {
    const fake = fakePool(Infinity)
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: resilientPool(fake.pool, { backoffMs: [1], sleep: async () => undefined, log: () => undefined }) }),
    })
    const app = await buildApp({ db, payloadKey: 'test-payload-key-0123456789', secretsKey: TEST_SECRETS_KEY, logLevel: 'silent', distDir: null, siteStateTtlMs: 0 })
    try {
      const call = await app.inject({ method: 'GET', url: '/wps/social/providers' })
      expect(call.statusCode).toBe(503)
      expect(call.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' })
      // The client is told when to ask again.
      expect(call.headers['retry-after']).toBe('2')
      const ready = await app.inject({ method: 'GET', url: '/health/ready' })
      expect(ready.statusCode).toBe(503)
      expect(ready.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' })
      expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200)
    } finally {
      await app.close()
    }
  })
})

// A real pool on PostgreSQL: every connection held, the next request is refused 503, not 500.
describe.runIf(process.env.DATABASE_URL)('the app when every PostgreSQL connection stays busy', () => {
  it('answers 503 SERVICE_UNAVAILABLE with Retry-After once the pool wait is over', async () => {
    const testDb = await createTestDb()
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: openResilientPool(testDb.url!, 1, { poolWaitMs: 200, log: () => undefined }) }) })
    const app = await buildApp({ db, payloadKey: 'test-payload-key-0123456789', secretsKey: TEST_SECRETS_KEY, logLevel: 'silent', distDir: null, siteStateTtlMs: 0 })
    let release = () => undefined as void
    const held = db.connection().execute(() => new Promise<void>((resolve) => (release = resolve)))
    try {
      const call = await app.inject({ method: 'GET', url: '/wps/social/providers' })
      expect(call.statusCode).toBe(503)
      expect(call.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' })
      expect(call.headers['retry-after']).toBe('2')
    } finally {
      release()
      await held
      await app.close()
      await db.destroy().catch(() => undefined)
      await testDb.close()
    }
  })
})
