/** The median of a list of numbers: the middle one, or the mean of the two middle ones. */
export const median = (values: readonly number[]): number => {
  if (values.length === 0) throw new Error('median of no values')
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** The p-th percentile (nearest rank: the smallest value with at least p% of them at or below it). */
export const percentile = (values: readonly number[], p: number): number => {
  if (values.length === 0) throw new Error('percentile of no values')
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}
