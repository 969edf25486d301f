/**
 * The wallet's creditRounds, which the lottery's batch settlement (lottery-settle-batch.ts)
 * writes every ticket's credit with, leaves exactly what the wallet's own seamless_credit
 * leaves. Two databases made alike (`a` and `b`, the same members, balances and ids) get the
 * same random rounds, each in a state a round can be in when its credit comes (open; settled by
 * an earlier credit; rolled back; another member's; its `-win` journal row already there; no bet
 * at all), with a credit of 0, a win within the round's limit, or a win past it. On `a`,
 * seamless_credit runs on each round: first the plain ones (open, this member's, not journalled,
 * within the limit) in order, then the others, as the batch does; on `b`, creditRounds on all of
 * them, then seamless_credit on the ones it left. It must take exactly the plain ones, and
 * afterwards both databases hold the same bets, journal, ledger transactions and entries (ids,
 * amounts, balances after), account balances and protection counters.
 *
 * Likewise closeLostRounds, which closes the losing tickets' rounds with no credit call: on `a`
 * a credit of 0 through seamless_credit on each open round of its member, on `b` closeLostRounds
 * on all of them. It must close exactly those, and both databases hold the same books but for the
 * journal rows of those credits (no call was made on `b`).
 */
import fc from 'fast-check'
import { sql, type Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/schema.ts'
import { closeLostRounds, creditRounds, runGroup, type SeamlessCall } from '../../modules/wallet/index.ts'
import { fundedMembers } from '../../testing/lottery-tickets.ts'
import { createTestDb, type TestDb } from '../../testing/test-db.ts'
import { insertGames } from '../../testing/wallet-helpers.ts'

const VENDOR = 'TCG_ELOTT'
const GAME = 'prop-elott'
/** The game's win limit (stake x this), low so that random wins pass it. */
const WIN_MULTIPLE = 3
type State = 'open' | 'settled' | 'rolled_back' | 'other_member' | 'journalled' | 'no_bet'
const STATES: State[] = ['open', 'open', 'open', 'settled', 'rolled_back', 'other_member', 'journalled', 'no_bet']
type Amount = 'zero' | 'win' | 'over_limit'

let a: TestDb
let b: TestDb
let members: number[]

/** The same setup on both databases: one game, members funded alike, some with protection counters. */
const setUp = async (db: Kysely<Database>) => {
  await insertGames(db, [{ id: GAME, name: 'E-Lottery', gameType: 'ELOTT', vassalage: VENDOR }])
  await db.updateTable('games').set({ max_win_multiple: WIN_MULTIPLE }).where('id', '=', GAME).execute()
  const all = await fundedMembers(db, 'lsbprop', 66)
  // Two pairs of members on the same house shard (id mod 64), so house balances run across members.
  const chosen = [all[0]!, all[1]!, all[64]!, all[65]!]
  // A counter whose period began before the bets (their wins count) and one that begins after them (they do not).
  await db.insertInto('protection_counters').values([
    { member_id: chosen[0]!, period: 'day', starts_at: new Date(Date.now() - 3_600_000) },
    { member_id: chosen[0]!, period: 'week', starts_at: new Date(Date.now() - 86_400_000) },
    { member_id: chosen[2]!, period: 'day', starts_at: new Date(Date.now() + 86_400_000) },
  ]).execute()
  return chosen
}

beforeAll(async () => {
  a = await createTestDb()
  b = await createTestDb()
  members = await setUp(a.db)
  expect(await setUp(b.db)).toEqual(members)
})
afterAll(async () => { await a?.close(); await b?.close() })

const answersOk = (answers: unknown[]) => answers.map((x) => (typeof x === 'string' ? JSON.parse(x) : x) as { ok: boolean })

/** Puts round `round` of `member` in `state` through the wallet's own calls. */
const prepare = async (db: Kysely<Database>, round: string, member: number, state: State, stake: number) => {
  if (state === 'no_bet') return
  const calls: SeamlessCall[] = [{ kind: 'debit', vendor: VENDOR, txId: `${round}-bet`, playerId: member, roundId: round, gameId: GAME, amount: stake, single: true }]
  if (state === 'settled') calls.push({ kind: 'credit', vendor: VENDOR, txId: `${round}-other`, playerId: member, roundId: round, amount: stake })
  if (state === 'journalled') calls.push({ kind: 'credit', vendor: VENDOR, txId: `${round}-win`, playerId: member, roundId: round, amount: 0 })
  if (state === 'rolled_back') calls.push({ kind: 'rollback', vendor: VENDOR, txId: `${round}-rb`, playerId: member, refTxId: `${round}-bet` })
  const answers = answersOk(await runGroup(db, calls))
  if (answers.some((x) => !x.ok)) throw new Error(`setup of ${round} refused: ${JSON.stringify(answers)}`)
}

/** What a credit leaves behind, in both databases alike (times only as set or not: each database has its own clock). */
const books = async (db: Kysely<Database>, run: string) => ({
  bets: (await sql`SELECT id, vendor, round_id, member_id, game_id, wallet_id, stake, win, status, settled_at IS NOT NULL AS settled
    FROM bets WHERE round_id LIKE ${`${run}-%`} ORDER BY id`.execute(db)).rows,
  journal: (await sql`SELECT vendor, tx_id, kind, member_id, round_id, amount, status, ref_tx_id, response
    FROM seamless_transactions WHERE tx_id LIKE ${`${run}-%`} ORDER BY tx_id`.execute(db)).rows,
  transactions: (await sql`SELECT id, idempotency_key, kind, meta FROM ledger_transactions ORDER BY id`.execute(db)).rows,
  entries: (await sql`SELECT id, tx_id, account_id, amount, balance_after FROM ledger_entries ORDER BY id`.execute(db)).rows,
  accounts: (await sql`SELECT id, balance FROM wallet_accounts ORDER BY id`.execute(db)).rows,
  counters: (await sql`SELECT member_id, period, stakes, wins FROM protection_counters ORDER BY member_id, period`.execute(db)).rows,
})

let runNo = 0

describe('creditRounds leaves what seamless_credit leaves', () => {
  it('takes exactly the plain rounds and leaves both books alike, wins and losses', { timeout: 300_000 }, async () => {
    await fc.assert(fc.asyncProperty(
      fc.array(fc.record({
        state: fc.constantFrom(...STATES), member: fc.nat(members.length - 1), stake: fc.integer({ min: 1, max: 5_000 }),
        amount: fc.constantFrom<Amount>('zero', 'win', 'win', 'over_limit'), share: fc.double({ min: 0, max: 1, noNaN: true }),
      }), { minLength: 1, maxLength: 12 }),
      async (rounds) => {
        const run = `lsb${runNo++}`
        const credits = rounds.map((r, i) => {
          const limit = r.stake * WIN_MULTIPLE
          const amount = r.amount === 'zero' ? 0 : r.amount === 'win' ? 1 + Math.floor(r.share * (limit - 1)) : limit + 1 + Math.floor(r.share * limit)
          // The member the credit names: another one for an 'other_member' round.
          const playerId = members[(r.member + (r.state === 'other_member' ? 1 : 0)) % members.length]!
          return { vendor: VENDOR, txId: `${run}-${i}-win`, playerId, roundId: `${run}-${i}`, amount }
        })
        const plain = rounds.flatMap((r, i) => (r.state === 'open' && r.amount !== 'over_limit' ? [i] : []))
        for (const db of [a.db, b.db]) {
          for (const [i, r] of rounds.entries()) await prepare(db, `${run}-${i}`, members[r.member]!, r.state, r.stake)
        }
        const seamlessCredit = (db: Kysely<Database>, c: (typeof credits)[number]) =>
          sql`SELECT seamless_credit(${c.vendor}, ${c.txId}, ${c.playerId}, ${c.roundId}, ${c.amount}::bigint)`.execute(db)

        await a.db.transaction().execute(async (trx) => {
          for (const i of plain) await seamlessCredit(trx, credits[i]!)
          for (const [i, c] of credits.entries()) if (!plain.includes(i)) await seamlessCredit(trx, c)
        })
        let taken: number[] = []
        await b.db.transaction().execute(async (trx) => {
          taken = await creditRounds(trx, credits)
          for (const [i, c] of credits.entries()) if (!taken.includes(i)) await seamlessCredit(trx, c)
        })
        expect(taken).toEqual(plain)
        const [booksA, booksB] = [await books(a.db, run), await books(b.db, run)]
        expect(booksB).toEqual(booksA)
        // The plain rounds are settled with their credit, journalled ok: the comparison above saw real work.
        for (const i of plain) {
          expect(booksB.journal.find((j) => (j as { tx_id: string }).tx_id === credits[i]!.txId)).toMatchObject({ kind: 'credit', status: 'ok' })
        }
      }), { numRuns: 30 })
  })

  it('closeLostRounds closes exactly the open rounds and leaves what a credit of 0 leaves, with no journal row', { timeout: 300_000 }, async () => {
    await fc.assert(fc.asyncProperty(
      fc.array(fc.record({ state: fc.constantFrom(...STATES), member: fc.nat(members.length - 1), stake: fc.integer({ min: 1, max: 5_000 }) }), { minLength: 1, maxLength: 12 }),
      async (rounds) => {
        const run = `lsc${runNo++}`
        const lost = rounds.map((r, i) => ({
          vendor: VENDOR, txId: `${run}-${i}-win`, roundId: `${run}-${i}`,
          playerId: members[(r.member + (r.state === 'other_member' ? 1 : 0)) % members.length]!,
        }))
        const open = rounds.flatMap((r, i) => (r.state === 'open' ? [i] : []))
        for (const db of [a.db, b.db]) {
          for (const [i, r] of rounds.entries()) await prepare(db, `${run}-${i}`, members[r.member]!, r.state, r.stake)
        }
        await a.db.transaction().execute(async (trx) => {
          for (const i of open) {
            const c = lost[i]!
            await sql`SELECT seamless_credit(${c.vendor}, ${c.txId}, ${c.playerId}, ${c.roundId}, 0::bigint)`.execute(trx)
          }
        })
        const closed = await b.db.transaction().execute((trx) => closeLostRounds(trx, lost))
        expect(closed).toEqual(open)
        const booksA = await books(a.db, run)
        const credited = new Set(open.map((i) => lost[i]!.txId))
        expect(await books(b.db, run)).toEqual({ ...booksA, journal: booksA.journal.filter((j) => !credited.has((j as { tx_id: string }).tx_id)) })
        // The closed rounds are settled with no win: the comparison above saw real work.
        for (const i of open) {
          expect(booksA.bets.find((x) => (x as { round_id: string }).round_id === lost[i]!.roundId)).toMatchObject({ status: 'settled', settled: true })
        }
      }), { numRuns: 30 })
  })
})
