/** Finding a member by the names they log in with: account name or mobile number. */
import type { Kysely } from 'kysely'
import type { Database, MemberRow } from '../../db/schema.ts'
import type { Phone } from './phone.ts'

export const findByPhone = (db: Kysely<Database>, phone: Phone): Promise<MemberRow | undefined> =>
  db.selectFrom('members').selectAll().where('mobile_num', '=', phone.mobileNum).where('country_dialing_code', '=', phone.countryDialingCode).executeTakeFirst()

export const findByAccount = (db: Kysely<Database>, account: string): Promise<MemberRow | undefined> =>
  db.selectFrom('members').selectAll().where('account', '=', account.trim().toLowerCase()).executeTakeFirst()
