/**
 * "My income": every payment a contract made to the caller, with its period and inputs, and
 * its statement: the contract, the tier that applied, what the downlines' contracts took, and
 * the members and bets of the subtree in the period. Both parties of the contract see the
 * same statement; anyone else gets NOT_FOUND.
 */
import { sql, type Kysely } from 'kysely'
import type { ContractKind, ContractTier, IncomePayment } from '../../../src/shared/api/index.ts'
import type { Database } from '../../db/schema.ts'
import { ApiError } from '../../http/errors.ts'
import { contractById } from './store.ts'

interface Inputs {
  activeMembers: number; validBet: number; pnl: number; gross: number; tier: ContractTier | null; downlines: { contractId: number; rateBp: number; gross: number }[]
  /** The part of the period the contract was in force (settle.ts); older payments lack it and cover the period. */
  from?: number; to?: number
}

const paymentColumns = ['p.id', 'p.contract_id', 'p.kind', 'p.period_start', 'p.period_end', 'p.amount', 'p.rate_bp', 'p.inputs', 'p.created_at', 'p.member_id'] as const

const inputsOf = (raw: unknown): Inputs => (typeof raw === 'string' ? JSON.parse(raw) : raw) as Inputs

/** The bets a payment was computed from were placed in this range: its contract's part of the period. */
const betsRange = (p: { period_start: Date; period_end: Date; inputs: unknown }): { from: Date; to: Date } => {
  const i = inputsOf(p.inputs)
  return { from: i.from !== undefined ? new Date(i.from) : new Date(p.period_start), to: i.to !== undefined ? new Date(i.to) : new Date(p.period_end) }
}

const toPayment = (r: { id: string; contract_id: string; kind: string; period_start: Date; period_end: Date; amount: string; rate_bp: number; inputs: unknown; created_at: Date }): IncomePayment => {
  const i = inputsOf(r.inputs)
  return {
    id: Number(r.id), contractId: Number(r.contract_id), kind: r.kind as ContractKind,
    periodStart: new Date(r.period_start).getTime(), periodEnd: new Date(r.period_end).getTime(),
    amount: Number(r.amount), rateBp: r.rate_bp, activeMembers: i.activeMembers, validBet: i.validBet, pnl: i.pnl, gross: i.gross,
    downlines: i.downlines.reduce((s, d) => s + d.gross, 0), paidAt: new Date(r.created_at).getTime(),
  }
}

export interface IncomeInput { kind?: ContractKind; from?: number; to?: number; page?: number; pageSize?: number }

