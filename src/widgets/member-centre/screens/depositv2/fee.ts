import type { DepositChannel } from '@/shared/api'

/**
 * What the member will see credited before sending (the server's rule, channels.ts feeOf):
 * amount × bp / 10000 rounded down plus the fixed part; the member is credited the amount
 * minus the fee when the member pays it, the whole amount when the site does.
 */
export function depositQuote(channel: Pick<DepositChannel, 'feeBp' | 'feeFixed' | 'feePayer'>, amount: number): { fee: number; credit: number } {
  const fee = Math.floor((amount * channel.feeBp) / 10_000) + channel.feeFixed
  return { fee, credit: channel.feePayer === 'member' ? amount - fee : amount }
}

/** Why an amount cannot be sent on a channel (a locale key), or null. */
export function depositAmountError(channel: Pick<DepositChannel, 'min' | 'max'>, amount: number | null): string | null {
  if (amount === null || amount <= 0) return 'money.amountInvalid'
  if (amount < channel.min || amount > channel.max) return 'money.amountOutOfRange'
  return null
}
