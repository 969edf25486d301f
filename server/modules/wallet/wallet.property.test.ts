/**
 * Property test of the seamless wallet: random concurrent bets, wins, rollbacks (also before
 * their bets) and replays from several players. Afterwards the ledger balances (sum of all
 * entries zero, every transaction a pair, balances equal their entries, none negative),
 * each vendor transaction took effect at most once, and every replay got its original answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { sql } from 'kysely'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { insertGames, ledgerInvariants, seamlessValue } from '../../testing/wallet-helpers.ts'

const VENDOR = 'TCG_SEA'
const PLAYERS = 4
let t: TestApp
const players: string[] = []

beforeAll(async () => {
  t = await createTestApp()
  const db = t.testDb.db
  await insertGames(db, [{ id: 'prop-slot' }])
  for (let i = 0; i < PLAYERS; i++) {
    const m = await db.insertInto('members').values({
      account: `prop${i}`, password_hash: 'x', mobile_num: null, country_dialing_code: null, email: null, payee_name: null, payment_password_hash: null,
      qq_num: null, line: null, whatsapp: null, facebook: null, wechat: null, id_number: null, recommender_id: null, affiliate_code: null, upline_id: null,
      referral_code: null, register_domain: null, register_url: null, register_ip: null,
    }).returning('id').executeTakeFirstOrThrow()
    // Small openings so overdrafts happen.
    await sql`SELECT ledger_post(${`opening:prop${i}`}, 'opening', (SELECT id FROM wallet_accounts WHERE kind = 'cashier'), wallet_main(${m.id}), ${5_000 + i * 5_000}::bigint)`.execute(db)
    players.push(String(m.id))
  }
})
afterAll(() => t.close())

type Op =
  | { kind: 'bet'; player: number; amount: number }
  | { kind: 'win'; ref: number; amount: number }
  | { kind: 'rollback'; ref: number; ahead: boolean }
  | { kind: 'replay'; ref: number }

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('bet' as const), player: fc.nat(PLAYERS - 1), amount: fc.integer({ min: 0, max: 4_000 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('win' as const), ref: fc.nat(), amount: fc.integer({ min: 0, max: 8_000 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('rollback' as const), ref: fc.nat(), ahead: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('replay' as const), ref: fc.nat() }) },
)

let runNo = 0

describe('seamless wallet under random concurrent load', () => {
  it('keeps the books and takes each transaction once', async () => {
    await fc.assert(fc.asyncProperty(fc.array(opArb, { minLength: 400, maxLength: 600 }), fc.integer({ min: 1, max: 32 }), async (ops, batch) => {
      const run = `r${runNo++}`
      const sent: Array<{ op: 'debit' | 'credit' | 'rollback'; body: Record<string, unknown> }> = []
      const bets: Array<{ player: string; txId: string; roundId: string }> = []
      let n = 0
      const requests = ops.map((op) => {
        const id = `${run}-${n++}`
        if (op.kind === 'bet') {
          const bet = { player: players[op.player]!, txId: `${id}-bet`, roundId: `${id}-round` }
          bets.push(bet)
          return { op: 'debit' as const, body: { playerId: bet.player, txId: bet.txId, roundId: bet.roundId, gameId: 'prop-slot', amount: op.amount } }
        }
        if (op.kind === 'win' && bets.length > 0) {
          const bet = bets[op.ref % bets.length]!
          return { op: 'credit' as const, body: { playerId: bet.player, txId: `${id}-win`, roundId: bet.roundId, amount: op.amount } }
        }
        if (op.kind === 'rollback' && (bets.length > 0 || op.ahead)) {
          // ahead: a rollback for a bet id that arrives later in this run (or never).
          const ref = op.ahead ? `${run}-${n + (op.ref % 5)}-bet` : bets[op.ref % bets.length]!.txId
          const player = op.ahead ? players[op.ref % PLAYERS]! : bets[op.ref % bets.length]!.player
          return { op: 'rollback' as const, body: { playerId: player, txId: `${id}-rb`, refTxId: ref } }
        }
        if (op.kind === 'replay' && sent.length > 0) return sent[op.ref % sent.length]!
        return null
      }).filter((r): r is NonNullable<typeof r> => r !== null).map((r) => { sent.push(r); return r })

      const answers = new Map<string, Array<{ ok: boolean; code: string | null; balance: number; replayed: boolean }>>()
      for (let i = 0; i < requests.length; i += batch) {
        const slice = requests.slice(i, i + batch)
        const replies = await Promise.all(slice.map((r) => seamlessValue(t.app, VENDOR, r.op, r.body)))
        slice.forEach((r, k) => {
          const key = `${r.op}:${String(r.body.txId)}`
          answers.set(key, [...(answers.get(key) ?? []), replies[k]!])
        })
      }
      // Replays: at most one first answer (none for a bet whose rollback came first: it meets
      // the rollback's tombstone), every copy the same answer.
      for (const list of answers.values()) {
        expect(list.filter((a) => !a.replayed).length).toBeLessThanOrEqual(1)
        const first = { ...list[0]!, replayed: false }
        for (const a of list) expect({ ...a, replayed: false }).toEqual(first)
      }
      const inv = await ledgerInvariants(t.testDb.db)
      expect(inv).toEqual({ sum: 0, unbalancedTx: 0, drift: 0, negative: 0, orphans: 0 })
      // Each vendor transaction moved money at most once, and exactly once when it was accepted with an amount.
      const effects = await sql<{ tx_id: string; kind: string; status: string; amount: string; postings: string }>`
        SELECT s.tx_id, s.kind, s.status, s.amount,
          (SELECT count(*) FROM ledger_transactions l WHERE l.idempotency_key = 'seamless:' || s.vendor || ':' || s.tx_id) AS postings
        FROM seamless_transactions s WHERE s.tx_id LIKE ${`${run}-%`}`.execute(t.testDb.db)
      for (const e of effects.rows) {
        const postings = Number(e.postings)
        expect(postings).toBeLessThanOrEqual(1)
        const moved = (e.kind === 'debit' && (e.status === 'ok' || e.status === 'rolled_back') && Number(e.amount) > 0)
          || (e.kind === 'credit' && e.status === 'ok' && Number(e.amount) > 0)
        if (e.kind !== 'rollback') expect(postings).toBe(moved ? 1 : 0)
      }
    }), { numRuns: Number(process.env.WALLET_PROP_RUNS ?? 4), endOnFailure: true })
  }, 240_000)
})
