/**
 * Which e-lottery game an ELOTT title plays: its name says so (the catalogue names them "… 3 Dice",
 * "… Dice Rush", "… 5D Express"), so a title keeps its art and name and the operator picks the game
 * by naming it. The page's calls carry a game session: the session's title decides, and a game a
 * request names must be that one.
 */
import { ApiError } from '../../http/errors.ts'
import type { LotteryGameId } from './lottery-math.ts'
import type { GameSession } from './sessions.ts'

export const lotteryGameOfTitle = (name: string): LotteryGameId => (/dice/i.test(name) ? 'ELOTT3D' : 'ELOTT5')

/** The lottery game the session's title plays; FORBIDDEN when the request asked for another one. */
export const sessionLotteryGame = (session: Pick<GameSession, 'game'>, asked?: LotteryGameId): LotteryGameId => {
  const game = lotteryGameOfTitle(session.game.name)
  if (asked !== undefined && asked !== game) throw new ApiError('FORBIDDEN', 'This game session plays another lottery game.')
  return game
}
