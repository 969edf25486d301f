/**
 * The lottery calls of spec §7 for the SPA's /vnlottery lobby: the provinces with their draw on
 * sale (/lgw/vn/games/game_menu), the ones the member played lately (…/recent), the latest
 * drawn results (/lgw/vn/numeros/opened/game, 20 or 100), and the member's numbers still to be drawn
 * (/lotto/lgw/games/opened/numero). Each province names the catalogue title that opens it.
 */
import type { FastifyInstance } from 'fastify'
import { LotteryEndpoints, type VnDrawResult, type VnLotteryGame } from '../../../src/shared/api/index.ts'
import { route } from '../../http/route.ts'
import type { LotteryContext } from './lottery-draws.ts'
import { openedNumeroOfMember, recentNumeros, vnGameMenu } from './vn-lottery-draws.ts'
import { isVnPrizeMode } from './vn-lottery-prize-modes.ts'
import { parseVnSelection, regionOfTitle, VN_GAMES, type VnRegion } from './vn-lottery-math.ts'

const VN_VENDOR = 'TCG_LOTTO_VN'

type MenuGame = Awaited<ReturnType<typeof vnGameMenu>>['games'][number]

export const registerVnLotteryLobbyRoutes = (app: FastifyInstance, ctx: LotteryContext): void => {
  /** The first enabled title of each region (the one its Bet button opens). */
  const titlesByRegion = async (): Promise<Map<VnRegion, string>> => {
    const rows = await ctx.db.selectFrom('games').select(['id', 'name']).where('vassalage', '=', VN_VENDOR).where('enabled', '=', true)
      .where('maintenance', '=', false).orderBy('sort').orderBy('id').execute()
    const out = new Map<VnRegion, string>()
    for (const r of rows) {
      const region = regionOfTitle(r.name)
      if (region && !out.has(region)) out.set(region, r.id)
    }
    return out
  }
  const toGame = (titles: Map<VnRegion, string>) => (g: MenuGame): VnLotteryGame | null => {
    const gameId = titles.get(g.region)
    return gameId === undefined ? null : {
      gameCode: g.gameCode, gameName: g.province, region: g.region.toUpperCase() as VnLotteryGame['region'], gameId, drawNo: g.drawNo, closesAt: g.closesAt, drawAt: g.drawAt,
    }
  }
  const menu = async (prizeMode: string): Promise<VnLotteryGame[]> => {
    const [{ games }, titles] = await Promise.all([vnGameMenu(ctx, prizeMode), titlesByRegion()])
    return games.map(toGame(titles)).filter((g): g is VnLotteryGame => g !== null)
  }

  route(app, LotteryEndpoints.vnGameMenu, async ({ body }) => ({ list: await menu(body.prizeMode) }))

  // Token calls: route() refuses a call without a session before the handler runs.
  route(app, LotteryEndpoints.vnRecentGames, async ({ session }) => {
    const memberId = Number(session!.memberId)
    const played = await ctx.db.selectFrom('lottery_tickets as t').innerJoin('lottery_draws as d', 'd.draw_id', 't.draw_id')
      .select(['d.game', (eb) => eb.fn.max('t.created_at').as('last')])
      .where('t.member_id', '=', memberId).where('d.game', 'in', VN_GAMES.map((g) => g.id)).groupBy('d.game')
      .orderBy('last', 'desc').limit(10).execute()
    const open = new Map((await menu('Lott')).map((g) => [g.gameCode, g]))
    return { list: played.map((p) => open.get(p.game)).filter((g): g is VnLotteryGame => g !== undefined) }
  })

  route(app, LotteryEndpoints.openedNumeros, async ({ body }) => {
    // The draws are the same in every Vietnamese prize mode; the e-lottery's Elott has none of them.
    if (!isVnPrizeMode(body.prizeMode)) return { list: [] }
    const { results } = await recentNumeros(ctx, body.count)
    return {
      list: results.map((r) => ({
        drawId: r.drawId, gameCode: r.gameCode, gameName: r.province, region: r.region.toUpperCase() as VnDrawResult['region'], drawNo: r.drawNo, drawAt: r.drawAt,
        special: r.special, prizes: r.prizes.map((p) => ({ prize: p.prize, numbers: [...p.numbers] })),
      })),
    }
  })

  route(app, LotteryEndpoints.memberOpenNumeros, async ({ session }) => {
    const { tickets } = await openedNumeroOfMember(ctx, Number(session!.memberId))
    return {
      list: tickets.flatMap((t) => t.bets.flatMap((b) => {
        const sel = parseVnSelection(b.selection)
        return 'error' in sel ? [] : [{
          ticketId: t.ticketId, gameCode: t.gameCode, gameName: t.province, drawNo: Number(t.drawId.split(':')[1]), drawAt: t.drawAt, betType: sel.type, numbers: [...sel.numbers], stake: b.stake,
        }]
      })),
    }
  })
}
