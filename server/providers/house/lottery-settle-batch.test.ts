/**
 * The draw job's batch settlement (lottery-settle-batch.ts) when the wallet refuses a credit:
 * the refused ticket's round is not plain (its win passes the limit), so the batch leaves it to
 * the wallet's own credit, which refuses it; it is reported as failed (it waits for a person,
 * `paying` with its win decided) and every other ticket of the draw, in its part or not, is
 * settled and paid exactly once, in one run of the job however many pages they fill; the
 * ledger's invariants hold.
 * The refusal is made by a bet whose decided return passes the round's win limit
 * (WIN_LIMIT_EXCEEDED in seamless_credit).
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSeamlessWallet } from '../../modules/wallet/index.ts'
import { loadSecretsKey } from '../../lib/secrets-key.ts'
import { computedReturns, dueDrawNo, fundedMembers, placedTickets, settledOnce } from '../../testing/lottery-tickets.ts'
import { createTestDb, type TestDb } from '../../testing/test-db.ts'
import { insertGames, ledgerInvariants } from '../../testing/wallet-helpers.ts'
import { settleLottery, type LotteryContext } from './lottery-draws.ts'

let t: TestDb
let ctx: LotteryContext
beforeAll(async () => {
  t = await createTestDb()
  await insertGames(t.db, [{ id: 'lsb-elott', name: 'E-Lottery 5D', gameType: 'ELOTT', vassalage: 'TCG_ELOTT' }])
  ctx = { db: t.db, key: loadSecretsKey(null, mkdtempSync(join(tmpdir(), 'tala-lsb-'))), wallet: createSeamlessWallet(t.db, { singleConnection: t.kind === 'pglite' }), secondMs: 1000, now: () => Date.now() }
})
afterAll(() => t.close())

describe('lottery batch settlement with a refused credit', () => {
  it('settles every other ticket once and leaves the refused one waiting', async () => {
    const members = await fundedMembers(t.db, 'lsbref', 5)
    const drawNo = dueDrawNo('ELOTT5', ctx.secondMs, Date.now())
    const { drawId } = await placedTickets(t.db, ctx.key, { game: 'ELOTT5', drawNo, secondMs: ctx.secondMs, gameId: 'lsb-elott', vendor: 'TCG_ELOTT', members, count: 30, idPrefix: 'lsbt' })
    // Draw only (no ticket settled yet), then make ticket 7's decided return pass its round's win limit.
    expect((await settleLottery(ctx, 'lsb', 50, 0)).draws).toEqual([drawId])
    await sql`UPDATE lottery_bets SET win = stake * 100000 WHERE ticket_id = 'lsbt7'`.execute(t.db)

    // Pages of 4 and parts of 3: one run goes on page after page to the last ticket, and takes the refused one once.
    const run = await settleLottery(ctx, 'lsb', 50, 4, 3)
    expect(run.failed).toEqual(['lsbt7'])
    expect(run.tickets).toBe(29)
    const byStatus = Object.fromEntries((await sql<{ status: string; n: number }>`
      SELECT status, count(*)::int AS n FROM lottery_tickets WHERE draw_id = ${drawId} GROUP BY status`.execute(t.db)).rows.map((r) => [r.status, r.n]))
    expect(byStatus).toEqual({ settled: 29, paying: 1 })

    // The others: each credited once with its decided return; ticket 7 none (its refusal is journalled, no money moved).
    const once = await settledOnce(t.db, drawId)
    expect(once).toMatchObject({ tickets: 30, unsettled: 1, paid_once: 29, credited_twice: 0, wrong_credit: 0, wrong_win: 0 })
    expect(once.credits).toBe(await computedReturns(t.db, drawId, 'ELOTT5', true))
    const refused = await t.db.selectFrom('seamless_transactions').select(['status', 'response']).where('tx_id', '=', 'lsbt7-win').executeTakeFirstOrThrow()
    expect(refused).toMatchObject({ status: 'refused', response: { code: 'WIN_LIMIT_EXCEEDED' } })
    expect(await ledgerInvariants(t.db)).toMatchObject({ sum: 0, unbalancedTx: 0, drift: 0, negative: 0, orphans: 0 })
  })

  it('draws a draw that falls due while a long settlement runs, between two of its pages', async () => {
    const members = await fundedMembers(t.db, 'lsbdue', 4)
    const start = Date.now()
    let clock = start
    // A draw long past, apart from the one the test above drew.
    const drawNo = dueDrawNo('ELOTT5', ctx.secondMs, start) - 10
    const first = await placedTickets(t.db, ctx.key, { game: 'ELOTT5', drawNo, secondMs: ctx.secondMs, gameId: 'lsb-elott', vendor: 'TCG_ELOTT', members, count: 12, idPrefix: 'lsbd' })
    // The other game's next draw: still to come when the run starts, due once its first part is paid.
    const nextNo = dueDrawNo('ELOTT3D', ctx.secondMs, start) + 2
    const next = await placedTickets(t.db, ctx.key, { game: 'ELOTT3D', drawNo: nextNo, secondMs: ctx.secondMs, gameId: 'lsb-elott', vendor: 'TCG_ELOTT', members, count: 2, idPrefix: 'lsbn' })
    const wallet = { ...ctx.wallet, inLanes: ((ids, work) => { clock = start + 3_600_000; return ctx.wallet.inLanes(ids, work) }) as typeof ctx.wallet.inLanes }
    const run = await settleLottery({ ...ctx, wallet, now: () => clock }, 'lsb-due', 50, 4, 4)
    expect(run.draws).toEqual([first.drawId, next.drawId])
    expect(await t.db.selectFrom('lottery_draws').select('status').where('draw_id', '=', next.drawId).executeTakeFirstOrThrow()).toEqual({ status: 'drawn' })
    expect((await settledOnce(t.db, first.drawId)).unsettled).toBe(0)
  })
})
