/** The room's bounds: the message length (contract) and the operator's send rate (setting chatRate). */
import type { Kysely } from 'kysely'
import { CHAT_MAX_CHARS, DEFAULT_CHAT_RATE } from '../../../src/shared/api/index.ts'
import type { Database } from '../../db/schema.ts'
import { getSetting } from '../../db/settings.ts'

export interface ChatRules { readonly maxChars: number; readonly max: number; readonly windowSeconds: number }

export const loadChatRules = async (db: Kysely<Database>): Promise<ChatRules> => {
  const rate = (await getSetting(db, 'chatRate')) ?? DEFAULT_CHAT_RATE
  return { maxChars: CHAT_MAX_CHARS, max: rate.max, windowSeconds: rate.windowSeconds }
}
