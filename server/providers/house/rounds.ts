/**
 * Rounds of the house games. One slot round: take the next nonce of the member's active seed, compute the stops, bet
 * (debit), settle (credit, possibly 0) and keep the round for verification. A server seed
 * in use is kept sealed under SECRETS_KEY (a copy of the database must not tell the coming
 * results); rotating it out reveals it, and from then on it is kept in clear, as published. A debit whose
 * fate is unknown (an error, not a refusal) is rolled back, as a vendor must. Money moves
 * through the SeamlessWallet port, as the game's vendor, exactly as an outside vendor's would.
 */
import type { Kysely } from 'kysely'
import { randomBytes } from 'node:crypto'
import type { Database } from '../../db/schema.ts'
import { cappedWin, maxWinMultiple } from './win-cap.ts'
import { ApiError } from '../../http/errors.ts'
import type { SeamlessWallet } from '../../modules/wallet/index.ts'
import { evaluate, slotGame, STAKES, type Volatility } from './slot-math.ts'
import { fairStops, hashSeed, newClientSeed, newServerSeed, openSeed } from './fair.ts'
import { seal } from '../../lib/secrets-key.ts'
import type { GameSession } from './sessions.ts'
import { betRefusal } from './bet-refusal.ts'

type Db = Kysely<Database>

/** The server seed of a stored row (sealed while in use; clear once revealed, or when an older version wrote it). */

export const activeSeed = async (db: Db, key: Buffer, memberId: number) => {
  const found = await db.selectFrom('fair_seeds').selectAll().where('member_id', '=', memberId).where('active', '=', true).executeTakeFirst()
  if (found) return found
  const serverSeed = newServerSeed()
  await db.insertInto('fair_seeds').values({ member_id: memberId, server_seed: seal(key, serverSeed), server_seed_hash: hashSeed(serverSeed), client_seed: newClientSeed() })
    .onConflict((oc) => oc.column('member_id').where('active', '=', true).doNothing()).execute()
  return db.selectFrom('fair_seeds').selectAll().where('member_id', '=', memberId).where('active', '=', true).executeTakeFirstOrThrow()
}

/** Reveals the active server seed and starts a new one (same client seed, nonce 0). */
export const rotateSeed = async (db: Db, key: Buffer, memberId: number) => {
  const old = await activeSeed(db, key, memberId)
  const serverSeed = openSeed(key, old.server_seed)
  await db.updateTable('fair_seeds').set({ active: false, revealed_at: new Date(), server_seed: serverSeed }).where('id', '=', old.id).execute()
  const next = await activeSeed(db, key, memberId)
  await db.updateTable('fair_seeds').set({ client_seed: old.client_seed }).where('id', '=', next.id).execute()
  return { revealed: { serverSeed, serverSeedHash: old.server_seed_hash, clientSeed: old.client_seed, rounds: old.next_nonce }, next: { ...next, client_seed: old.client_seed } }
}

export const setClientSeed = async (db: Db, key: Buffer, memberId: number, clientSeed: string) => {
  const seed = await activeSeed(db, key, memberId)
  await db.updateTable('fair_seeds').set({ client_seed: clientSeed }).where('id', '=', seed.id).execute()
}

export const newRoundId = (): string => `R${Date.now().toString(36)}${randomBytes(6).toString('hex')}`

/** The member's active seed with the next nonce taken (one per round, in order, never twice). */
export const takeNonce = async (db: Db, key: Buffer, memberId: number) => {
  await activeSeed(db, key, memberId)
  const seed = await db.updateTable('fair_seeds').set((eb) => ({ next_nonce: eb('next_nonce', '+', 1) }))
    .where('member_id', '=', memberId).where('active', '=', true)
    .returning((eb) => ['id', 'server_seed', 'server_seed_hash', 'client_seed', eb('next_nonce', '-', 1).as('nonce')])
    .executeTakeFirst()
  if (!seed) throw new Error('no active seed')
  return { ...seed, serverSeed: openSeed(key, seed.server_seed) }
}

