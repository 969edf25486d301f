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
