/**
 * Settling one period of one job (a contract kind and period): what each eligible contract
 * earned on its downline's subtree, and its payment, once.
 *
 * The differential: a contract pays its rate on its whole team (the gross: its subtree's bets
 * but its own, on which an agent earns nothing), less the gross
 * of the contracts its downline gave below it, never below zero. The ceiling (a downline's
 * table never above its upline's, and a subtree's inputs never above its parent's) keeps that
 * difference at or above zero, so each bet pays out at most its top contract's rate in all.
 *
 * A contract in force for only part of a period (accepted, replaced or ended during it) is
 * paid on its own part: the subtree's bets placed from when it took effect (its start or its
 * acceptance, whichever is later) until it ended, with its tier chosen on that part's inputs.
 * So a contract replaced mid-period is paid for the bets up to the replacement and the new one
 * for the bets from it, each once (a payment is still one row per contract and period). What
 * a downline contract takes out of its upline contract's gross is its rate on the bets of the
 * two parts' overlap, so the parts add up to what one contract for the whole period would
 * take. A short part can meet a lower tier than a downline's longer one; the difference is then
 * zero, never negative. Why bets and not time pro rata: a part's money then comes from that
 * part's bets, which its statement lists, and a contract never earns on bets placed after it
 * ended.
 *
 * Work goes in short statements so player bets never queue behind it (embedded PGlite runs
 * one statement at a time): the subtrees (5 downlines) and the bets (25 members) are read in
 * small batches with a pause between statements, and the
 * payments are written one contract per transaction by default (functions/salary_pay.sql:
 * one row per contract and period, the money through the ledger under one key). A run that
 * dies half-way leaves whole batches; the next run computes the same figures from the same
 * bets and pays only the contracts without a payment row.
 */
import { sql, type Kysely } from 'kysely'
import type { ContractKind, ContractPeriod, ContractTier } from '../../../src/shared/api/index.ts'
import type { Database } from '../../db/schema.ts'
import type { Window } from './periods.ts'
import { applyRate, rateFor, tierFor } from './tiers.ts'

export interface Job { readonly kind: ContractKind; readonly period: ContractPeriod }
export const jobKey = (j: Job): string => `${j.kind}:${j.period}`

export interface SettleOptions {
  /** Members per bets statement. */
  readonly memberBatch?: number
  /**
   * Contracts per payment transaction; default 1. Each payment locks its agent's wallet, then
   * the cashier (the order every posting between a member and the house keeps): a batch
   * holding the cashier while it locks the next agent's wallet could deadlock with a deposit
   * or a withdrawal of that agent, and would keep the cashier from them for longer.
   */
  readonly payBatch?: number
  /** Called after each payment batch commits (tests stop a run here; the job renews its lease). */
  readonly afterBatch?: (paidSoFar: number) => Promise<void>
  /** Called inside each batch's transaction after its payments, before the commit (tests abort it here). */
  readonly beforeCommit?: (batch: number) => Promise<void>
}

export interface Totals { bets: number; active: number; validBet: number; pnl: number }

export interface EligibleContract {
  readonly id: number
  readonly uplineId: number | null
  readonly downlineId: number
  readonly tiers: ContractTier[]
  /** The part of the window the contract was in force: the window itself, unless it took effect or ended inside it. */
  readonly part: Window
}

const later = (a: Date, b: Date): Date => (a.getTime() >= b.getTime() ? a : b)
const earlier = (a: Date, b: Date): Date => (a.getTime() <= b.getTime() ? a : b)
const sameWindow = (a: Window, b: Window): boolean => a.start.getTime() === b.start.getTime() && a.end.getTime() === b.end.getTime()
const windowKey = (w: Window): string => `${w.start.getTime()}:${w.end.getTime()}`
/** The overlap of two windows, or null. */
const overlap = (a: Window, b: Window): Window | null => {
  const start = later(a.start, b.start)
  const end = earlier(a.end, b.end)
  return start.getTime() < end.getTime() ? { start, end } : null
}

/**
 * Contracts of the job in force for some of the window: accepted, and in effect (started and
 * accepted) before its end, not ended by its start; each with its part of the window.
 */