/**
 * A decided round through the seamless wallet, as the game's vendor: debit the stake, credit
 * the win (possibly 0), `record` the round as settled or refused. The win is held to the game's
 * cap (win-cap.ts) first; a credit the wallet still refuses fails the call rather than record
 * a win nobody was paid. A debit whose fate is unknown (an error, not a refusal) is rolled back.
 * Returns the balance after and the win paid.
 */
export const settleThroughWallet = async (
  db: Db, wallet: SeamlessWallet, session: GameSession, roundId: string, stake: number, decided: number,
  record: (status: 'settled' | 'refused', win: number) => Promise<unknown>,
): Promise<{ balance: number; win: number }> => {
  const win = cappedWin(decided, stake, await maxWinMultiple(db, session.game))
  const vendor = session.game.vassalage
  const playerId = session.memberId
  let debit
  try {
    debit = await wallet.debit({ vendor, playerId, txId: `${roundId}-bet`, roundId, gameId: session.game.id, amount: stake })
  } catch (e) {
    await wallet.rollback({ vendor, playerId, txId: `${roundId}-rb`, refTxId: `${roundId}-bet` }).catch(() => undefined)
    throw e
  }
  if (!debit.ok) {
    await record('refused', 0)
    throw await betRefusal(db, playerId, debit, 'bet', Date.now())
  }
  const credit = await wallet.credit({ vendor, playerId, txId: `${roundId}-win`, roundId, amount: win })
  if (!credit.ok && credit.code !== 'ROUND_SETTLED') throw new Error(`credit of round ${roundId} refused: ${credit.code}`)
  await record('settled', win)
  return { balance: credit.balance, win }
}

export const playRound = async (db: Db, key: Buffer, wallet: SeamlessWallet, session: GameSession, stake: number) => {
  if (!STAKES.includes(stake)) throw new ApiError('VALIDATION_FAILED', `The stake must be one of ${STAKES.join(', ')}.`)
  const seed = await takeNonce(db, key, session.memberId)
  const game = slotGame(session.game.volatility as Volatility, session.game.rtp_bp)
  const stops = fairStops(seed.serverSeed, seed.client_seed, seed.nonce, game.strips.map((s) => s.length))
  const result = evaluate(game, stops, stake)
  const roundId = newRoundId()
  const { balance, win: paid } = await settleThroughWallet(db, wallet, session, roundId, stake, result.win, (status, win) => db.insertInto('slot_rounds').values({
    round_id: roundId, member_id: session.memberId, game_id: session.game.id, seed_id: seed.id, client_seed: seed.client_seed, nonce: seed.nonce,
    stake, win, rtp_bp: game.rtpBp, volatility: game.volatility, stops: JSON.stringify(stops), status,
  }).execute())
  return { roundId, nonce: seed.nonce, serverSeedHash: seed.server_seed_hash, clientSeed: seed.client_seed, stops, grid: result.grid, wins: result.wins, win: paid, stake, balance }
}

/** A round as anyone may check it: the server seed only once it has been rotated out. */
export const roundForVerification = async (db: Db, roundId: string) => {
  const row = await db.selectFrom('slot_rounds as r').innerJoin('fair_seeds as f', 'f.id', 'r.seed_id')
    .select(['r.round_id', 'r.game_id', 'r.client_seed', 'r.nonce', 'r.stake', 'r.win', 'r.rtp_bp', 'r.volatility', 'r.stops', 'r.status', 'r.created_at',
      'f.server_seed', 'f.server_seed_hash', 'f.revealed_at'])
    .where('r.round_id', '=', roundId).executeTakeFirst()
  if (!row) return null
  const revealed = row.revealed_at !== null
  return {
    roundId: row.round_id, gameId: row.game_id, clientSeed: row.client_seed, nonce: row.nonce, stake: Number(row.stake), win: Number(row.win),
    rtpBp: row.rtp_bp, volatility: row.volatility, stops: row.stops, status: row.status, time: new Date(row.created_at).getTime(),
    serverSeedHash: row.server_seed_hash, serverSeed: revealed ? row.server_seed : null,
  }
}
