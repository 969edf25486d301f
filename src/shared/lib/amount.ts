/**
 * Amounts are shown with two decimals and thousands separators (spec §9), in the member's
 * language: `formatAmount(123456, 'en')` is "1,234.56", `formatAmount(123456, 'vi')` is
 * "1.234,56". Money travels in integer minor units. Components use `useFormatAmount()`
 * (src/shared/i18n), which passes the active language; `locale` is a BCP 47 tag.
 */
const formats = new Map<string, Intl.NumberFormat>()
const twoDecimals = (locale: string): Intl.NumberFormat => {
  let format = formats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true })
    formats.set(locale, format)
  }
  return format
}

export const formatAmount = (minorUnits: number, locale = 'en'): string => twoDecimals(locale).format(minorUnits / 100)

/** A plain number (not money) with two decimals and separators, e.g. an RTP of 96.5 -> "96.50". */
export const formatDecimal = (value: number, locale = 'en'): string => twoDecimals(locale).format(value)

/**
 * What a member typed as an amount, in minor units: digits with at most two decimals after a
 * point or a comma ("12", "12.5", "12,50"); no sign, no grouping. Null for anything else.
 * Read as text, never through a float, so "0.29" is 29 and not 28.999….
 */
export function parseAmount(text: string): number | null {
  const match = /^(\d{1,12})(?:[.,](\d{1,2}))?$/.exec(text.trim())
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}
