/**
 * What the deposits module tells the rest of the site about a member, inside the
 * transaction that made it true (app.ts wires it to the messages inbox).
 */
import type { Transaction } from 'kysely'
import type { Database } from '../../db/schema.ts'

export interface MemberEvent {
  readonly memberId: number
  readonly kind: 'deposit_approved' | 'deposit_rejected'
  /** deposit_approved: reference, amount, credit; deposit_rejected: reference, amount, reason. */
  readonly params: Readonly<Record<string, string | number>>
}

export type OnMemberEvent = (trx: Transaction<Database>, event: MemberEvent) => Promise<void>
