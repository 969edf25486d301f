/**
 * The failure a house game answers when the seamless wallet refuses its bet: the balance for
 * INSUFFICIENT_FUNDS, the player-protection codes typed (with the block's end for a break or
 * self-exclusion) so the game shows them in the player's language, BAD_REQUEST for the rest.
 */
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { ApiError } from '../../http/errors.ts'
import type { SeamlessReply } from '../../modules/wallet/index.ts'
import { protectionRefusal } from '../../modules/protection/index.ts'

export const betRefusal = async (db: Kysely<Database>, memberId: number, debit: SeamlessReply, what: 'bet' | 'ticket', now: number): Promise<ApiError> => {
  if (debit.code === 'INSUFFICIENT_FUNDS') return new ApiError('INSUFFICIENT_FUNDS', 'Insufficient balance.', { balance: debit.balance })
  return (await protectionRefusal(db, memberId, debit.code, now)) ?? new ApiError('BAD_REQUEST', `The ${what} was refused (${debit.code ?? 'unknown'}).`)
}
