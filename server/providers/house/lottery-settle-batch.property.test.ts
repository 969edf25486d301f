/**
 * closeLostRounds (lottery-settle-batch.ts) writes, set-based, what the wallet's own
 * seamless_credit with 0 leaves for a losing lottery ticket; this checks it against that
 * function. Over random rounds in every state a round can be in when its credit comes (open;
 * settled by an earlier credit; rolled back; another member's; its `-win` journal row already
 * there; no bet at all), each made twice alike (an `a` and a `b` twin of the same member):
 * seamless_credit(…, 0) runs on each `a` round and closeLostRounds on all the `b` rounds, in
 * one transaction (so now() is the same). Then for every plain round (open, this member's, no
 * journal row) the `b` twin's bet row and journal row equal the `a` twin's; for every other
 * round closeLostRounds changed nothing (the batch then falls back to seamless_credit itself)
 * and its count is the number of plain rounds. The ledger is untouched by both.
 */
import fc from 'fast-check'
import { sql, type Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/schema.ts'
import { runGroup, type SeamlessCall } from '../../modules/wallet/index.ts'
import { fundedMembers } from '../../testing/lottery-tickets.ts'
import { createTestDb, type TestDb } from '../../testing/test-db.ts'
import { insertGames } from '../../testing/wallet-helpers.ts'
import { closeLostRounds } from './lottery-settle-batch.ts'

const VENDOR = 'TCG_ELOTT'
const GAME = 'prop-elott'
type State = 'open' | 'settled' | 'rolled_back' | 'other_member' | 'journalled' | 'no_bet'
const STATES: State[] = ['open', 'settled', 'rolled_back', 'other_member', 'journalled', 'no_bet']

let t: TestDb
let members: number[]
beforeAll(async () => {
  t = await createTestDb()
  await insertGames(t.db, [{ id: GAME, name: 'E-Lottery', gameType: 'ELOTT', vassalage: VENDOR }])
  members = await fundedMembers(t.db, 'lsbprop', 4)
})
afterAll(() => t.close())

const answersOk = (answers: unknown[]) => answers.map((a) => (typeof a === 'string' ? JSON.parse(a) : a) as { ok: boolean })

/** Puts round `round` of `member` in `state` through the wallet's own calls. */
const prepare = async (db: Kysely<Database>, round: string, member: number, state: State, stake: number) => {
  if (state === 'no_bet') return
  const calls: SeamlessCall[] = [{ kind: 'debit', vendor: VENDOR, txId: `${round}-bet`, playerId: member, roundId: round, gameId: GAME, amount: stake, single: true }]
  if (state === 'settled') calls.push({ kind: 'credit', vendor: VENDOR, txId: `${round}-other`, playerId: member, roundId: round, amount: stake })
  if (state === 'journalled') calls.push({ kind: 'credit', vendor: VENDOR, txId: `${round}-win`, playerId: member, roundId: round, amount: 0 })
  if (state === 'rolled_back') calls.push({ kind: 'rollback', vendor: VENDOR, txId: `${round}-rb`, playerId: member, refTxId: `${round}-bet` })
  const answers = answersOk(await runGroup(db, calls))
  if (answers.some((a) => !a.ok)) throw new Error(`setup of ${round} refused: ${JSON.stringify(answers)}`)
}

const snapshot = async (db: Kysely<Database>, round: string) => {
  const bet = await db.selectFrom('bets').select(['member_id', 'game_id', 'wallet_id', 'stake', 'win', 'status', 'settled_at']).where('vendor', '=', VENDOR).where('round_id', '=', round).executeTakeFirst()
  const journal = await db.selectFrom('seamless_transactions').select(['kind', 'member_id', 'amount', 'status', 'response', 'ref_tx_id'])
    .where('vendor', '=', VENDOR).where('tx_id', '=', `${round}-win`).executeTakeFirst()
  return { bet: bet ?? null, journal: journal ?? null, win: round }
}
const shape = (s: Awaited<ReturnType<typeof snapshot>>) => ({ bet: s.bet, journal: s.journal })

let runNo = 0

describe('closeLostRounds leaves what seamless_credit with 0 leaves', () => {
  it('equals the wallet function on plain rounds and changes nothing on the others', { timeout: 120_000 }, async () => {
    await fc.assert(fc.asyncProperty(
      fc.array(fc.record({ state: fc.constantFrom(...STATES), member: fc.nat(members.length - 1), stake: fc.integer({ min: 1, max: 5_000 }) }), { minLength: 1, maxLength: 12 }),
      async (rounds) => {
        const run = `lsb${runNo++}`
        const db = t.db
        for (const [i, r] of rounds.entries()) {
          for (const twin of ['a', 'b']) await prepare(db, `${run}-${twin}${i}`, members[r.member]!, r.state, r.stake)
        }
        // The member the credit names: another one for an 'other_member' round.
        const creditor = (i: number) => members[(rounds[i]!.member + (rounds[i]!.state === 'other_member' ? 1 : 0)) % members.length]!
        const before = await Promise.all(rounds.map((_, i) => snapshot(db, `${run}-b${i}`)))
        const ledgerBefore = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ledger_entries`.execute(db)
        let count = -1
        await db.transaction().execute(async (trx) => {
          for (const [i] of rounds.entries()) {
            const round = `${run}-a${i}`
            // An unknown round of a known member answers ROUND_NOT_FOUND; none of these raise.
            await sql`SELECT seamless_credit(${VENDOR}, ${`${round}-win`}, ${creditor(i)}, ${round}, 0::bigint)`.execute(trx)
          }
          count = await closeLostRounds(trx, rounds.map((_, i) => ({ vendor: VENDOR, ticketId: `${run}-b${i}`, memberId: creditor(i) })))
        })
        const plain = rounds.filter((r) => r.state === 'open').length
        expect(count).toBe(plain)
        for (const [i, r] of rounds.entries()) {
          const a = await snapshot(db, `${run}-a${i}`)
          const b = await snapshot(db, `${run}-b${i}`)
          if (r.state === 'open') {
            expect(shape(b)).toEqual(shape(a))
            expect(b.bet).toMatchObject({ status: 'settled' })
            expect(b.journal).toMatchObject({ kind: 'credit', status: 'ok' })
          } else {
            expect(shape(b)).toEqual(shape(before[i]!))
          }
        }
        // Zero credits post nothing, whichever way they are made.
        expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM ledger_entries`.execute(db)).rows[0]!.n).toBe(ledgerBefore.rows[0]!.n)
      }), { numRuns: 25 })
  })
})
