/**
 * Which notices show at an instant: those whose date has come (a later date is a scheduled
 * notice), that have not ended and that the operator has not withdrawn (0046).
 */
import type { ExpressionBuilder } from 'kysely'
import type { Database } from '../../db/schema.ts'

export const liveAt = (now: Date) => (eb: ExpressionBuilder<Database, 'announcements'>) => eb.and([
  eb('announcements.date', '<=', now),
  eb.or([eb('announcements.ends_at', 'is', null), eb('announcements.ends_at', '>', now)]),
  eb('announcements.withdrawn_at', 'is', null),
])
