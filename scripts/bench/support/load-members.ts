/**
 * Load bench set-up: members logged in through the server's own login end (completeLogin),
 * so each has a real session token, without the registration form's captcha and rate
 * limits standing between a bench and 200 sessions.
 */
import type { Kysely } from 'kysely'
import type { Database } from '../../../server/db/schema.ts'
import { completeLogin } from '../../../server/modules/account/index.ts'
import { fundedPlayers } from './wallet-players.ts'

export interface LoadMember {
  readonly id: number
  readonly token: string
  /** The address the member's requests come from (X-Forwarded-For through a trusted proxy). */
  readonly ip: string
}

/** The address of member `i`: 10.77.x.y, one per member so each has its own rate-limit budget. */
export const memberIp = (i: number): string => `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}`

/** `count` funded members `<prefix>000`..., each with an open session. */
export const loggedInMembers = async (db: Kysely<Database>, prefix: string, count: number): Promise<LoadMember[]> => {
  const ids = await fundedPlayers(db, prefix, count)
  const members: LoadMember[] = []
  for (const [i, id] of ids.entries()) {
    const row = await db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    const ip = memberIp(i)
    const reply = await completeLogin(db, row, { ip, userAgent: 'tala-load-bench' }, Date.now())
    members.push({ id, token: reply.token, ip })
  }
  return members
}
