/**
 * Hostile input against every route (README.md): no 5xx, always the envelope, and a refused
 * request writes nothing (bar the attempt tables of db-fingerprint.ts). Seeded, so a CI
 * failure replays: FUZZ_SEED and FUZZ_RUNS override the seed and the runs per route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { LightMyRequestResponse } from 'fastify'
import { createTestApp, envelope, TEST_ADMIN_TOKEN, TEST_PAYLOAD_KEY, type TestApp } from '../testing/test-app.ts'
import { insertGames } from '../testing/wallet-helpers.ts'
import { ensureVendorSecret } from '../modules/wallet/index.ts'
import { completeLogin, findByAccount } from '../modules/account/index.ts'
import { changedTables, installWriteCounter, tableChecksums, writeCount } from './db-fingerprint.ts'
import { fuzzRequest } from './inputs.ts'
import { validSamples } from './samples.ts'
import { judge, toInject, type Keys } from './requests.ts'
import { fuzzRoutes, registeredRoutes, type FuzzRoute } from './routes.ts'

const SEED = Number(process.env.FUZZ_SEED ?? 20261124)
const RUNS = Number(process.env.FUZZ_RUNS ?? 30)
const VENDOR = 'FUZZ_VENDOR'
const MEMBER = 'demo01'

/** One app and database for the whole suite, with the caller's keys. */
interface Target {
  readonly t: TestApp
  keys: Keys
  /** A call succeeded that may have ended the member's session (logout, password change...). */
  sessionMayHaveEnded: boolean
  /** The tables' checksums and the write count they were taken at: the baseline a refusal must leave unchanged. */
  fingerprint: { sums: Map<string, string>; writes: string } | null
}

const launchGame = async (t: TestApp, token: string, merchantCode: string): Promise<string> => {
  const res = await t.app.inject({
    method: 'POST', url: '/wps/game/launch', headers: { authorization: `Bearer ${token}`, language: 'en' },
    payload: { gameId: 'fuzz-slot', nodeId: '1', accountType: 1, confirmTrans: 0, vassalage: 'TCG_SEA', launchMode: 'GLS', platform: 'html5-desktop', clientType: 3, username: MEMBER, token, merchantCode, language: 'en' },
  })
  const env = envelope<{ game_url: string }>(res)
  if (!env.success) throw new Error(`launch failed: ${env.code}`)
  return new URL(env.value.game_url, 'http://x').searchParams.get('s')!
}

const openTarget = async (): Promise<Target> => {
  // A generous global limit: the suite is one address sending thousands of calls; per-route limits stay.
  const t = await createTestApp({ rateLimit: { max: 1_000_000, timeWindowMs: 60_000 } })
  await insertGames(t.testDb.db, [{ id: 'fuzz-slot' }])
  await installWriteCounter(t.testDb.db)
  const vendorSecret = await ensureVendorSecret(t.testDb.db, t.app.tala.secretsKey, VENDOR)
  const target: Target = { t, keys: { payloadKey: TEST_PAYLOAD_KEY, adminToken: TEST_ADMIN_TOKEN, memberToken: '', vendor: VENDOR, vendorSecret, gameSession: '' }, sessionMayHaveEnded: true, fingerprint: null }
  await refreshMember(target, false)
  return target
}

/**
 * A fuzzed logout or password change may end the member's session: open another when it did
 * (straight through the account module: the password check is not what is under test here).
 * The house routes get a live game session of that member. Answers whether it called anything
 * (and so may have written).
 */
const refreshMember = async (target: Target, needsGame: boolean): Promise<boolean> => {
  const { t } = target
  const db = t.testDb.db
  const called = target.sessionMayHaveEnded || (needsGame && target.keys.gameSession === '')
  const alive = !target.sessionMayHaveEnded
    || (target.keys.memberToken !== '' && envelope(await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: { authorization: `Bearer ${target.keys.memberToken}` } })).success)
  target.sessionMayHaveEnded = false
  if (!alive) {
    const member = await findByAccount(db, MEMBER)
    if (!member) throw new Error(`no member ${MEMBER} in the seed`)
    const { token } = await completeLogin(db, member, { ip: '127.0.0.1', userAgent: 'fuzz' }, Date.now())
    target.keys = { ...target.keys, memberToken: token, gameSession: '' }
  }
  if (needsGame && target.keys.gameSession === '') {
    const brand = await db.selectFrom('settings').select('value').where('key', '=', 'brand').executeTakeFirstOrThrow()
    target.keys = { ...target.keys, gameSession: await launchGame(t, target.keys.memberToken, (brand.value as { merchantCode: string }).merchantCode) }
  }
  return called
}

