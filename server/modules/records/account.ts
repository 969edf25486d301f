/** The account record: every movement of the member's own wallets (main and vendor) in a range, with the balance after it. */
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { AccountRecordReply, LedgerKind } from '../../../src/shared/api/index.ts'
import type { DayRange } from './range.ts'

export interface MovementFilter {
  readonly memberId: number
  readonly range: DayRange
  readonly kinds?: ReadonlyArray<LedgerKind>
  readonly page: number
  readonly pageSize: number
}

/** The member-visible part of a transaction's meta: its strings and numbers. */
const detailOf = (meta: Record<string, unknown>): Record<string, string | number> =>
  Object.fromEntries(Object.entries(meta ?? {}).filter((e): e is [string, string | number] => typeof e[1] === 'string' || (typeof e[1] === 'number' && Number.isFinite(e[1]))))

export const accountRecord = async (db: Kysely<Database>, f: MovementFilter): Promise<AccountRecordReply> => {
  const wallets = await db.selectFrom('wallet_accounts').select(['id', 'kind', 'vendor'])
    .where('member_id', '=', f.memberId).where('kind', 'in', ['main', 'vendor']).execute()
  if (wallets.length === 0) return { list: [], total: 0, page: f.page, pageSize: f.pageSize }
  const names = new Map(wallets.map((w) => [String(w.id), w.kind === 'main' ? 'MAIN' : w.vendor]))
  const accounts = wallets.map((w) => w.id)
  const kinds = f.kinds !== undefined && f.kinds.length > 0 ? [...f.kinds] : null
  const inRange = db.selectFrom('ledger_entries as e')
    .where('e.account_id', 'in', accounts)
    .where('e.created_at', '>=', f.range.start).where('e.created_at', '<', f.range.end)
  const withKind = inRange.innerJoin('ledger_transactions as t', 't.id', 'e.tx_id')
    .$if(kinds !== null, (q) => q.where('t.kind', 'in', kinds!))
  const [rows, total] = await Promise.all([
    withKind.select(['e.id', 'e.created_at', 'e.amount', 'e.balance_after', 'e.account_id', 't.kind', 't.meta'])
      .orderBy('e.id', 'desc').limit(f.pageSize).offset((f.page - 1) * f.pageSize).execute(),
    // Without a kind filter the count needs no transaction row.
    (kinds === null ? inRange : withKind).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ])
  return {
    list: rows.map((r) => ({
      id: String(r.id), time: new Date(r.created_at).getTime(), kind: r.kind as LedgerKind, amount: Number(r.amount), balanceAfter: Number(r.balance_after),
      wallet: names.get(String(r.account_id)) ?? 'MAIN', detail: detailOf(r.meta),
    })),
    total: total.n, page: f.page, pageSize: f.pageSize,
  }
}
