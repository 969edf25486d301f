import { memberScope } from '@/shared/lib'

/**
 * The points slice's query keys. Everything the member's token reads starts with `memberScope`
 * (forgotten when the session changes); `all()` is what a redeem or a conversion makes stale.
 * The VIP level table is public: outside the member scope.
 */
export const pointsKeys = {
  all: () => [...memberScope, 'points'] as const,
  balance: () => [...memberScope, 'points', 'balance'] as const,
  rewards: () => [...memberScope, 'points', 'rewards'] as const,
  config: () => [...memberScope, 'points', 'config'] as const,
  redemptions: () => [...memberScope, 'points', 'redemptions'] as const,
  transactions: () => [...memberScope, 'points', 'transactions'] as const,
  vipInfo: () => [...memberScope, 'points', 'vip'] as const,
  vipLevels: () => ['vip', 'levels'] as const,
}
