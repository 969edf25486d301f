/** agent01's demo team: seeded once, quickly, through the ledger (the books balance), with data for every agent page. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { createTestDb, type TestDb } from '../testing/test-db.ts'
import { seedAgentTeamIfMissing } from './seed-agent-team.ts'
import { teamMembers } from './seed-data/agent-team.ts'

let t: TestDb
beforeAll(async () => {
  t = await createTestDb()
})
afterAll(async () => t.close())

describe('seedAgentTeamIfMissing', () => {
  it('builds agent01\'s team with weeks of bets, deposits and withdrawals, once', async () => {
    expect(await seedAgentTeamIfMissing(t.db)).toBe(true)
    expect(await seedAgentTeamIfMissing(t.db)).toBe(false)
    const agent = await t.db.selectFrom('members').select('id').where('account', '=', 'agent01').executeTakeFirstOrThrow()
    const team = await t.db.selectFrom('member_tree').select(sql<number>`count(*)::int`.as('n')).where('ancestor_id', '=', agent.id).where('depth', '>', 0).executeTakeFirstOrThrow()
    expect(team.n).toBe(teamMembers.length)
    const sub = sql`(SELECT descendant_id FROM member_tree WHERE ancestor_id = ${agent.id} AND depth > 0)`
    const bets = await sql<{ n: number; days: number }>`SELECT count(*)::int AS n, count(DISTINCT created_at::date)::int AS days FROM bets WHERE member_id IN ${sub}`.execute(t.db)
    expect(bets.rows[0]!.n).toBeGreaterThan(200)
    expect(bets.rows[0]!.days).toBeGreaterThan(20)
    const kinds = await sql<{ kind: string }>`SELECT DISTINCT t.kind FROM ledger_transactions t WHERE t.idempotency_key LIKE 'demo-team:%'`.execute(t.db)
    expect(kinds.rows.map((r) => r.kind)).toEqual(['deposit'])
    // Withdrawals go through the withdrawals table, as the withdraw module's do: each received
    // one has its hold and payout under the module's keys, and every hold or payout has its row.
    const w = await sql<{ rows: number; bad: number; stray: number }>`
      SELECT (SELECT count(*)::int FROM withdrawals w WHERE w.member_id IN ${sub}) AS rows,
             (SELECT count(*)::int FROM withdrawals w WHERE w.member_id IN ${sub} AND (w.status <> 'received' OR w.received_amount <> w.amount
                OR (SELECT count(*) FROM ledger_transactions t WHERE t.idempotency_key IN ('withdrawal_hold:' || w.id, 'withdrawal_payout:' || w.id)) <> 2)) AS bad,
             (SELECT count(*)::int FROM ledger_transactions t WHERE t.kind IN ('withdrawal_hold', 'withdrawal_payout')
                AND NOT EXISTS (SELECT 1 FROM withdrawals w WHERE t.idempotency_key IN ('withdrawal_hold:' || w.id, 'withdrawal_payout:' || w.id))) AS stray`.execute(t.db)
    expect(w.rows[0]!.rows).toBeGreaterThan(0)
    expect(w.rows[0]).toMatchObject({ bad: 0, stray: 0 })
    // Double entry: every transaction's entries sum to zero, and no member wallet is below zero.
    const unbalanced = await sql<{ n: number }>`SELECT count(*)::int AS n FROM (SELECT tx_id FROM ledger_entries GROUP BY tx_id HAVING sum(amount) <> 0) x`.execute(t.db)
    expect(unbalanced.rows[0]!.n).toBe(0)
    const negative = await sql<{ n: number }>`SELECT count(*)::int AS n FROM wallet_accounts WHERE member_id IS NOT NULL AND balance < 0`.execute(t.db)
    expect(negative.rows[0]!.n).toBe(0)
    const notices = await t.db.selectFrom('announcements').select('id').where('type', '=', 'AG').execute()
    expect(notices.length).toBeGreaterThan(0)
  })
})
