import { memberScope } from '@/shared/lib'

/**
 * The promotion pages' query keys. The views carry the member's statuses, so they live in the
 * member scope (forgotten when the session changes, a visitor's included); `all()` is what a
 * join, a claim or a ticket makes stale.
 */
export const promotionKeys = {
  all: () => [...memberScope, 'promotions'] as const,
  list: () => [...memberScope, 'promotions', 'list'] as const,
  detail: (id: number) => [...memberScope, 'promotions', 'detail', id] as const,
}
