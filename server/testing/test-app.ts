/**
 * An app over a fresh test database, for `app.inject`. Defaults suit tests: silent logs,
 * no SPA, no site-state or catalogue cache (each request reads the database), fixed secrets.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import type { Kysely } from 'kysely'
import { buildApp, type AppDeps } from '../app.ts'
import type { Database } from '../db/schema.ts'
import { createTestDb, type TestDb } from './test-db.ts'

export const TEST_PAYLOAD_KEY = 'test-payload-key-0123456789'
export const TEST_ADMIN_TOKEN = 'test-admin-token-0123456789'
/** One secrets key for every app built on a test database (rebuilds read what others sealed). */
export const TEST_SECRETS_KEY = Buffer.alloc(32, 5)

export interface TestApp {
  readonly app: FastifyInstance
  readonly testDb: TestDb
  /** Build another app over the same database (e.g. with other trusted proxies). */
  rebuild(overrides?: Partial<Omit<AppDeps, 'db'>>): Promise<FastifyInstance>
  close(): Promise<void>
}

export interface TestAppOptions extends Partial<Omit<AppDeps, 'db'>> {
  /** What the app sees of the test database, e.g. the database with a query-counting plugin. */
  readonly wrapDb?: (db: Kysely<Database>) => Kysely<Database>
}

export const createTestApp = async ({ wrapDb, ...overrides }: TestAppOptions = {}): Promise<TestApp> => {
  const testDb = await createTestDb()
  const extra: FastifyInstance[] = []
  const make = (o: Partial<Omit<AppDeps, 'db'>>) =>
    buildApp({
      db: wrapDb ? wrapDb(testDb.db) : testDb.db,
      singleConnection: testDb.kind === 'pglite',
      payloadKey: TEST_PAYLOAD_KEY,
      secretsKey: TEST_SECRETS_KEY,
      adminToken: TEST_ADMIN_TOKEN,
      logLevel: 'silent',
      distDir: null,
      siteStateTtlMs: 0,
      catalogueTtlMs: 0,
      // No background job writing under a test's feet: tests run runAutoApprovals themselves.
      depositAutoApproveMs: 0,
      salaryTickMs: 0,
      pointsTickMs: 0,
      tableTickMs: 0,
      lotteryTickMs: 0,
      dbMaintenanceTickMs: 0,
      altchaMaxNumber: 2000,
      ...o,
    })
  const app = await make(overrides)
  return {
    app,
    testDb,
    rebuild: async (o = {}) => {
      const other = await make({ ...overrides, ...o })
      extra.push(other)
      return other
    },
    close: async () => {
      for (const a of [app, ...extra]) await a.close()
      await testDb.close()
    },
  }
}

/** The parsed JSON envelope of a response. */
export const envelope = <T = unknown>(res: LightMyRequestResponse) =>
  res.json() as { success: true; value: T } | { success: false; code: string; message: string; value?: unknown }

/** `app.inject` with a JSON body and optional admin token. */
export const send = (app: FastifyInstance, opts: InjectOptions & { admin?: boolean }) => {
  const { admin, ...rest } = opts
  return app.inject({
    ...rest,
    headers: { ...(admin ? { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } : {}), ...(rest.headers ?? {}) },
  })
}
