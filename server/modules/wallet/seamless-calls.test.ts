/**
 * Grouped seamless calls: calls that queue behind a running statement go together in one
 * statement, in arrival order, and must give exactly the answers and the books that one call
 * per statement gives. Runs on PGlite and, in CI's second run, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { createTestDb, type TestDb } from '../../testing/test-db.ts'
import { insertGames, ledgerInvariants, memberId } from '../../testing/wallet-helpers.ts'
import { seamlessRunner, type SeamlessCall } from './seamless-calls.ts'

let t: TestDb
let demo: number
let agent: number
const V = 'GROUP_VENDOR'

beforeAll(async () => {
  t = await createTestDb()
  demo = await memberId(t.db, 'demo01')
  agent = await memberId(t.db, 'agent01')
  await insertGames(t.db, [{ id: 'g-slot' }])
})
afterAll(() => t.close())

const balance = async (member: number) =>
  Number((await sql<{ b: string }>`SELECT balance AS b FROM wallet_accounts WHERE member_id = ${member} AND kind = 'main'`.execute(t.db)).rows[0]!.b)
const debit = (tx: string, playerId: number, amount: number, roundId = `r-${tx}`): SeamlessCall =>
  ({ kind: 'debit', vendor: V, txId: tx, playerId, roundId, gameId: 'g-slot', amount, single: true })
const credit = (tx: string, playerId: number, roundId: string, amount: number): SeamlessCall => ({ kind: 'credit', vendor: V, txId: tx, playerId, roundId, amount })
const answerOf = (a: unknown) => (typeof a === 'string' ? JSON.parse(a) : a) as { ok: boolean; code: string | null; balance: number | string; replayed?: boolean }

describe('grouped seamless calls', () => {
  it('answers calls sent together in arrival order, as if each ran alone', async () => {
    const run = seamlessRunner(t.db, { lanes: 1 })
    const start = await balance(demo)
    const calls: SeamlessCall[] = [
      debit('a1', demo, 500),
      debit('a2', demo, 700),
      credit('c2', demo, 'r-a2', 2_000), // the win of a2, right behind its bet
      debit('a2', demo, 700), // a replay of a2 in the same group
      debit('a3', demo, start * 10), // more than the member has
      debit('a4', agent, 300),
    ]
    const answers = (await Promise.all(calls.map(run))).map(answerOf)
    expect(answers.map((a) => [a.ok, a.code, Number(a.balance), a.replayed === true])).toEqual([
      [true, null, start - 500, false],
      [true, null, start - 1_200, false],
      [true, null, start + 800, false],
      [true, null, start - 1_200, true],
      [false, 'INSUFFICIENT_FUNDS', start + 800, false],
      [true, null, expect.any(Number), false],
    ])
    expect(await balance(demo)).toBe(start + 800)
    expect(await ledgerInvariants(t.db)).toEqual({ sum: 0, unbalancedTx: 0, drift: 0, negative: 0, orphans: 0 })
  })

  it('lets one failing call fail alone: the others in its group still take effect once', async () => {
    const run = seamlessRunner(t.db, { lanes: 1 })
    const start = await balance(demo)
    // A player id that is no member makes its group's statement fail (the journal's member key).
    const answers = (await Promise.all([debit('b0', demo, 100), debit('b1', demo, 100), debit('b2', 2_000_000_000, 100), debit('b3', demo, 100)].map(run))).map(answerOf)
    expect(answers.map((a) => a.code)).toEqual([null, null, 'PLAYER_NOT_FOUND', null])
    expect(await balance(demo)).toBe(start - 300)
    const journal = await sql<{ n: string }>`SELECT count(*) AS n FROM seamless_transactions WHERE vendor = ${V} AND tx_id IN ('b0', 'b1', 'b2', 'b3')`.execute(t.db)
    expect(Number(journal.rows[0]!.n)).toBe(3)
    expect(await ledgerInvariants(t.db)).toEqual({ sum: 0, unbalancedTx: 0, drift: 0, negative: 0, orphans: 0 })
  })

  it('keeps each member in one lane: with two lanes (PostgreSQL) the answers are the same', async () => {
    const run = seamlessRunner(t.db, { lanes: 2 })
    // A funded member in the other lane from demo01's (player id modulo 2).
    let other = agent
    while (other % 2 === demo % 2) {
      const account = `lane${Math.random().toString(36).slice(2, 8)}`
      await sql`INSERT INTO members (account, password_hash) VALUES (${account}, 'x')`.execute(t.db)
      other = await memberId(t.db, account)
      await sql`SELECT ledger_post(${`opening:${account}`}, 'opening', (SELECT id FROM wallet_accounts WHERE kind = 'cashier'), wallet_main(${other}), 10000::bigint)`.execute(t.db)
    }
    const [startDemo, startAgent] = [await balance(demo), await balance(other)]
    const calls = [debit('d1', other, 50), debit('e1', demo, 70), debit('d1', other, 50), debit('e2', demo, 30), credit('e3', demo, 'r-e1', 500), debit('d2', other, 20)]
    const answers = (await Promise.all(calls.map(run))).map(answerOf)
    expect(answers.map((a) => [Number(a.balance), a.replayed === true])).toEqual([
      [startAgent - 50, false],
      [startDemo - 70, false],
      [startAgent - 50, true],
      [startDemo - 100, false],
      [startDemo + 400, false],
      [startAgent - 70, false],
    ])
    expect([await balance(demo), await balance(other)]).toEqual([startDemo + 400, startAgent - 70])
    expect(await ledgerInvariants(t.db)).toEqual({ sum: 0, unbalancedTx: 0, drift: 0, negative: 0, orphans: 0 })
  })

  it('refuses a lane count that would let two lanes share a house account', () => {
    expect(() => seamlessRunner(t.db, { lanes: 3 })).toThrow(/divide 64/)
  })

  it('settles races for one transaction id: each bet takes effect once or not at all', async () => {
    const run = seamlessRunner(t.db, { lanes: t.kind === 'pglite' ? 1 : 2 })
    const start = await balance(agent)
    const rollback = (tx: string, ref: string): SeamlessCall => ({ kind: 'rollback', vendor: V, txId: tx, playerId: agent, refTxId: ref })
    const rounds = Array.from({ length: 25 }, (_, i) => i)
    const answers = await Promise.all(rounds.flatMap((i) => [
      run(debit(`race-${i}`, agent, 10)), // the bet ...
      run(debit(`race-${i}`, agent, 10)), // ... its replay, at the same moment ...
      run(rollback(`race-rb-${i}`, `race-${i}`)), // ... and its rollback, maybe before it
    ]))
    for (const a of answers.map(answerOf)) expect(a.code === null || a.code === 'BET_ROLLED_BACK').toBe(true)
    // Every bet was either refused (rollback first) or taken and given back: the balance is whole.
    expect(await balance(agent)).toBe(start)
    const taken = await sql<{ n: string }>`SELECT count(*) AS n FROM ledger_transactions WHERE idempotency_key LIKE ${`seamless:${V}:race-%`} AND kind = 'bet'`.execute(t.db)
    const refunded = await sql<{ n: string }>`SELECT count(*) AS n FROM ledger_transactions WHERE idempotency_key LIKE ${`seamless:${V}:race-rb-%`}`.execute(t.db)
    expect(Number(taken.rows[0]!.n)).toBe(Number(refunded.rows[0]!.n))
    expect(await ledgerInvariants(t.db)).toEqual({ sum: 0, unbalancedTx: 0, drift: 0, negative: 0, orphans: 0 })
  })

  it('runs work alone in its lane: the lane\'s calls wait for it, the other lane\'s do not, and it gets its lane\'s members', async () => {
    const run = seamlessRunner(t.db, { lanes: 2 })
    const lane = demo % 2
    // No member: answered PLAYER_NOT_FOUND, still through its lane.
    const otherLane = 999_999_990 + (1 - lane)
    let release!: () => void
    const gate = new Promise<void>((r) => { release = r })
    const seen: string[] = []
    const work = run.inLanes([demo], async (ids) => { seen.push('work'); await gate; seen.push('work done'); return ids })
    const mine = run(debit('lane-1', demo, 100)).then((a) => { seen.push('demo debit'); return answerOf(a) })
    const other = answerOf(await run(debit('lane-2', otherLane, 100)))
    expect(other.code).toBe('PLAYER_NOT_FOUND')
    expect(seen).toEqual(['work'])
    release()
    expect(await work).toEqual([[demo]])
    expect((await mine).ok).toBe(true)
    expect(seen).toEqual(['work', 'work done', 'demo debit'])
    // Members split by lane, each lane's work once.
    const split = await run.inLanes([demo, demo + 1, demo + 2, demo + 3], async (ids) => ids)
    expect(split.map((ids) => ids.map((id) => id % 2))).toEqual(split.map((ids) => ids.map(() => ids[0]! % 2)))
    expect(split.flat().sort()).toEqual([demo, demo + 1, demo + 2, demo + 3].sort())
    expect(split).toHaveLength(2)
  })
})
