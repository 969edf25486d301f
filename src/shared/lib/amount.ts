/**
 * Amounts are shown with two decimals and thousands separators (spec §9). Money travels in
 * integer minor units; `formatAmount(123456)` is "1,234.56". The grouping is fixed (comma and
 * point) so every language shows the same figures as the cashier.
 */
const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true })

export const formatAmount = (minorUnits: number): string => twoDecimals.format(minorUnits / 100)

/** A plain number (not money) with two decimals and separators, e.g. an RTP of 96.5 -> "96.50". */
export const formatDecimal = (value: number): string => twoDecimals.format(value)
