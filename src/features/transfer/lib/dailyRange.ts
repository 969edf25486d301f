/** A transfer's limits: the operator's range per transfer and the day's total with what was used of it. */
export interface TransferLimits {
  readonly minAmount: number
  readonly maxAmount: number
  readonly dailyLimit: number
  readonly usedToday: number
}

/** What is left of today's limit, and the range one transfer may take now (never above what is left). */
export function dailyRange(limits: TransferLimits): { left: number; range: { min: number; max: number } } {
  const left = Math.max(0, limits.dailyLimit - limits.usedToday)
  return { left, range: { min: limits.minAmount, max: Math.min(limits.maxAmount, left) } }
}
