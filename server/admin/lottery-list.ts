/**
 * The operator's view of the house lottery's draws, read straight from the draw tables
 * (migration 0038): the provider's draw code is the family's engine and keeps changing shape as
 * games are added, while these columns are the stable record every game shares.
 */
import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { AdminLotteryDraw, LotteryDrawStatus } from './contract-lottery.ts'

export interface DrawFilter { readonly game?: string; readonly status?: LotteryDrawStatus; readonly drawId?: string }

/** The latest draws by draw time (a game's next draws are made ahead, so open ones come first), with their tickets' totals. */
export const listLotteryDraws = async (db: Kysely<Database>, filter: DrawFilter, limit: number): Promise<AdminLotteryDraw[]> => {
  let q = db.selectFrom('lottery_draws as d')
    // A refused debit left a ticket row without money behind it: not a ticket to count.
    .leftJoin('lottery_tickets as t', (j) => j.onRef('t.draw_id', '=', 'd.draw_id').on('t.status', '!=', 'refused'))
    .select([
      'd.draw_id', 'd.game', 'd.draw_at', 'd.closes_at', 'd.status', 'd.result',
      sql<number>`count(t.ticket_id)::int`.as('tickets'),
      sql<string>`coalesce(sum(t.stake), 0)`.as('stake'),
      sql<string>`coalesce(sum(t.win) filter (where t.status = 'settled'), 0)`.as('paid'),
      sql<string>`coalesce(sum(t.stake) filter (where t.status = 'void'), 0)`.as('refunded'),
    ])
    .groupBy('d.draw_id').orderBy('d.draw_at', 'desc').orderBy('d.draw_id').limit(limit)
  if (filter.game !== undefined) q = q.where('d.game', '=', filter.game)
  if (filter.status !== undefined) q = q.where('d.status', '=', filter.status)
  if (filter.drawId !== undefined) q = q.where('d.draw_id', '=', filter.drawId)
  const rows = await q.execute()
  return rows.map((r) => ({
    drawId: r.draw_id, game: r.game, drawAt: new Date(r.draw_at).toISOString(), closesAt: new Date(r.closes_at).toISOString(),
    status: r.status, result: r.status === 'drawn' ? r.result : null,
    tickets: r.tickets, stake: Number(r.stake), paid: Number(r.paid), refunded: Number(r.refunded),
  }))
}

/** One draw with its totals, or null when no draw has that id. */
export const lotteryDraw = async (db: Kysely<Database>, drawId: string): Promise<AdminLotteryDraw | null> =>
  (await listLotteryDraws(db, { drawId }, 1))[0] ?? null

/** Tickets of a draw still holding their stake (not refunded, not settled). */
export const unsettledTickets = async (db: Kysely<Database>, drawId: string): Promise<number> => {
  const row = await db.selectFrom('lottery_tickets').select(sql<number>`count(*)::int`.as('n'))
    .where('draw_id', '=', drawId).where('status', 'in', ['pending', 'placed', 'paying']).executeTakeFirstOrThrow()
  return row.n
}
