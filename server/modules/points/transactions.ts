/** ODSFE2_MemTransDet: the member's point movements in a day range, newest first, optionally of some kinds. */
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { PointEntryKind, PointTransactionsReply } from '../../../src/shared/api/index.ts'
import type { DayRange } from '../records/index.ts'

export interface PointTransactionFilter {
  readonly memberId: number
  readonly range: DayRange
  readonly kinds?: ReadonlyArray<PointEntryKind>
  readonly page: number
  readonly pageSize: number
}

/** The member-visible part of an entry's meta: its strings and numbers. */
const detailOf = (meta: Record<string, unknown>): Record<string, string | number> =>
  Object.fromEntries(Object.entries(meta ?? {}).filter((e): e is [string, string | number] => typeof e[1] === 'string' || (typeof e[1] === 'number' && Number.isFinite(e[1]))))

export const pointTransactions = async (db: Kysely<Database>, f: PointTransactionFilter): Promise<PointTransactionsReply> => {
  const kinds = f.kinds !== undefined && f.kinds.length > 0 ? [...f.kinds] : null
  const q = db.selectFrom('points_entries').where('member_id', '=', f.memberId)
    .where('created_at', '>=', f.range.start).where('created_at', '<', f.range.end)
    .$if(kinds !== null, (x) => x.where('kind', 'in', kinds!))
  const [rows, total] = await Promise.all([
    q.select(['id', 'created_at', 'kind', 'points', 'balance_after', 'meta']).orderBy('created_at', 'desc').orderBy('id', 'desc')
      .limit(f.pageSize).offset((f.page - 1) * f.pageSize).execute(),
    q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ])
  return {
    list: rows.map((r) => ({
      id: String(r.id), time: new Date(r.created_at).getTime(), kind: r.kind, changedPoints: Number(r.points), balance: Number(r.balance_after), detail: detailOf(r.meta),
    })),
    total: total.n, page: f.page, pageSize: f.pageSize,
  }
}