/**
 * A break or self-exclusion can never be undone (nobody may end one early): another seeded
 * member takes them, so demo01 still plays the house routes after them.
 */
const IRREVERSIBLE = new Set(['takeBreak', 'selfExclude'])
let blockToken = ''
const blockMemberToken = async (t: TestApp): Promise<string> => {
  if (blockToken === '') {
    const member = await findByAccount(t.testDb.db, 'weakpass1')
    if (!member) throw new Error('no member weakpass1 in the seed')
    blockToken = (await completeLogin(t.testDb.db, member, { ip: '127.0.0.1', userAgent: 'fuzz' }, Date.now())).token
  }
  return blockToken
}

/** Fuzzes one route; throws fast-check's report (seed, path, counterexample) on the first problem. */
const fuzzRoute = async (target: Target, route: FuzzRoute, asAdmin = false): Promise<void> => {
  const db = target.t.testDb.db
  const samples = { body: await validSamples(route.bodySchema, 8, SEED), query: await validSamples(route.querySchema, 8, SEED) }
  // Logged in before the baseline: that login is no write of the route's.
  const blocker = IRREVERSIBLE.has(route.name) ? await blockMemberToken(target.t) : null
  // The checksums are taken again only when something wrote since (a checksum of every table
  // costs tens of milliseconds, a count of writes one query).
  const fingerprint = async (): Promise<{ sums: Map<string, string>; writes: string }> => {
    const writes = await writeCount(db)
    if (target.fingerprint?.writes !== writes) target.fingerprint = { sums: await tableChecksums(db), writes }
    return target.fingerprint
  }
  let baseline = await fingerprint()
  await fc.assert(
    fc.asyncProperty(fuzzRequest(route, samples), async (request) => {
      // The operator may switch maintenance on, and the operator's calls need no member. What a
      // new session or game wrote is the next request's baseline, not its write.
      if (!asAdmin && (await refreshMember(target, route.kind === 'house'))) baseline = await fingerprint()
      const keys = blocker === null ? target.keys : { ...target.keys, memberToken: blocker }
      const res = await target.t.app.inject(toInject(route, request, keys, asAdmin))
      const verdict = judge(route, res)
      count(route, res)
      if (verdict.problem !== null) throw new Error(`${route.method} ${route.path} ${verdict.problem}`)
      if (!verdict.refused && route.auth !== 'none') target.sessionMayHaveEnded = true
      const before = baseline.sums
      baseline = await fingerprint()
      const changed = changedTables(before, baseline.sums)
      if (verdict.refused && changed.length > 0) throw new Error(`${route.method} ${route.path} refused the request (${res.statusCode}: ${res.body.slice(0, 200)}) yet changed ${changed.join(', ')}`)
    }),
    { seed: SEED, numRuns: RUNS, endOnFailure: false },
  )
}

/** FUZZ_STATS=1 prints how often each route answered each status and code: how deep the input got. */
const stats = new Map<string, number>()
const count = (route: FuzzRoute, res: LightMyRequestResponse): void => {
  if (!process.env.FUZZ_STATS) return
  let code = '-'
  try { code = String((JSON.parse(res.body) as { code?: unknown }).code ?? 'ok') } catch { /* a file */ }
  const key = `${route.name} ${res.statusCode} ${code}`
  stats.set(key, (stats.get(key) ?? 0) + 1)
}
afterAll(() => { if (process.env.FUZZ_STATS) console.log([...stats].map(([k, v]) => `${k} ${v}`).sort().join('\n')) })
let target: Target
beforeAll(async () => { target = await openTarget() })
afterAll(async () => { await target?.t.close() })

const routes = fuzzRoutes()

describe('the fuzz route table', () => {
  it('covers every route the server registers', () => {
    const known = new Set(routes.map((r) => `${r.method} ${r.path}`))
    const missing = registeredRoutes(target.t.app).map((r) => `${r.method} ${r.path}`).filter((r) => !known.has(r))
    expect(missing).toEqual([])
  })
})

describe(`hostile requests (seed ${SEED}, ${RUNS} runs per route): no 5xx, the envelope, no write on refusal`, () => {
  for (const route of routes) {
    it(`${route.method} ${route.path} (${route.name})`, async () => {
      await fuzzRoute(target, route)
    })
  }
})

describe('the operator API with the right token', () => {
  let admin: Target
  beforeAll(async () => { admin = await openTarget() })
  afterAll(async () => { await admin?.t.close() })
  for (const route of routes.filter((r) => r.kind === 'admin')) {
    it(`${route.method} ${route.path} (${route.name})`, async () => {
      await fuzzRoute(admin, route, true)
    })
  }
})
