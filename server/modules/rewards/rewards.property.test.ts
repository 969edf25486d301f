/**
 * Property test of reward claims beside deposits: random claims of every kind (mission,
 * promotion, rebate, referral), repeated and sent concurrently, interleaved with deposits
 * (some replayed). Afterwards the ledger balances, every claim and every deposit took effect
 * exactly once, and each member's balance is what those single effects add up to.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { sql } from 'kysely'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { insertGames, ledgerInvariants } from '../../testing/wallet-helpers.ts'
import { createMember, mainBalance, memberCall, placeBet, postDeposit, type TestMember } from '../../testing/reward-helpers.ts'

const MEMBERS = 3
const CLAIMS = {
  slots: { source: 'mission', amount: 1_000 },
  firstDeposit: { source: 'mission', amount: 2_000 },
  promotion: { source: 'promotion', amount: 5_000 },
  rebate: { source: 'rebate', amount: 500 },
  referral: { source: 'referral', amount: 500 },
} as const
type ClaimKind = keyof typeof CLAIMS

let t: TestApp
const ids = { slots: 0, firstDeposit: 0, promotion: 0, rebate: 0 }

beforeAll(async () => {
  t = await createTestApp()
  const db = t.testDb.db
  await insertGames(db, [{ id: 'pp-slot', gameType: 'RNG' }])
  const missions = await db.selectFrom('missions').select(['id', 'kind']).execute()
  ids.slots = missions.find((m) => m.kind === 'bet_total')!.id
  ids.firstDeposit = missions.find((m) => m.kind === 'first_deposit')!.id
  const promotions = await db.selectFrom('promotions').select(['id', 'kind']).execute()
  ids.promotion = promotions.find((p) => p.kind === 'promotion')!.id
  ids.rebate = promotions.find((p) => p.kind === 'rebate')!.id
})
afterAll(() => t.close())

/** A member with every reward ready: slots mission complete, first deposit made, promotion issued, yesterday's rebate, a qualified friend. */
const readyMember = async (name: string): Promise<TestMember> => {
  const db = t.testDb.db
  const m = await createMember(t.app, db, name)
  await placeBet(db, m.id, 'pp-slot', 60_000)
  await placeBet(db, m.id, 'pp-slot', 100_000, new Date(Date.now() - 24 * 3600_000))
  await postDeposit(db, m.id, 12_000, `${name}-first`)
  await db.insertInto('promotion_entries').values({ promotion_id: ids.promotion, member_id: m.id, period_key: 'once', status: 'issued', amount: 5_000 }).execute()
  const friend = await db.insertInto('members').values({
    account: `${name}f`, password_hash: 'x', mobile_num: null, country_dialing_code: null, email: null, payee_name: null, payment_password_hash: null, qq_num: null,
    line: null, whatsapp: null, facebook: null, wechat: null, id_number: null, recommender_id: null, affiliate_code: null, upline_id: null, referral_code: null,
    register_domain: null, register_url: null, register_ip: null,
  }).returning('id').executeTakeFirstOrThrow()
  await db.insertInto('referrals').values({ invitee_id: friend.id, inviter_id: m.id, code: 'PROPTEST' }).execute()
  await postDeposit(db, friend.id, 10_000, `${name}-friend`)
  return m
}

type Op = { kind: 'claim'; member: number; claim: ClaimKind } | { kind: 'deposit'; member: number; key: number; amount: number }

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('claim' as const), member: fc.nat(MEMBERS - 1), claim: fc.constantFrom(...(Object.keys(CLAIMS) as ClaimKind[])) }) },
  // Few keys, so some deposits are replays of an earlier one.
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deposit' as const), member: fc.nat(MEMBERS - 1), key: fc.nat(5), amount: fc.integer({ min: 1, max: 50_000 }) }) },
)

let runNo = 0

describe('reward claims under random concurrent load', () => {
  it('keeps the books and applies each claim and deposit once', async () => {
    await fc.assert(fc.asyncProperty(fc.array(opArb, { minLength: 10, maxLength: 40 }), fc.integer({ min: 1, max: 12 }), async (ops, batch) => {
      const run = runNo++
      const members = await Promise.all(Array.from({ length: MEMBERS }, (_, i) => readyMember(`prw${run}m${i}`)))
      const before = await Promise.all(members.map((m) => mainBalance(t.testDb.db, m.id)))
      const expected = [...before]
      const claimed = new Set<string>()
      const deposits = new Map<string, { member: number; amount: number }>()
      for (const op of ops) {
        if (op.kind === 'claim') claimed.add(`${op.member}:${op.claim}`)
        // The first deposit under a key is the one that counts; a replay moves nothing.
        else if (!deposits.has(`${op.member}:${op.key}`)) deposits.set(`${op.member}:${op.key}`, { member: op.member, amount: op.amount })
      }
      for (const c of claimed) {
        const [member, kind] = c.split(':') as [string, ClaimKind]
        expected[Number(member)]! += CLAIMS[kind].amount
      }
      for (const d of deposits.values()) expected[d.member]! += d.amount

      const send = (op: Op) => {
        const m = members[op.member]!
        if (op.kind === 'deposit') return postDeposit(t.testDb.db, m.id, op.amount, `${m.account}-${op.key}`)
        const id = op.claim === 'slots' ? ids.slots : op.claim === 'firstDeposit' ? ids.firstDeposit : op.claim === 'referral' ? 0 : ids[op.claim]
        return memberCall(t.app, m.token, 'POST', '/wps/relay/MCS2_rewardClaim', { source: CLAIMS[op.claim].source, id }).then((r) => {
          if (!r.success && r.code !== 'ALREADY_CLAIMED') throw new Error(`claim ${op.claim} failed with ${r.code}`)
        })
      }
      for (let i = 0; i < ops.length; i += batch) await Promise.all(ops.slice(i, i + batch).map(send))

      const after = await Promise.all(members.map((m) => mainBalance(t.testDb.db, m.id)))
      expect(after).toEqual(expected)
      // Reward and bonus credits to these members' main wallets: one per distinct claim.
      const keys = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.tx_id
        WHERE t.kind IN ('reward', 'bonus') AND e.amount > 0
          AND e.account_id IN (SELECT id FROM wallet_accounts WHERE kind = 'main' AND member_id IN (${sql.join(members.map((m) => m.id))}))`
        .execute(t.testDb.db)
      expect(keys.rows[0]!.n).toBe(claimed.size)
      const books = await ledgerInvariants(t.testDb.db)
      expect(books).toEqual({ sum: 0, unbalancedTx: 0, drift: 0, negative: 0, orphans: 0 })
    }), { numRuns: Number(process.env.PROP_RUNS ?? 6), seed: Number(process.env.PROP_SEED ?? 20261125) })
  }, 240_000)
})
