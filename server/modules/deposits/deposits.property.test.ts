/**
 * Property test of deposits: random requests (some out of range, some replayed), operator
 * approvals and rejections, and auto-approval runs from several members, sent in concurrent
 * batches. Afterwards the ledger balances, every approved request was credited exactly once
 * (and nothing else was), each member's balance is the opening plus their approved credits,
 * and no member has more requests pending than the limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { sql } from 'kysely'
import { createTestApp, envelope, send, type TestApp } from '../../testing/test-app.ts'
import { ledgerInvariants } from '../../testing/wallet-helpers.ts'
import { newMember, type TestMember } from '../../testing/member-helpers.ts'
import { DEFAULT_DEPOSIT_MAX_PENDING, runAutoApprovals } from './index.ts'

const MEMBERS = 3
const OPENING = 1_000
let t: TestApp
const members: TestMember[] = []
let channels: number[] = []

beforeAll(async () => {
  t = await createTestApp()
  const db = t.testDb.db
  for (let i = 0; i < MEMBERS; i++) {
    const m = await newMember(db, `depprop${i}`)
    await sql`SELECT ledger_post(${`opening:depprop${i}`}, 'opening', (SELECT id FROM wallet_accounts WHERE kind = 'cashier'), wallet_main(${m.id}), ${OPENING}::bigint)`.execute(db)
    members.push(m)
  }
  channels = (await db.selectFrom('deposit_channels').select('id').orderBy('id').execute()).map((c) => c.id)
})
afterAll(() => t.close())

type Op =
  | { kind: 'create'; member: number; channel: number; amount: number; replayOf: number | null }
  | { kind: 'approve'; ref: number }
  | { kind: 'reject'; ref: number }
  | { kind: 'auto' }

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 5, arbitrary: fc.record({
    kind: fc.constant('create' as const), member: fc.nat(MEMBERS - 1), channel: fc.nat(1),
    // Both channels refuse under 10.00 or 100.00: some requests are out of range.
    amount: fc.integer({ min: 1, max: 60_000_00 }), replayOf: fc.option(fc.nat(), { freq: 4 }),
  }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('approve' as const), ref: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('reject' as const), ref: fc.nat() }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'auto' as const }) },
)

let runNo = 0

describe('deposits under random concurrent load', () => {
  it('credit each approved request once and keep the books', async () => {
    await fc.assert(fc.asyncProperty(fc.array(opArb, { minLength: 40, maxLength: 80 }), fc.integer({ min: 1, max: 12 }), async (ops, batch) => {
      const run = `p${runNo++}`
      const db = t.testDb.db
      const made: Array<{ member: number; requestId: string; body: object }> = []
      const ids: string[] = []
      for (let i = 0; i < ops.length; i += batch) {
        await Promise.all(ops.slice(i, i + batch).map(async (op, k) => {
          if (op.kind === 'create') {
            const replay = op.replayOf !== null && made.length > 0 ? made[op.replayOf % made.length]! : null
            const requestId = `prop-${run}-${String(i + k).padStart(4, '0')}`
            const req = replay ?? { member: op.member, requestId, body: { channelId: channels[op.channel]!, amount: op.amount, requestId } }
            if (!replay) made.push(req)
            const env = envelope<{ id: number }>(await t.app.inject({ method: 'POST', url: '/wps/relay/MCS2_depositRequest', headers: members[req.member]!.auth, payload: req.body }))
            if (env.success) ids.push(String(env.value.id))
            else expect(['DEPOSIT_AMOUNT_OUT_OF_RANGE', 'DEPOSIT_PENDING_LIMIT']).toContain(env.code)
          } else if (op.kind === 'auto') {
            await runAutoApprovals(db, new Date(Date.now() + 60_000))
          } else if (ids.length > 0) {
            const id = ids[op.ref % ids.length]!
            const res = op.kind === 'approve'
              ? await send(t.app, { method: 'POST', url: `/admin/deposits/${id}/approve`, admin: true })
              : await send(t.app, { method: 'POST', url: `/admin/deposits/${id}/reject`, admin: true, payload: { reason: 'not received' } })
            const env = envelope(res)
            if (!env.success) expect(env.code).toBe('DEPOSIT_NOT_PENDING')
          }
        }))
      }
      expect(await ledgerInvariants(db)).toEqual({ sum: 0, unbalancedTx: 0, drift: 0, negative: 0, orphans: 0 })
      // Every request: credited once if approved, never otherwise.
      const rows = await sql<{ id: string; status: string; credit: string; postings: string; moved: string | null }>`
        SELECT d.id, d.status, d.credit,
          (SELECT count(*) FROM ledger_transactions l WHERE l.idempotency_key = 'deposit:' || d.id) AS postings,
          (SELECT e.amount FROM ledger_transactions l JOIN ledger_entries e ON e.tx_id = l.id AND e.amount > 0 WHERE l.idempotency_key = 'deposit:' || d.id) AS moved
        FROM deposit_requests d`.execute(db)
      for (const r of rows.rows) {
        expect(Number(r.postings)).toBe(r.status === 'approved' ? 1 : 0)
        if (r.status === 'approved') expect(Number(r.moved)).toBe(Number(r.credit))
      }
      // Each member: opening plus approved credits; never more pending than allowed.
      for (const m of members) {
        const row = await sql<{ balance: string; credited: string; pending: string }>`
          SELECT (SELECT balance FROM wallet_accounts WHERE member_id = ${m.id} AND kind = 'main') AS balance,
            (SELECT COALESCE(sum(credit), 0) FROM deposit_requests WHERE member_id = ${m.id} AND status = 'approved') AS credited,
            (SELECT count(*) FROM deposit_requests WHERE member_id = ${m.id} AND status = 'pending') AS pending`.execute(db)
        const x = row.rows[0]!
        expect(Number(x.balance)).toBe(OPENING + Number(x.credited))
        expect(Number(x.pending)).toBeLessThanOrEqual(DEFAULT_DEPOSIT_MAX_PENDING)
      }
    }), {
      numRuns: Number(process.env.DEPOSIT_PROP_RUNS ?? 10), endOnFailure: true,
      // One run on the bank channel (never approved by itself) that surely leaves a request approved,
      // one rejected and one pending, so the check below never rests on luck.
      examples: [[[
        { kind: 'create', member: 0, channel: 1, amount: 200_00, replayOf: null },
        { kind: 'create', member: 1, channel: 1, amount: 300_00, replayOf: null },
        { kind: 'create', member: 2, channel: 1, amount: 400_00, replayOf: null },
        { kind: 'approve', ref: 0 },
        { kind: 'reject', ref: 1 },
      ], 1]],
    })
    // The runs did reach every outcome (a property over requests nobody decided would prove little).
    const outcomes = await sql<{ status: string; n: string }>`SELECT status, count(*) AS n FROM deposit_requests GROUP BY status`.execute(t.testDb.db)
    expect(outcomes.rows.map((r) => r.status).sort()).toEqual(['approved', 'pending', 'rejected'])
  }, 240_000)
})
