import { memberScope } from '@/shared/lib'

/** The transfers' query keys (under the member scope, which a session change removes). */
export const transferKeys = {
  /** The upline, its limits, today's use and whether a payment password is set. */
  upline: () => [...memberScope, 'transfer', 'upline'] as const,
  /** The wallet mode and the member's wallets (also the /seamless page's). */
  wallets: () => [...memberScope, 'transfer', 'wallets'] as const,
}
