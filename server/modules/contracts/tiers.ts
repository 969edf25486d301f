/**
 * Rate tables in JavaScript, for previews and the simulator. The database has the same rules
 * (functions/contract_rate.sql, contract_within.sql) and is what enforces them.
 */
import type { ContractKind, ContractPeriod, ContractTier } from '../../../src/shared/api/index.ts'
import { ApiError } from '../../http/errors.ts'

/** The highest rate whose thresholds are both met; 0 when none is. */
export const rateFor = (tiers: ReadonlyArray<ContractTier>, active: number, amount: number): number =>
  tiers.reduce((best, t) => (t.minActive <= active && t.minAmount <= amount && t.rateBp > best ? t.rateBp : best), 0)

/** The tier that gives `rateFor` (the first of the highest), or null. */
export const tierFor = (tiers: ReadonlyArray<ContractTier>, active: number, amount: number): ContractTier | null => {
  const rate = rateFor(tiers, active, amount)
  return rate === 0 ? null : tiers.find((t) => t.rateBp === rate && t.minActive <= active && t.minAmount <= amount) ?? null
}

/** A child table never pays above its parent's for any inputs (see contract_within.sql). */
export const within = (child: ReadonlyArray<ContractTier>, parent: ReadonlyArray<ContractTier>): boolean =>
  child.every((t) => t.rateBp <= rateFor(parent, t.minActive, t.minAmount))

/** Basis points of an amount, rounded down to whole minor units. */
// BigInt: an amount times a rate can pass 2^53.
export const applyRate = (amount: number, rateBp: number): number =>
  amount <= 0 || rateBp <= 0 ? 0 : Number((BigInt(amount) * BigInt(rateBp)) / 10_000n)

/** The period a kind must use (salaries), or the periods it may (dividends). */
export const PERIODS_OF: Record<ContractKind, ReadonlyArray<ContractPeriod>> = {
  dividend: ['daily', 'weekly', 'semimonthly', 'monthly'],
  daily_salary: ['daily'],
  hourly_salary: ['hourly'],
  realtime_salary: ['realtime'],
}

/** Refuses a period the kind does not use and two tiers with the same thresholds. */
export const checkTerms = (kind: ContractKind, period: ContractPeriod, tiers: ReadonlyArray<ContractTier>): void => {
  const fields: { field: string; reason: string }[] = []
  if (!PERIODS_OF[kind].includes(period)) fields.push({ field: 'period', reason: 'kind' })
  const corners = new Set(tiers.map((t) => `${t.minActive}:${t.minAmount}`))
  if (corners.size !== tiers.length) fields.push({ field: 'tiers', reason: 'duplicate' })
  if (fields.length > 0) throw new ApiError('VALIDATION_FAILED', 'The contract terms are not valid.', { fields })
}