export const eligibleContracts = async (db: Kysely<Database>, job: Job, w: Window): Promise<EligibleContract[]> => {
  const rows = await db.selectFrom('contracts').select(['id', 'upline_id', 'downline_id', 'tiers', 'starts_at', 'decided_at', 'ended_at'])
    .where('kind', '=', job.kind).where('period', '=', job.period)
    .where('status', 'in', ['active', 'terminated'])
    .where('starts_at', '<', w.end).where('decided_at', '<', w.end)
    .where((eb) => eb.or([eb('ended_at', 'is', null), eb('ended_at', '>', w.start)]))
    .orderBy('id').execute()
  return rows.flatMap((r) => {
    const start = later(w.start, later(new Date(r.starts_at), new Date(r.decided_at!)))
    const end = r.ended_at === null ? w.end : earlier(w.end, new Date(r.ended_at))
    if (start.getTime() >= end.getTime()) return []
    return [{
      id: Number(r.id), uplineId: r.upline_id, downlineId: r.downline_id,
      tiers: (typeof r.tiers === 'string' ? JSON.parse(r.tiers) : r.tiers) as ContractTier[],
      part: { start, end },
    }]
  })
}

/**
 * A breath between the job's statements: bets that queued behind one run before the next
 * (on embedded PGlite every statement takes its turn on one connection).
 */
const breathe = (): Promise<void> => new Promise((r) => setTimeout(r, 1))

const chunks = <T>(xs: ReadonlyArray<T>, n: number): T[][] => {
  const out: T[][] = []
  for (let i = 0; i < xs.length; i += n) out.push(xs.slice(i, i + n))
  return out
}

/**
 * Each downline's team (its subtree without itself: an agent earns nothing on its own bets),
 * read a few downlines at a time.
 */
const subtrees = async (db: Kysely<Database>, downlines: ReadonlyArray<number>): Promise<Map<number, number[]>> => {
  const out = new Map<number, number[]>(downlines.map((d) => [d, []]))
  for (const part of chunks([...new Set(downlines)], 5)) {
    await breathe()
    const rows = await db.selectFrom('member_tree').select(['ancestor_id', 'descendant_id']).where('ancestor_id', 'in', part).where('depth', '>', 0).execute()
    for (const r of rows) out.get(r.ancestor_id)!.push(r.descendant_id)
  }
  return out
}

/** Settled bets per member placed in the window, `batch` members per statement (index bets (member_id, created_at)). */
export const memberTotals = async (db: Kysely<Database>, members: ReadonlyArray<number>, w: Window, batch = 25): Promise<Map<number, { bets: number; validBet: number; pnl: number }>> => {
  const out = new Map<number, { bets: number; validBet: number; pnl: number }>()
  for (const part of chunks(members, batch)) {
    await breathe()
    const rows = await db.selectFrom('bets')
      .select((eb) => ['member_id', eb.fn.countAll<string>().as('bets'), sql<string>`sum(stake)`.as('stake'), sql<string>`sum(win - stake)`.as('pnl')])
      .where('member_id', 'in', part).where('created_at', '>=', w.start).where('created_at', '<', w.end).where('status', '=', 'settled')
      .groupBy('member_id').execute()
    for (const r of rows) out.set(r.member_id, { bets: Number(r.bets), validBet: Number(r.stake), pnl: Number(r.pnl) })
  }
  return out
}

export interface Computed {
  readonly contract: EligibleContract
  readonly totals: Totals
  readonly base: number
  readonly rateBp: number
  readonly tier: ContractTier | null
  readonly gross: number
  readonly downlines: ReadonlyArray<{ contractId: number; rateBp: number; gross: number }>
  readonly amount: number
}

/** Dividends pay on the team's loss (players' P&L below zero), salaries on valid bet. */
export const baseOf = (kind: ContractKind, t: { validBet: number; pnl: number }): number => (kind === 'dividend' ? Math.max(0, -t.pnl) : t.validBet)

/**
 * Every eligible contract's inputs, gross and payment for the window (over its part of it).
 * Bets are read once per distinct part: one read in the usual case, where every contract was
 * in force for the whole window.
 * (`_w` stays for the callers: each contract carries its part of it.)
 */
