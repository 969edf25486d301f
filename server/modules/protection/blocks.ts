/**
 * Breaks, time-outs and self-exclusions: taking one, reading the one in force, and the check
 * the money and game calls make before they act. A block in force can only be lengthened;
 * the database's trigger (protection_block_guard.sql) refuses any shortening whoever asks.
 */
import type { Kysely, Transaction } from 'kysely'
import type { BlockKind, BreakDuration, ExclusionDuration, ProtectionBlock } from '../../../src/shared/api/index.ts'
import type { Database } from '../../db/schema.ts'
import { ApiError } from '../../http/errors.ts'

type Db = Kysely<Database> | Transaction<Database>

/** A permanent exclusion ends at this instant (a real date keeps every driver's parsing simple). */
export const PERMANENT_UNTIL = new Date('9999-12-31T00:00:00Z')

const MINUTE = 60_000
const BREAKS: Readonly<Record<BreakDuration, number>> = { '15m': 15 * MINUTE, '24h': 24 * 60 * MINUTE, '7d': 7 * 24 * 60 * MINUTE, '30d': 30 * 24 * 60 * MINUTE }
const EXCLUSION_MONTHS: Readonly<Record<Exclude<ExclusionDuration, 'permanent'>, number>> = { '6mo': 6, '1y': 12, '5y': 60 }

export const breakEnd = (duration: BreakDuration, now: number): Date => new Date(now + BREAKS[duration])

export const exclusionEnd = (duration: ExclusionDuration, now: number): Date => {
  if (duration === 'permanent') return PERMANENT_UNTIL
  const end = new Date(now)
  end.setUTCMonth(end.getUTCMonth() + EXCLUSION_MONTHS[duration])
  return end
}

interface BlockRow {
  readonly block_kind: BlockKind | null
  readonly block_until: Date | null
  readonly block_started_at: Date | null
}

/** The block of a row when it is still in force at `now`, as the contract shows it. */
export const blockView = (row: BlockRow | undefined, now: number): ProtectionBlock | null => {
  if (!row || row.block_kind === null || row.block_until === null) return null
  const until = new Date(row.block_until)
  if (until.getTime() <= now) return null
  return {
    kind: row.block_kind,
    startedAt: new Date(row.block_started_at ?? until).toISOString(),
    until: until.getTime() >= PERMANENT_UNTIL.getTime() ? null : until.toISOString(),
  }
}

/** The block in force for a member, or null (one primary-key read). */
export const blockOf = async (db: Db, memberId: number, now: number): Promise<ProtectionBlock | null> => {
  const row = await db.selectFrom('protection_limits').select(['block_kind', 'block_until', 'block_started_at'])
    .where('member_id', '=', memberId).executeTakeFirst()
  return blockView(row, now)
}

export const blockedError = (block: ProtectionBlock): ApiError =>
  block.kind === 'exclusion'
    ? new ApiError('SELF_EXCLUDED', `You excluded yourself from play ${block.until === null ? 'permanently' : `until ${block.until}`}; only withdrawals and records meanwhile.`, block)
    : new ApiError('ON_BREAK', `You are on a break until ${block.until}; only withdrawals and records meanwhile.`, block)

/** Refuses with SELF_EXCLUDED / ON_BREAK when a block is in force (deposits, transfers, rewards). */
export const assertNotBlocked = async (db: Db, memberId: number, now: number): Promise<void> => {
  const block = await blockOf(db, memberId, now)
  if (block) throw blockedError(block)
}

/**
 * Starts a block, or lengthens the one in force. Refused with PROTECTION_ACTIVE when it would
 * end sooner than the one in force, or turn an exclusion into a break. Ends the member's game
 * sessions: a game open in another tab stops with the block.
 */
export const startBlock = async (db: Kysely<Database>, memberId: number, kind: BlockKind, until: Date, now: number): Promise<ProtectionBlock> =>
  db.transaction().execute(async (trx) => {
    await trx.insertInto('protection_limits').values({ member_id: memberId }).onConflict((oc) => oc.column('member_id').doNothing()).execute()
    const row = await trx.selectFrom('protection_limits').select(['block_kind', 'block_until', 'block_started_at'])
      .where('member_id', '=', memberId).forUpdate().executeTakeFirstOrThrow()
    const current = blockView(row, now)
    if (current) {
      const currentEnd = new Date(row.block_until!).getTime()
      if (until.getTime() < currentEnd || (current.kind === 'exclusion' && kind !== 'exclusion')) {
        throw new ApiError('PROTECTION_ACTIVE', 'A break or self-exclusion in force cannot be ended or shortened.', current)
      }
    }
    const startedAt = current ? new Date(row.block_started_at ?? now) : new Date(now)
    await trx.updateTable('protection_limits').set({ block_kind: kind, block_until: until, block_started_at: startedAt, updated_at: new Date(now) })
      .where('member_id', '=', memberId).execute()
    await trx.updateTable('game_sessions').set({ expires_at: new Date(now) }).where('member_id', '=', memberId).where('expires_at', '>', new Date(now)).execute()
    return blockView({ block_kind: kind, block_until: until, block_started_at: startedAt }, now)!
  })

/** Records a refusal the SQL path did not record itself (deposits, launches): the operator's "hit a limit" list counts them. */
export const recordRefusal = async (db: Db, memberId: number, code: string, amount = 0): Promise<void> => {
  await db.insertInto('protection_refusals').values({ member_id: memberId, code, amount }).execute()
}

/** Whether the session (sessions.token_hash) has outlived the member's session time limit at `now`. */
export const sessionTimeOver = async (db: Db, memberId: number, sessionHash: string | undefined, now: number): Promise<boolean> => {
  const row = await db.selectFrom('protection_limits').select('session_minutes').where('member_id', '=', memberId).executeTakeFirst()
  if (!row || row.session_minutes === null) return false
  if (!sessionHash) return true
  const s = await db.selectFrom('sessions').select('created_at').where('token_hash', '=', sessionHash).executeTakeFirst()
  return !s || new Date(s.created_at).getTime() + row.session_minutes * MINUTE <= now
}

/** The game launch's check: no block in force and the login session within the session time limit. */
export const assertMayPlay = async (db: Kysely<Database>, memberId: number, sessionHash: string | undefined, now: number): Promise<void> => {
  const row = await db.selectFrom('protection_limits').select(['block_kind', 'block_until', 'block_started_at', 'session_minutes'])
    .where('member_id', '=', memberId).executeTakeFirst()
  if (!row) return
  const block = blockView(row, now)
  if (block) {
    await recordRefusal(db, memberId, block.kind === 'exclusion' ? 'SELF_EXCLUDED' : 'ON_BREAK')
    throw blockedError(block)
  }
  if (row.session_minutes !== null && await sessionTimeOver(db, memberId, sessionHash, now)) {
    await recordRefusal(db, memberId, 'SESSION_TIME_LIMIT_REACHED')
    throw new ApiError('SESSION_TIME_LIMIT_REACHED', 'Your session time limit is reached. Log in again to play on.')
  }
}
