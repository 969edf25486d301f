/**
 * What the operator sees of player protection (read only: there is deliberately no operator
 * call that changes a member's limits or ends a block; the database's trigger would refuse
 * the shortening anyway): members with limits or blocks, members refused again and again,
 * and one member in full.
 */
import { sql, type Kysely } from 'kysely'
import { LIMIT_KEYS, type LimitKey, type PlayerLimitsReply, type ProtectionBlock } from '../../../src/shared/api/index.ts'
import type { Database } from '../../db/schema.ts'
import { blockView } from './blocks.ts'
import { LIMITS, limitValue } from './columns.ts'
import { playerLimits } from './limits.ts'

export interface ProtectedMember {
  readonly memberId: number
  readonly account: string
  /** Only the limits that are set. */
  readonly limits: Partial<Record<LimitKey, number>>
  readonly pending: number
  readonly realityCheckMinutes: number
  readonly block: ProtectionBlock | null
}

/** Members with a limit set, a change pending or a block in force; blocked first, then by account. */
export const protectedMembers = async (db: Kysely<Database>, now: number): Promise<ProtectedMember[]> => {
  const rows = await db.selectFrom('protection_limits as p').innerJoin('members as m', 'm.id', 'p.member_id')
    .selectAll('p').select(['m.account', (eb) => eb.selectFrom('protection_pending as q').whereRef('q.member_id', '=', 'p.member_id').select(sql<number>`count(*)::int`.as('n')).as('pending')])
    .orderBy('m.account').execute()
  const members = rows.map((r): ProtectedMember => {
    const limits: Partial<Record<LimitKey, number>> = {}
    for (const k of LIMIT_KEYS) {
      const v = limitValue(r[LIMITS[k].column])
      if (v !== null) limits[k] = v
    }
    return { memberId: r.member_id, account: r.account, limits, pending: Number(r.pending ?? 0), realityCheckMinutes: r.reality_check_minutes, block: blockView(r, now) }
  }).filter((m) => m.block !== null || m.pending > 0 || Object.keys(m.limits).length > 0)
  return [...members.filter((m) => m.block), ...members.filter((m) => !m.block)]
}

export interface RefusalCount {
  readonly memberId: number
  readonly account: string
  readonly refusals: number
  /** Refusals per code (LOSS_LIMIT_REACHED, DEPOSIT_LIMIT_REACHED...). */
  readonly byCode: Record<string, number>
  readonly lastAt: string
}

/** Members refused at least `minCount` times by a limit or block in the last `days` days, most refused first. */
export const repeatedRefusals = async (db: Kysely<Database>, minCount: number, days: number, now: number): Promise<RefusalCount[]> => {
  const since = new Date(now - days * 86_400_000)
  const rows = await db.selectFrom('protection_refusals as r').innerJoin('members as m', 'm.id', 'r.member_id')
    .select(['r.member_id', 'm.account', 'r.code', sql<number>`count(*)::int`.as('n'), sql<Date>`max(r.created_at)`.as('last_at')])
    .where('r.created_at', '>=', since).groupBy(['r.member_id', 'm.account', 'r.code']).execute()
  const byMember = new Map<number, { account: string; byCode: Record<string, number>; total: number; last: number }>()
  for (const r of rows) {
    const m = byMember.get(r.member_id) ?? { account: r.account, byCode: {}, total: 0, last: 0 }
    m.byCode[r.code] = r.n
    m.total += r.n
    m.last = Math.max(m.last, new Date(r.last_at).getTime())
    byMember.set(r.member_id, m)
  }
  return [...byMember.entries()].filter(([, m]) => m.total >= minCount)
    .map(([memberId, m]) => ({ memberId, account: m.account, refusals: m.total, byCode: m.byCode, lastAt: new Date(m.last).toISOString() }))
    .sort((a, b) => b.refusals - a.refusals || a.account.localeCompare(b.account))
}

export interface MemberProtection {
  readonly memberId: number
  readonly account: string
  readonly state: PlayerLimitsReply
  /** The latest refusals, newest first (at most 20). */
  readonly refusals: ReadonlyArray<{ readonly code: string; readonly amount: number; readonly at: string }>
}

/** One member by account name, or null when there is none. */
export const memberProtection = async (db: Kysely<Database>, account: string, now: number): Promise<MemberProtection | null> => {
  const m = await db.selectFrom('members').select(['id', 'account']).where('account', '=', account.toLowerCase()).executeTakeFirst()
  if (!m) return null
  const [state, refusals] = await Promise.all([
    playerLimits(db, m.id, now),
    db.selectFrom('protection_refusals').select(['code', 'amount', 'created_at']).where('member_id', '=', m.id).orderBy('id', 'desc').limit(20).execute(),
  ])
  return { memberId: m.id, account: m.account, state, refusals: refusals.map((r) => ({ code: r.code, amount: Number(r.amount), at: new Date(r.created_at).toISOString() })) }
}
