import { formatGmt8 } from '@/shared/lib'

/** The promotion's period in GMT+8 days, or null when it has neither bound. */
export function periodOf(startsAt: number | null, endsAt: number | null): { from: string | null; to: string | null } | null {
  if (startsAt === null && endsAt === null) return null
  const day = (at: number | null) => (at === null ? null : formatGmt8(at, 'yyyy-MM-dd HH:mm'))
  return { from: day(startsAt), to: day(endsAt) }
}
