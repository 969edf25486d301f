/** The operator's rule: `ratio.points` points give `ratio.amount` minor units; at least `minimum` points. */
export interface ConvertRule {
  readonly ratio: { readonly points: number; readonly amount: number }
  readonly minimum: number
}

export interface ConversionPreview {
  /** The points that convert: the largest whole multiple of the ratio's points within the offer. */
  readonly points: number
  /** The money they give, minor units (exact: whole steps only). */
  readonly amount: number
  /** The offered points that stay points (less than one step). */
  readonly remainder: number
  /** The balance after the conversion. */
  readonly balanceAfter: number
  /** Why it cannot be sent, or null. */
  readonly problem: 'belowMinimum' | 'insufficient' | null
}

/** What offering `offered` points converts under the rule, as the server computes it (server/modules/points/convert.ts). */
export function previewConversion(offered: number, balance: number, rule: ConvertRule): ConversionPreview {
  const step = Math.max(1, rule.ratio.points)
  const steps = Math.floor(Math.max(0, offered) / step)
  const points = steps * step
  const problem = offered < rule.minimum || points === 0 ? 'belowMinimum' : points > balance ? 'insufficient' : null
  return { points, amount: steps * rule.ratio.amount, remainder: Math.max(0, offered) - points, balanceAfter: balance - (problem ? 0 : points), problem }
}

/** The fewest points that convert: the minimum rounded up to a whole step. */
export const fewestConvertible = (rule: ConvertRule): number => {
  const step = Math.max(1, rule.ratio.points)
  return Math.max(step, Math.ceil(rule.minimum / step) * step)
}
