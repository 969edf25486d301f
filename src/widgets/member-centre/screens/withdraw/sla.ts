import type { Withdrawal } from '@/shared/api'

/**
 * The service-level timer of a withdrawal against the operator's promised time (`dueAt`):
 * running (time left) while neither disbursed nor rejected, overdue once past it, and for a
 * settled request whether it was settled in time.
 */
export type Sla =
  | { readonly kind: 'running'; readonly leftMs: number }
  | { readonly kind: 'overdue'; readonly lateMs: number }
  | { readonly kind: 'met' }
  | { readonly kind: 'missed' }

export function slaOf(w: Pick<Withdrawal, 'dueAt' | 'stages'>, now: number): Sla {
  const due = Date.parse(w.dueAt)
  const settled = w.stages.disbursedAt ?? w.stages.rejectedAt
  if (settled !== null) return Date.parse(settled) <= due ? { kind: 'met' } : { kind: 'missed' }
  return now <= due ? { kind: 'running', leftMs: due - now } : { kind: 'overdue', lateMs: now - due }
}

/** h:mm:ss (or m:ss) of a duration, for the timer. */
export function clock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000))
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  const two = (n: number) => String(n).padStart(2, '0')
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`
}

/** The stages a request went through, in order, with their times. */
export const STAGES = ['requestedAt', 'approvedAt', 'disbursedAt', 'rejectedAt', 'confirmedAt', 'caseAnsweredAt'] as const
