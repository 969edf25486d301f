/**
 * Earning points from valid bets: a watermark job. Each run reads the bets settled after the
 * watermark (in `settled_at, id` order, up to `batch`), credits each member's points at the
 * rate of the bet's game type times the member's VIP multiplier, and moves the watermark, all
 * in one transaction.
 *
 * Why a job and not the settlement transaction: settlement lives in the SQL wallet functions
 * every game provider calls; keeping points out of them keeps the bet's path short (PGlite
 * runs one statement at a time) and the wallet free of point rules.
 *
 * Exactly once: the watermark row is taken with FOR UPDATE SKIP LOCKED, so one process runs
 * at a time (others skip), and the credits commit with the watermark or not at all, so a
 * crash or restart resumes from the last committed batch. A bet is read only once it settled
 * more than `graceMs` ago (database clock): `settled_at` is its transaction's start, and a
 * settlement still uncommitted when the watermark passed it would be missed otherwise.
 *
 * Fractions carry: the exact earned amount is kept in billionths of a point per member
 * (`earn_carry`), so many small bets add up to whole points and nothing is rounded away.
 */
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { TRIAL_AGENT_CODE } from '../account/index.ts'

/** stake (minor) × rate (thousandths of a point per 100.00) × multiplier (%) / this = points. */
const SCALE = 10_000n * 1_000n * 100n

export interface EarnOptions {
  /** Bets settled less than this long ago wait for the next run; default 30 s. */
  readonly graceMs?: number
  /** Most bets one run reads; default 2000. */
  readonly batch?: number
}

export interface EarnRun {
  /** Bets read (trial and rate-0 bets included: the watermark passes them). */
  readonly bets: number
  /** Points credited in this run. */
  readonly points: number
  /** False when another process held the watermark. */
  readonly ran: boolean
}

// settled_at travels as text: a JS Date would drop the microseconds and the watermark would fall behind its own bet.
interface BetRow { id: string; member_id: number; stake: string; settled_at: string; game_type: string | null; trial: boolean }

export const runPointEarning = async (db: Kysely<Database>, options: EarnOptions = {}): Promise<EarnRun> => {
  const graceMs = options.graceMs ?? 30_000
  const batch = options.batch ?? 2000
  return db.transaction().execute(async (trx) => {
    const state = await trx.selectFrom('point_earn_state').select([sql<string>`last_settled_at::text`.as('at'), 'last_bet_id']).forUpdate().skipLocked().executeTakeFirst()
    if (!state) return { bets: 0, points: 0, ran: false }
    // Row comparison and the grace on the database clock: no builder form.
    const bets = (await sql<BetRow>`
      SELECT b.id, b.member_id, b.stake, b.settled_at::text AS settled_at, g.game_type, (w.mirror_trial OR m.is_agent = ${TRIAL_AGENT_CODE}) AS trial
      FROM bets b
      JOIN members m ON m.id = b.member_id
      JOIN wallet_accounts w ON w.id = b.wallet_id
      LEFT JOIN games g ON g.id = b.game_id
      WHERE b.status = 'settled' AND (b.settled_at, b.id) > (${state.at}::timestamptz, ${state.last_bet_id}::bigint)
        AND b.settled_at <= now() - make_interval(secs => ${graceMs / 1000})
      ORDER BY b.settled_at, b.id LIMIT ${batch}`.execute(trx)).rows
    if (bets.length === 0) return { bets: 0, points: 0, ran: true }

    const rates = new Map((await trx.selectFrom('point_rates').select(['game_type', 'rate_milli']).execute()).map((r) => [r.game_type, BigInt(r.rate_milli)]))
    const earned = new Map<number, { scaled: bigint; bets: number; validBet: bigint }>()
    for (const b of bets) {
      const rate = b.trial || b.game_type === null ? 0n : (rates.get(b.game_type) ?? 0n)
      if (rate === 0n) continue
      const e = earned.get(b.member_id) ?? { scaled: 0n, bets: 0, validBet: 0n }
      e.scaled += BigInt(b.stake) * rate
      e.bets += 1
      e.validBet += BigInt(b.stake)
      earned.set(b.member_id, e)
    }
    const last = bets[bets.length - 1]!
    let total = 0
    const members = [...earned.keys()].sort((a, b) => a - b)
    if (members.length > 0) {
      const multipliers = new Map((await trx.selectFrom('member_vip as v').innerJoin('vip_levels as l', 'l.level', 'v.level')
        .select(['v.member_id', 'l.point_multiplier_pct']).where('v.member_id', 'in', members).execute()).map((r) => [r.member_id, BigInt(r.point_multiplier_pct)]))
      const base = await trx.selectFrom('vip_levels').select('point_multiplier_pct').orderBy('level').limit(1).executeTakeFirst()
      const baseMultiplier = BigInt(base?.point_multiplier_pct ?? 100)
      // Rows made first and locked in member order, as every point movement locks one member's row.
      await trx.insertInto('points_accounts').values(members.map((id) => ({ member_id: id }))).onConflict((oc) => oc.column('member_id').doNothing()).execute()
      const carries = new Map((await trx.selectFrom('points_accounts').select(['member_id', 'earn_carry'])
        .where('member_id', 'in', members).orderBy('member_id').forUpdate().execute()).map((r) => [r.member_id, BigInt(r.earn_carry)]))
      for (const memberId of members) {
        const e = earned.get(memberId)!
        const exact = carries.get(memberId)! + e.scaled * (multipliers.get(memberId) ?? baseMultiplier)
        const points = Number(exact / SCALE)
        const carry = exact % SCALE
        const updated = await trx.updateTable('points_accounts')
          .set({ balance: sql`balance + ${points}`, earn_carry: carry.toString(), updated_at: sql`now()` })
          .where('member_id', '=', memberId).returning('balance').executeTakeFirstOrThrow()
        if (points === 0) continue
        total += points
        await trx.insertInto('points_entries').values({
          member_id: memberId, kind: 'earn', points, balance_after: updated.balance,
          // One entry per member and batch; the batch is named by its last bet, which no other batch has.
          idempotency_key: `earn:${memberId}:${last.id}`,
          meta: JSON.stringify({ bets: e.bets, validBet: Number(e.validBet), throughBet: last.id }),
        }).execute()
      }
    }
    await trx.updateTable('point_earn_state')
      .set({ last_settled_at: sql`${last.settled_at}::timestamptz`, last_bet_id: last.id, updated_at: sql`now()` }).where('id', '=', true).execute()
    return { bets: bets.length, points: total, ran: true }
  })
}
