/**
 * The winner board (GCSGAME_getRankList): the latest big wins of real settled rounds. Never
 * a trial account's round, nor one paid from a free-play (mirrored trial) wallet: those win
 * play money. Threshold, size and window are the operator's (setting winnerBoard).
 */
import { sql, type Kysely } from 'kysely'
import type { RankEntry } from '../../../src/shared/api/index.ts'
import type { Database } from '../../db/schema.ts'
import { getSetting } from '../../db/settings.ts'
import { maskAccount } from '../../lib/mask.ts'
import { TRIAL_AGENT_CODE } from '../account/index.ts'

export const DEFAULT_WINNER_BOARD = { minWin: 10_000, size: 20, days: 7 } as const

export interface BoardQuery { readonly gameType?: string; readonly limit?: number }

export const loadBoard = async (db: Kysely<Database>, query: BoardQuery): Promise<RankEntry[]> => {
  const rules = (await getSetting(db, 'winnerBoard')) ?? DEFAULT_WINNER_BOARD
  const limit = Math.min(query.limit ?? rules.size, rules.size)
  const rows = await db.selectFrom('bets as b')
    .innerJoin('members as m', 'm.id', 'b.member_id')
    .innerJoin('games as g', 'g.id', 'b.game_id')
    .innerJoin('wallet_accounts as w', 'w.id', 'b.wallet_id')
    .select(['m.account', 'g.id as game_id', 'g.name', 'g.vassalage', 'g.game_type', 'b.stake', 'b.win', 'b.settled_at'])
    .where('b.status', '=', 'settled')
    .where('b.win', '>=', String(Math.max(1, rules.minWin)))
    .where('m.is_agent', '<>', TRIAL_AGENT_CODE)
    .where('w.mirror_trial', '=', false)
    .where('w.kind', '<>', 'trial')
    // The database's clock, the one that stamped settled_at.
    .where('b.settled_at', '>', sql<Date>`now() - make_interval(days => ${rules.days})`)
    .$if(query.gameType !== undefined, (q) => q.where('g.game_type', '=', query.gameType!))
    .orderBy('b.settled_at', 'desc').orderBy('b.id', 'desc').limit(limit).execute()
  return rows.map((r) => {
    const stake = Number(r.stake)
    const win = Number(r.win)
    return {
      account: maskAccount(r.account), gameId: r.game_id, gameName: r.name, vassalage: r.vassalage, gameType: r.game_type,
      winAmount: win, ...(stake > 0 ? { multiplier: Math.round((win / stake) * 100) / 100 } : {}), time: new Date(r.settled_at!).getTime(),
    }
  })
}
