/**
 * `/wps/member/info/funds/consolidated` (spec §3, §7): per contract kind, whether an offer
 * awaits the caller (1) or a contract is active (2), with the contract, the offer, the last
 * payment and today's total. A member who is not an agent gets zeros and empty lists.
 */
import type { Kysely } from 'kysely'
import type { ConsolidatedReply, ContractKind } from '../../../src/shared/api/index.ts'
import type { Database } from '../../db/schema.ts'
import { myIncome } from './income.ts'
import { periodAt, periodLengthMs, type PeriodClock } from './periods.ts'
import { contractQuery, toContract } from './store.ts'

const KINDS: ReadonlyArray<ContractKind> = ['dividend', 'daily_salary', 'hourly_salary', 'realtime_salary']

export const consolidated = async (db: Kysely<Database>, memberId: number, isAgent: boolean, now: number, clock: PeriodClock): Promise<ConsolidatedReply> => {
  if (!isAgent) return { dailysalreqtype: 0, divtypereq: 0, contracthoursalreq: 0, realtimesalreqtype: 0, isAgent: false, salary: [] }
  const rows = (await contractQuery(db).where('c.downline_id', '=', memberId).where('c.status', 'in', ['active', 'offered']).execute()).map(toContract)
  const today = periodAt('daily', now, clock).start.getTime()
  const salary = await Promise.all(KINDS.map(async (kind) => {
    const contract = rows.find((c) => c.kind === kind && c.status === 'active') ?? null
    const offer = rows.find((c) => c.kind === kind && c.status === 'offered') ?? null
    const [last, day] = await Promise.all([myIncome(db, memberId, { kind, pageSize: 1 }), myIncome(db, memberId, { kind, from: today, pageSize: 1 })])
    return {
      kind, contract, offer, lastPayment: last.list[0] ?? null, today: day.sum,
      periodMs: contract ? periodLengthMs(contract.period, clock) : kind === 'realtime_salary' ? clock.realtimeMs : null,
    }
  }))
  const req = (kind: ContractKind): 0 | 1 | 2 => {
    const s = salary.find((x) => x.kind === kind)!
    return s.offer ? 1 : s.contract ? 2 : 0
  }
  return {
    dailysalreqtype: req('daily_salary'), divtypereq: req('dividend'), contracthoursalreq: req('hourly_salary'), realtimesalreqtype: req('realtime_salary'),
    isAgent: true, salary,
  }
}
