/**
 * Property test of the member's own transfers (my wallet, GCS_walletTransfer): random moves
 * between the main wallet and vendor wallets by several members, each request sometimes sent
 * again (the same request id, as a retry would), in random concurrent batches. Afterwards the
 * books balance and nobody is below zero, every request moved money once or not at all (once
 * exactly when one of its sends was answered with success), and each member still holds what
 * they started with across their wallets: a transfer only moves money between one's own wallets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { sql } from 'kysely'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { ledgerInvariants } from '../../testing/wallet-helpers.ts'
import { MAIN_WALLET, memberWallets, sumBalance, transfer } from './ledger.ts'

const MEMBERS = 3
const OPENING = 50_000
let t: TestApp
let vendors: string[] = []
const members: number[] = []

beforeAll(async () => {
  t = await createTestApp()
  const db = t.testDb.db
  vendors = (await db.selectFrom('game_vendors').select('vassalage').distinct().orderBy('vassalage').limit(2).execute()).map((v) => v.vassalage)
  for (let i = 0; i < MEMBERS; i++) {
    const m = await db.insertInto('members').values({
      account: `proptf${i}`, password_hash: 'x', is_agent: 0, mobile_num: null, country_dialing_code: null, email: null, payee_name: null, payment_password_hash: null,
      qq_num: null, line: null, whatsapp: null, facebook: null, wechat: null, id_number: null, recommender_id: null, affiliate_code: null, upline_id: null,
      referral_code: null, register_domain: null, register_url: null, register_ip: null,
    }).returning('id').executeTakeFirstOrThrow()
    await sql`SELECT ledger_post(${`opening:proptf${i}`}, 'opening', (SELECT id FROM wallet_accounts WHERE kind = 'cashier'), wallet_main(${m.id}), ${OPENING}::bigint)`.execute(db)
    members.push(m.id)
  }
})
afterAll(async () => t?.close())

type Op = { member: number; vendor: number; toVendor: boolean; amount: number; replayOf: number | null }
const opArb: fc.Arbitrary<Op> = fc.record({
  member: fc.nat(MEMBERS - 1), vendor: fc.nat(1), toVendor: fc.boolean(), amount: fc.integer({ min: 1, max: 30_000 }), replayOf: fc.option(fc.nat(), { nil: null, freq: 3 }),
})
let runNo = 0
/** What the sends met over all runs: the property means little unless both happened. */
const outcomes = { moved: 0, replayed: 0, refused: 0 }

describe('transfers between a member\'s wallets under random concurrent load', () => {
  it('keep the books, move each request once at most, and never change what a member holds in all', async () => {
    await fc.assert(fc.asyncProperty(fc.array(opArb, { minLength: 20, maxLength: 60 }), fc.integer({ min: 1, max: 8 }), async (ops, batch) => {
      const db = t.testDb.db
      const run = `r${runNo++}`
      const sent: Array<{ member: number; from: string; to: string; amount: number; requestId: string }> = []
      const succeeded = new Set<string>()
      const perform = async (op: Op, n: number): Promise<void> => {
        const earlier = op.replayOf !== null && sent.length > 0 ? sent[op.replayOf % sent.length]! : null
        const vendor = vendors[op.vendor % vendors.length]!
        const req = earlier ?? {
          member: members[op.member]!, amount: op.amount, requestId: `${run}-t${n}`,
          from: op.toVendor ? MAIN_WALLET : vendor, to: op.toVendor ? vendor : MAIN_WALLET,
        }
        if (!earlier) sent.push(req)
        try {
          await transfer(db, req.member, req.from, req.to, req.amount, req.requestId)
          succeeded.add(`transfer:${req.member}:${req.requestId}`)
          outcomes[earlier ? 'replayed' : 'moved']++
        } catch (e) {
          // Not enough in the source wallet is part of the rules (nothing moves); anything else fails the property.
          if ((e as { code?: string }).code !== 'INSUFFICIENT_FUNDS') throw e
          outcomes.refused++
        }
      }
      for (let i = 0; i < ops.length; i += batch) await Promise.all(ops.slice(i, i + batch).map((op, j) => perform(op, i + j)))

      expect(await ledgerInvariants(db)).toEqual({ sum: 0, unbalancedTx: 0, drift: 0, negative: 0, orphans: 0 })
      const keys = sent.map((r) => `transfer:${r.member}:${r.requestId}`)
      const posted = await db.selectFrom('ledger_transactions').select(['idempotency_key', sql<number>`count(*)::int`.as('n')])
        .where('idempotency_key', 'in', keys).groupBy('idempotency_key').execute()
      expect(posted.filter((p) => p.n !== 1)).toEqual([])
      expect(new Set(posted.map((p) => p.idempotency_key))).toEqual(succeeded)
      for (const id of members) expect(sumBalance(await memberWallets(db, id))).toBe(OPENING)
    }), { numRuns: Number(process.env.TRANSFER_PROP_RUNS ?? 6), endOnFailure: true })
    expect(outcomes.moved).toBeGreaterThan(0)
    expect(outcomes.replayed).toBeGreaterThan(0)
    expect(outcomes.refused).toBeGreaterThan(0)
  })
})
