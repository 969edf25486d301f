/**
 * The Vietnamese lottery's views over the shared draws and tickets (lottery-draws.ts, whose
 * draw job and ticket path these games use unchanged): the provinces on sale per region with
 * each draw's close time and committed seed hash, the latest results, a member's tickets, and
 * the plain functions the lottery calls of spec §7 answer with (vnGameMenu, recentNumeros,
 * openedNumeroOfMember).
 */
import { ApiError } from '../../http/errors.ts'
import { drawIdOf, drawTimes, openDrawNo } from './lottery-math.ts'
import { ensureDraw, type LotteryContext } from './lottery-draws.ts'
import { vnScheduleOf } from './vn-lottery-schedule.ts'
import { isVnPrizeMode } from './vn-lottery-prize-modes.ts'
import { parseVnResult, provinceOf, VN_GAMES, VN_REGIONS, vnGameOf, type VnGame, type VnPrizeResult, type VnRegion } from './vn-lottery-math.ts'

const VN_IDS = VN_GAMES.map((g) => g.id)

/** A game's draw on sale at `now`, with its times (no database). */
const openDraw = (ctx: LotteryContext, g: VnGame, now: number) => {
  const schedule = vnScheduleOf(g)
  const drawNo = openDrawNo(schedule, ctx.secondMs, now)
  const t = drawTimes(schedule, ctx.secondMs, drawNo)
  return { drawId: drawIdOf(g.id, drawNo), gameCode: g.id, region: g.region, province: provinceOf(g, drawNo), drawNo, closesAt: t.closesAt, drawAt: t.drawAt }
}

/**
 * The region's draws on sale now, soonest first: the provinces of its next two draw days (today
 * until today's sales close, and the day after), each committed (its row made, its seed hash
 * published).
 */
export const vnOpenDraws = async (ctx: LotteryContext, region: VnRegion) => {
  const now = ctx.now()
  const all = VN_GAMES.filter((g) => g.region === region).map((g) => openDraw(ctx, g, now))
  const days = [...new Set(all.map((d) => d.drawNo))].sort((a, b) => a - b).slice(0, 2)
  const open = all.filter((d) => days.includes(d.drawNo)).sort((a, b) => a.drawAt - b.drawAt)
  return Promise.all(open.map(async (d) => {
    const row = await ensureDraw(ctx, d.gameCode, d.drawNo)
    return { ...d, status: row.status, serverSeedHash: row.server_seed_hash }
  }))
}

/** Makes every game's draw on sale (once per draw and process), so each province is drawn daily even if nobody looked at it. */
export const ensureVnDraws = async (ctx: LotteryContext, made: Set<string>) => {
  const now = ctx.now()
  for (const g of VN_GAMES) {
    const d = openDraw(ctx, g, now)
    if (made.has(d.drawId)) continue
    await ensureDraw(ctx, g.id, d.drawNo)
    made.add(d.drawId)
  }
  // Remembers today's and tomorrow's only.
  if (made.size > VN_GAMES.length * 3) for (const id of [...made].slice(0, made.size - VN_GAMES.length * 2)) made.delete(id)
}

type DrawnRow = { draw_id: string; game: string; draw_no: string | number; draw_at: Date | string; result: string | null }
const resultView = (r: DrawnRow) => {
  const g = vnGameOf(r.game)!
  const drawNo = Number(r.draw_no)
  const prizes: VnPrizeResult[] = parseVnResult(r.result ?? '')
  return {
    drawId: r.draw_id, gameCode: g.id, region: g.region, province: provinceOf(g, drawNo), drawNo, drawAt: new Date(r.draw_at).getTime(),
    special: prizes.find((p) => p.prize === 'DB')?.numbers[0] ?? '', prizes,
  }
}
export type VnResultView = ReturnType<typeof resultView>

