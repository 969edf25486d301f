/** Amounts on screen (spec §9): minor units shown with two decimals and thousands separators. */
const formatter = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

export const formatAmount = (minor: number): string => formatter.format(minor / 100)
