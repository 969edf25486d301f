/**
 * The seamless wallet's protection refusals (protection_debit.sql) as the platform's typed
 * failures, for the house games that call the wallet in process: SELF_EXCLUDED and ON_BREAK
 * carry the block in force, so the game can say until when.
 */
import type { Kysely } from 'kysely'
import { BET_REFUSALS } from '../../../src/shared/api/index.ts'
import type { Database } from '../../db/schema.ts'
import { ApiError } from '../../http/errors.ts'
import { blockedError, blockOf } from './blocks.ts'

/** The codes protection_debit answers (the contract's BET_REFUSALS). */
export const PROTECTION_REFUSALS = BET_REFUSALS
export type ProtectionRefusal = (typeof PROTECTION_REFUSALS)[number]

export const isProtectionRefusal = (code: string | null): code is ProtectionRefusal =>
  code !== null && (PROTECTION_REFUSALS as ReadonlyArray<string>).includes(code)

const MESSAGES: Readonly<Record<Exclude<ProtectionRefusal, 'SELF_EXCLUDED' | 'ON_BREAK'>, string>> = {
  SESSION_TIME_LIMIT_REACHED: 'Your session time limit is reached. Log in again to play on.',
  LOSS_LIMIT_REACHED: 'This bet could take you past your loss limit.',
  WAGER_LIMIT_REACHED: 'This bet would take you past your wager limit.',
}

/** The typed failure of a refused debit, or null when the code is not a protection refusal. */
export const protectionRefusal = async (db: Kysely<Database>, memberId: number, code: string | null, now: number): Promise<ApiError | null> => {
  if (!isProtectionRefusal(code)) return null
  if (code === 'SELF_EXCLUDED' || code === 'ON_BREAK') {
    const block = await blockOf(db, memberId, now)
    // The block may have ended between the debit and this read: the code still says why.
    return block ? blockedError(block) : new ApiError(code, 'You are on a break or excluded from play.')
  }
  return new ApiError(code, MESSAGES[code])
}
