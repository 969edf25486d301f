/**
 * The member's date of birth, which the VIP birthday bonus is paid on: set once by the member
 * (changing it would move a bonus, so a change is a customer-service matter), a real date of
 * someone at least 18 (spec §9's minimum age) on the site's calendar.
 */
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { ApiError } from '../../http/errors.ts'
import { dayWindow, siteTimeZone } from '../rewards/index.ts'

const MIN_AGE = 18
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

const invalid = (reason: string, message: string) => new ApiError('VALIDATION_FAILED', message, { fields: [{ field: 'birthday', reason }] })

/** yyyy-MM-dd, or '' when none is set. */
export const birthdayOf = async (db: Kysely<Database>, memberId: number): Promise<string> =>
  (await db.selectFrom('members').select(sql<string | null>`birthday::text`.as('birthday')).where('id', '=', memberId).executeTakeFirst())?.birthday ?? ''

export const bindBirthday = async (db: Kysely<Database>, memberId: number, raw: string, now: number): Promise<void> => {
  const m = DATE.exec(raw.trim())
  if (!m) throw invalid('pattern', 'The date of birth is yyyy-MM-dd.')
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const date = new Date(Date.UTC(y, mo - 1, d))
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d || y < 1900) throw invalid('pattern', 'No such date.')
  const today = dayWindow(now, await siteTimeZone(db)).key
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number]
  const age = ty - y - (tm < mo || (tm === mo && td < d) ? 1 : 0)
  if (age < MIN_AGE) throw invalid('age', `Members are at least ${MIN_AGE} years old.`)
  const updated = await db.updateTable('members').set({ birthday: raw.trim() })
    .where('id', '=', memberId).where('birthday', 'is', null).returning('id').executeTakeFirst()
  if (!updated) throw new ApiError('ALREADY_BOUND', 'The date of birth is already set. Please contact customer service to change it.')
}
