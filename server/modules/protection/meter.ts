/**
 * The live session meter over /game: the newest game this login session launched (its
 * game_sessions row), and since that launch the wallet's own ledger entries of that game on the
 * member's wallets: stakes (bets less the ones given back), wins and their net. The game's word
 * is never used: only what moved in the ledger. With them, the newest refusal of play since the
 * launch (protection_refusals, which protection_debit writes when it refuses a bet).
 */
import { sql, type Kysely } from 'kysely'
import { BET_REFUSALS, type GameSessionMeterReply, type MeterRefusal, type RealityCheckMinutes } from '../../../src/shared/api/index.ts'
import type { Database } from '../../db/schema.ts'

interface Entry { readonly kind: string; readonly game: string | null; readonly round: string | null; readonly amount: string }

/** The newest refusal of a bet (or a launch) for a limit or a block since `since`, or null. */
const lastRefusal = async (db: Kysely<Database>, memberId: number, since: Date): Promise<MeterRefusal | null> => {
  const row = await db.selectFrom('protection_refusals').select(['code', 'created_at'])
    .where('member_id', '=', memberId).where('created_at', '>=', since).where('code', 'in', [...BET_REFUSALS])
    .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst()
  return row ? { code: row.code as MeterRefusal['code'], at: new Date(row.created_at).toISOString() } : null
}

export const gameSessionMeter = async (db: Kysely<Database>, memberId: number, sessionHash: string | undefined, now: number): Promise<GameSessionMeterReply> => {
  const check = await db.selectFrom('protection_limits').select('reality_check_minutes').where('member_id', '=', memberId).executeTakeFirst()
  const realityCheckMinutes = (check?.reality_check_minutes ?? 0) as RealityCheckMinutes
  const game = sessionHash === undefined ? undefined : await db.selectFrom('game_sessions').select(['game_id', 'created_at'])
    .where('session_hash', '=', sessionHash).where('member_id', '=', memberId).orderBy('created_at', 'desc').limit(1).executeTakeFirst()
  if (!game) return { active: false, gameId: null, startedAt: null, elapsedSeconds: 0, stakes: 0, wins: 0, net: 0, bets: 0, realityCheckMinutes, lastRefusal: null }

  const startedAt = new Date(game.created_at)
  // Raw SQL: the game and round are in the ledger transaction's jsonb meta.
  const entries = (await sql<Entry>`
    SELECT t.kind, t.meta->>'game' AS game, t.meta->>'round' AS round, e.amount
    FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.tx_id
    WHERE e.account_id IN (SELECT id FROM wallet_accounts WHERE member_id = ${memberId} AND kind IN ('main', 'vendor'))
      AND e.created_at >= ${startedAt} AND t.kind IN ('bet', 'win', 'rollback')`.execute(db)).rows

  // A rollback names its round, not its game: it counts when it gives back a bet of this game.
  const rounds = new Set(entries.filter((e) => e.kind === 'bet' && e.game === game.game_id).map((e) => e.round))
  const refusal = await lastRefusal(db, memberId, startedAt)
  let stakes = 0
  let wins = 0
  for (const e of entries) {
    const amount = Number(e.amount)
    if (e.kind === 'bet' && e.game === game.game_id) stakes -= amount
    else if (e.kind === 'win' && e.game === game.game_id) wins += amount
    else if (e.kind === 'rollback' && rounds.has(e.round)) stakes -= amount
  }
  return {
    active: true,
    gameId: game.game_id,
    startedAt: startedAt.toISOString(),
    elapsedSeconds: Math.max(0, Math.floor((now - startedAt.getTime()) / 1000)),
    stakes, wins, net: wins - stakes, bets: rounds.size,
    realityCheckMinutes,
    lastRefusal: refusal,
  }
}