export const myIncome = async (db: Kysely<Database>, memberId: number, input: IncomeInput) => {
  const page = input.page ?? 1
  const pageSize = input.pageSize ?? 20
  let q = db.selectFrom('salary_payments as p').where('p.member_id', '=', memberId)
  if (input.kind) q = q.where('p.kind', '=', input.kind)
  if (input.from !== undefined) q = q.where('p.period_start', '>=', new Date(input.from))
  if (input.to !== undefined) q = q.where('p.period_start', '<', new Date(input.to))
  const [rows, agg] = await Promise.all([
    q.select(paymentColumns).orderBy('p.period_start', 'desc').orderBy('p.id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
    q.select((eb) => [eb.fn.countAll<string>().as('n'), sql<string>`coalesce(sum(p.amount), 0)`.as('sum')]).executeTakeFirstOrThrow(),
  ])
  return { list: rows.map(toPayment), total: Number(agg.n), sum: Number(agg.sum), page, pageSize }
}

/** The payment if the caller is a party of its contract (NOT_FOUND otherwise). */
const paymentFor = async (db: Kysely<Database>, viewerId: number, paymentId: number) => {
  const row = await db.selectFrom('salary_payments as p').innerJoin('contracts as c', 'c.id', 'p.contract_id')
    .select([...paymentColumns, 'c.downline_id', 'c.upline_id'])
    .where('p.id', '=', String(paymentId))
    .where((eb) => eb.or([eb('c.downline_id', '=', viewerId), eb('c.upline_id', '=', viewerId)]))
    .executeTakeFirst()
  if (!row) throw new ApiError('NOT_FOUND', 'No such payment.')
  return row
}

export const statement = async (db: Kysely<Database>, viewerId: number, input: { paymentId: number; page?: number; pageSize?: number }) => {
  const page = input.page ?? 1
  const pageSize = input.pageSize ?? 20
  const p = await paymentFor(db, viewerId, input.paymentId)
  const contract = (await contractById(db, Number(p.contract_id)))!
  const inputs = inputsOf(p.inputs)
  const downlineAccounts = inputs.downlines.length === 0 ? [] : await db.selectFrom('contracts as c').innerJoin('members as m', 'm.id', 'c.downline_id')
    .select(['c.id', 'm.account']).where('c.id', 'in', inputs.downlines.map((d) => String(d.contractId))).execute()
  const accountOf = new Map(downlineAccounts.map((d) => [Number(d.id), d.account]))
  // The subtree's bets in the period, per member (member_tree: the subtree in one indexed read).
  const range = betsRange(p)
  const perMember = db.selectFrom('member_tree as t').innerJoin('bets as b', 'b.member_id', 't.descendant_id')
    .where('t.ancestor_id', '=', p.downline_id).where('t.depth', '>', 0).where('b.created_at', '>=', range.from).where('b.created_at', '<', range.to).where('b.status', '=', 'settled')
  const [members, count] = await Promise.all([
    perMember.innerJoin('members as m', 'm.id', 'b.member_id')
      .select((eb) => ['b.member_id', 'm.account', eb.fn.countAll<string>().as('bets'), sql<string>`sum(b.stake)`.as('stake'), sql<string>`sum(b.win - b.stake)`.as('pnl')])
      .groupBy(['b.member_id', 'm.account']).orderBy(sql`sum(b.stake)`, 'desc').orderBy('b.member_id').limit(pageSize).offset((page - 1) * pageSize).execute(),
    perMember.select(sql<string>`count(DISTINCT b.member_id)`.as('n')).executeTakeFirstOrThrow(),
  ])
  return {
    payment: toPayment(p),
    contract,
    tier: inputs.tier,
    downlines: inputs.downlines.map((d) => ({ contractId: d.contractId, account: accountOf.get(d.contractId) ?? '', rateBp: d.rateBp, gross: d.gross })),
    members: members.map((m) => ({ memberId: m.member_id, account: m.account, bets: Number(m.bets), validBet: Number(m.stake), pnl: Number(m.pnl) })),
    total: Number(count.n), page, pageSize,
  }
}

export const statementBets = async (db: Kysely<Database>, viewerId: number, input: { paymentId: number; memberId?: number; page?: number; pageSize?: number }) => {
  const page = input.page ?? 1
  const pageSize = input.pageSize ?? 20
  const p = await paymentFor(db, viewerId, input.paymentId)
  const range = betsRange(p)
  let q = db.selectFrom('member_tree as t').innerJoin('bets as b', 'b.member_id', 't.descendant_id').innerJoin('members as m', 'm.id', 'b.member_id')
    .where('t.ancestor_id', '=', p.downline_id).where('t.depth', '>', 0).where('b.created_at', '>=', range.from).where('b.created_at', '<', range.to).where('b.status', '=', 'settled')
  if (input.memberId !== undefined) q = q.where('b.member_id', '=', input.memberId)
  const [rows, count] = await Promise.all([
    q.select(['b.id', 'm.account', 'b.game_id', 'b.stake', 'b.win', 'b.created_at']).orderBy('b.created_at', 'desc').orderBy('b.id', 'desc')
      .limit(pageSize).offset((page - 1) * pageSize).execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ])
  return {
    list: rows.map((r) => ({ id: Number(r.id), account: r.account, gameId: r.game_id, stake: Number(r.stake), win: Number(r.win), createdAt: new Date(r.created_at).getTime() })),
    total: Number(count.n), page, pageSize,
  }
}
