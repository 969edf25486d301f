import type { ContractTier } from '@/shared/api'

/**
 * The rate rules the server enforces (modules/contracts tiers.ts), to tell the agent before it
 * sends: the highest rate whose thresholds are met, and "never above the upline's own table".
 */
export const rateFor = (tiers: ReadonlyArray<ContractTier>, active: number, amount: number): number =>
  tiers.reduce((best, t) => (t.minActive <= active && t.minAmount <= amount && t.rateBp > best ? t.rateBp : best), 0)

/** Each offered tier's rate is at most the agent's own rate at that tier's thresholds. */
export const withinCeiling = (offered: ReadonlyArray<ContractTier>, own: ReadonlyArray<ContractTier>): boolean =>
  offered.every((t) => t.rateBp <= rateFor(own, t.minActive, t.minAmount))