export const computePeriod = async (db: Kysely<Database>, job: Job, _w: Window, contracts: ReadonlyArray<EligibleContract>, memberBatch = 25): Promise<Computed[]> => {
  const trees = await subtrees(db, contracts.map((c) => c.downlineId))
  const below = (c: EligibleContract) => contracts.filter((d) => d.uplineId === c.downlineId)
  // Which members' bets are needed over which window: each contract's subtree over its part,
  // and a downline contract's subtree over its overlap with its upline contract's part.
  const needs = new Map<string, { window: Window; members: Set<number> }>()
  const need = (window: Window, downlineId: number) => {
    const k = windowKey(window)
    const entry = needs.get(k) ?? { window, members: new Set<number>() }
    for (const m of trees.get(downlineId) ?? []) entry.members.add(m)
    needs.set(k, entry)
  }
  for (const c of contracts) {
    need(c.part, c.downlineId)
    for (const d of below(c)) {
      const o = overlap(c.part, d.part)
      if (o && !sameWindow(o, d.part)) need(o, d.downlineId)
    }
  }
  const perWindow = new Map<string, Map<number, { bets: number; validBet: number; pnl: number }>>()
  for (const [k, { window, members }] of needs) perWindow.set(k, await memberTotals(db, [...members].sort((a, b) => a - b), window, memberBatch))
  const totalsOf = (downlineId: number, window: Window): Totals => {
    const perMember = perWindow.get(windowKey(window))!
    const totals: Totals = { bets: 0, active: 0, validBet: 0, pnl: 0 }
    for (const m of trees.get(downlineId) ?? []) {
      const t = perMember.get(m)
      if (!t) continue
      totals.bets += t.bets
      totals.active += 1
      totals.validBet += t.validBet
      totals.pnl += t.pnl
    }
    return totals
  }
  const grossOf = new Map<number, { totals: Totals; base: number; rateBp: number; gross: number }>()
  for (const c of contracts) {
    const totals = totalsOf(c.downlineId, c.part)
    const base = baseOf(job.kind, totals)
    const rateBp = rateFor(c.tiers, totals.active, base)
    grossOf.set(c.id, { totals, base, rateBp, gross: applyRate(base, rateBp) })
  }
  return contracts.map((c) => {
    const own = grossOf.get(c.id)!
    // A downline contract takes its rate (chosen on its own part) on the bets of the overlap.
    const downlines = below(c).flatMap((d) => {
      const o = overlap(c.part, d.part)
      if (!o) return []
      const dOwn = grossOf.get(d.id)!
      const gross = sameWindow(o, d.part) ? dOwn.gross : applyRate(baseOf(job.kind, totalsOf(d.downlineId, o)), dOwn.rateBp)
      return [{ contractId: d.id, rateBp: dOwn.rateBp, gross }]
    })
    const amount = Math.max(0, own.gross - downlines.reduce((s, d) => s + d.gross, 0))
    return { contract: c, totals: own.totals, base: own.base, rateBp: own.rateBp, tier: tierFor(c.tiers, own.totals.active, own.base), gross: own.gross, downlines, amount }
  })
}

/** The inputs kept with a payment (what its statement shows). */
export const inputsOf = (c: Computed) => ({
  bets: c.totals.bets, activeMembers: c.totals.active, validBet: c.totals.validBet, pnl: c.totals.pnl,
  base: c.base, gross: c.gross, tier: c.tier, downlines: c.downlines,
  // The part of the period the contract was in force (epoch ms), which its statement's bets are read over.
  from: c.contract.part.start.getTime(), to: c.contract.part.end.getTime(),
})

/** Settles the window: pays every eligible contract without a payment for it. */
export const settlePeriod = async (db: Kysely<Database>, job: Job, w: Window, opts: SettleOptions = {}): Promise<{ contracts: number; paid: number; payments: number }> => {
  const contracts = await eligibleContracts(db, job, w)
  if (contracts.length === 0) return { contracts: 0, paid: 0, payments: 0 }
  const computed = await computePeriod(db, job, w, contracts, opts.memberBatch ?? 25)
  const done = new Set((await db.selectFrom('salary_payments').select('contract_id')
    .where('period_start', '=', w.start).where('contract_id', 'in', contracts.map((c) => String(c.id))).execute()).map((r) => Number(r.contract_id)))
  // A contract that earned nothing gets no payment row (the period's row says it was settled).
  const todo = computed.filter((c) => !done.has(c.contract.id) && c.amount > 0)
  let paid = 0
  let payments = 0
  let batch = 0
  for (const part of chunks(todo, opts.payBatch ?? 1)) {
    // One statement per batch: salary_pay for each contract of the batch, in one transaction.
    const result = await db.transaction().execute(async (trx) => {
      const r = await sql<{ id: string | null; amount: string }>`
        SELECT salary_pay(x.c, ${w.start}::timestamptz, ${w.end}::timestamptz, x.a, x.r, x.i) AS id, x.a AS amount
          FROM unnest(${part.map((c) => String(c.contract.id))}::bigint[], ${part.map((c) => String(c.amount))}::bigint[],
                      ${part.map((c) => c.rateBp)}::integer[], ${part.map((c) => JSON.stringify(inputsOf(c)))}::jsonb[]) AS x(c, a, r, i)`.execute(trx)
      await opts.beforeCommit?.(batch++)
      return r
    })
    for (const r of result.rows) if (r.id !== null) { payments += 1; paid += Number(r.amount) }
    await opts.afterBatch?.(paid)
    await breathe()
  }
  return { contracts: contracts.length, paid, payments }
}
