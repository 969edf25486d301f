/** Members made straight in the database, with a session token, for tests that need several. */
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { completeLogin } from '../modules/account/index.ts'

export interface TestMember { readonly id: number; readonly token: string; readonly auth: { authorization: string } }

/** A member (isAgent 4 = a trial account) logged in from 127.0.0.1. */
export const newMember = async (db: Kysely<Database>, account: string, isAgent = 0): Promise<TestMember> => {
  const member = await db.insertInto('members').values({
    account, password_hash: 'x', is_agent: isAgent, mobile_num: null, country_dialing_code: null, email: null, payee_name: null, payment_password_hash: null,
    qq_num: null, line: null, whatsapp: null, facebook: null, wechat: null, id_number: null, recommender_id: null, affiliate_code: null, upline_id: null,
    referral_code: null, register_domain: null, register_url: null, register_ip: null,
  }).returningAll().executeTakeFirstOrThrow()
  const { token } = await completeLogin(db, member, { ip: '127.0.0.1', userAgent: 'test' }, Date.now())
  return { id: member.id, token, auth: { authorization: `Bearer ${token}` } }
}
