/**
 * One shot of the fish hunter: the next nonce of the member's seed decides it (fish-math.ts),
 * the stake and the win move through the seamless wallet like a slot round's (rounds.ts), and
 * the shot is kept for verification.
 */
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { ApiError } from '../../http/errors.ts'
import type { SeamlessWallet } from '../../modules/wallet/index.ts'
import { FISH_STAKES, fishById, shotDraw, shotWin } from './fish-math.ts'
import { newRoundId, settleThroughWallet, takeNonce } from './rounds.ts'
import type { GameSession } from './sessions.ts'

export const shoot = async (db: Kysely<Database>, key: Buffer, wallet: SeamlessWallet, session: GameSession, stake: number, fishId: string) => {
  if (!FISH_STAKES.includes(stake)) throw new ApiError('VALIDATION_FAILED', `The stake must be one of ${FISH_STAKES.join(', ')}.`)
  const fish = fishById(fishId)
  if (!fish) throw new ApiError('VALIDATION_FAILED', 'No such fish.')
  const seed = await takeNonce(db, key, session.memberId)
  const draw = shotDraw(seed.serverSeed, seed.client_seed, seed.nonce)
  const rtpBp = session.game.rtp_bp
  const win = shotWin(draw, fish.multiplier, rtpBp, stake)
  const roundId = newRoundId()
  const { balance, win: paid } = await settleThroughWallet(db, wallet, session, roundId, stake, win, (status, kept) => db.insertInto('fish_shots').values({
    round_id: roundId, member_id: session.memberId, game_id: session.game.id, seed_id: seed.id, client_seed: seed.client_seed, nonce: seed.nonce,
    stake, fish: fish.id, multiplier: fish.multiplier, rtp_bp: rtpBp, draw, win: kept, status,
  }).execute())
  return { roundId, nonce: seed.nonce, serverSeedHash: seed.server_seed_hash, clientSeed: seed.client_seed, fish: fish.id, caught: win > 0, win: paid, stake, balance }
}

/** A shot as anyone may check it: the server seed only once it has been rotated out. */
export const shotForVerification = async (db: Kysely<Database>, roundId: string) => {
  const row = await db.selectFrom('fish_shots as r').innerJoin('fair_seeds as f', 'f.id', 'r.seed_id')
    .select(['r.round_id', 'r.game_id', 'r.client_seed', 'r.nonce', 'r.stake', 'r.fish', 'r.multiplier', 'r.rtp_bp', 'r.draw', 'r.win', 'r.status', 'r.created_at',
      'f.server_seed', 'f.server_seed_hash', 'f.revealed_at'])
    .where('r.round_id', '=', roundId).executeTakeFirst()
  if (!row) return null
  return {
    roundId: row.round_id, gameId: row.game_id, status: row.status, stake: Number(row.stake), fish: row.fish, multiplier: row.multiplier, rtpBp: row.rtp_bp,
    clientSeed: row.client_seed, nonce: row.nonce, serverSeedHash: row.server_seed_hash, serverSeed: row.revealed_at === null ? null : row.server_seed,
    recorded: { draw: Number(row.draw), win: Number(row.win) }, time: new Date(row.created_at).getTime(),
  }
}
