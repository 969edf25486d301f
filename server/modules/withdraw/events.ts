/** What this module tells the member's inbox, in the same transaction as the change. */
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'

export interface MemberEvent {
  readonly memberId: number
  readonly kind: 'withdrawal_disbursed' | 'withdrawal_rejected' | 'case_answered'
  readonly params: Readonly<Record<string, string | number>>
}
export type OnMemberEvent = (trx: Kysely<Database>, event: MemberEvent) => Promise<void>