/** The latest drawn results (of one region, or of all), newest first. */
export const vnResults = async (ctx: LotteryContext, region: VnRegion | null, limit: number): Promise<VnResultView[]> => {
  const ids = region === null ? VN_IDS : VN_GAMES.filter((g) => g.region === region).map((g) => g.id)
  const rows = await ctx.db.selectFrom('lottery_draws').select(['draw_id', 'game', 'draw_no', 'draw_at', 'result'])
    .where('status', '=', 'drawn').where('game', 'in', ids).orderBy('draw_at', 'desc').orderBy('game').limit(limit).execute()
  return rows.map(resultView)
}

/**
 * Spec §7 game_menu: the Vietnamese lottery's games with their draw on sale, soonest first. Every
 * province plays in each of its prize modes (Lott, ZY, SEA: the same draws at other odds,
 * vn-lottery-prize-modes.ts); Elott, the e-lottery's, has none here.
 */
export const vnGameMenu = async (ctx: LotteryContext, prizeMode: string) => {
  const now = ctx.now()
  if (!isVnPrizeMode(prizeMode)) return { prizeMode, serverNow: now, games: [] }
  const draws = VN_GAMES.map((g) => openDraw(ctx, g, now))
  const rows = await ctx.db.selectFrom('lottery_draws').select(['draw_id', 'server_seed_hash', 'status']).where('draw_id', 'in', draws.map((d) => d.drawId)).execute()
  const byId = new Map(rows.map((r) => [r.draw_id, r]))
  const games = draws.map((d) => ({ ...d, name: vnGameOf(d.gameCode)!.name, serverSeedHash: byId.get(d.drawId)?.server_seed_hash ?? null }))
    .sort((a, b) => a.drawAt - b.drawAt || VN_REGIONS.indexOf(a.region) - VN_REGIONS.indexOf(b.region) || a.gameCode.localeCompare(b.gameCode))
  return { prizeMode, serverNow: now, games }
}

/** Spec §7 numeros/opened: the latest drawn results of every Vietnamese lottery game, newest first (20 for the popular list, 100 for the full one). */
export const recentNumeros = async (ctx: LotteryContext, count: number) => {
  if (count !== 20 && count !== 100) throw new ApiError('VALIDATION_FAILED', 'count is 20 or 100.')
  return { count, results: await vnResults(ctx, null, count) }
}

/** Spec §7 opened/numero: the member's Vietnamese lottery tickets whose draw is still to come, soonest draw first. */
export const openedNumeroOfMember = async (ctx: LotteryContext, memberId: number) => {
  const tickets = await ctx.db.selectFrom('lottery_tickets as t').innerJoin('lottery_draws as d', 'd.draw_id', 't.draw_id')
    .select(['t.ticket_id', 't.draw_id', 't.game_id', 't.stake', 't.status', 't.created_at', 'd.game', 'd.draw_no', 'd.closes_at', 'd.draw_at'])
    .where('t.member_id', '=', memberId).where('t.status', 'in', ['pending', 'placed']).where('d.status', '=', 'open').where('d.game', 'in', VN_IDS)
    .orderBy('d.draw_at').orderBy('t.created_at').limit(200).execute()
  const bets = tickets.length === 0 ? [] : await ctx.db.selectFrom('lottery_bets').select(['ticket_id', 'selection', 'stake', 'odds'])
    .where('ticket_id', 'in', tickets.map((t) => t.ticket_id)).orderBy('bet_no').execute()
  return {
    tickets: tickets.map((t) => {
      const g = vnGameOf(t.game)!
      return {
        ticketId: t.ticket_id, drawId: t.draw_id, gameId: t.game_id, gameCode: g.id, region: g.region, province: provinceOf(g, Number(t.draw_no)),
        closesAt: new Date(t.closes_at).getTime(), drawAt: new Date(t.draw_at).getTime(), stake: Number(t.stake), status: t.status, time: new Date(t.created_at).getTime(),
        bets: bets.filter((b) => b.ticket_id === t.ticket_id).map((b) => ({ selection: b.selection, stake: Number(b.stake), odds: b.odds })),
      }
    }),
  }
}
