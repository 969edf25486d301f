/**
 * The VIP birthday bonus: on the member's birthday (the site's calendar day; a 29 February
 * birthday on 28 February in other years) the member's level's `birthday_bonus` is paid from
 * the cashier as ledger kind `birthday_bonus`, with an inbox message.
 *
 * Once per member and year, across processes and restarts: the `vip_birthday_bonuses` row
 * (primary key member and year) is inserted first in the paying transaction; a second runner
 * waits on that key and then finds it taken, and a crash before commit leaves neither the row
 * nor the money. The ledger key `birthday_bonus:<member>:<year>` says the same a second time.
 */
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { TRIAL_AGENT_CODE } from '../account/index.ts'
import { postMessage } from '../messages/index.ts'
import { creditMember, dayWindow, siteTimeZone } from '../rewards/index.ts'
import { vipLevels } from './vip-levels.ts'

export interface BirthdayRun {
  /** Members paid by this run. */
  readonly paid: number
  /** The site's day the run looked at, yyyy-MM-dd. */
  readonly day: string
}

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0

/** Pays today's birthdays not paid yet this year. */
export const runBirthdayBonuses = async (db: Kysely<Database>, now: number): Promise<BirthdayRun> => {
  const day = dayWindow(now, await siteTimeZone(db)).key
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const levels = await vipLevels(db)
  if (!levels.some((l) => l.birthdayBonus > 0)) return { paid: 0, day }
  const alsoLeapDay = month === 2 && date === 28 && !isLeap(year)
  const due = await db.selectFrom('members as m')
    .leftJoin('member_vip as v', 'v.member_id', 'm.id')
    .select(['m.id', 'v.level'])
    .where('m.birthday', 'is not', null).where('m.is_agent', '<>', TRIAL_AGENT_CODE)
    .where(sql<boolean>`extract(month FROM m.birthday) = ${month}`)
    .where(alsoLeapDay ? sql<boolean>`extract(day FROM m.birthday) IN (28, 29)` : sql<boolean>`extract(day FROM m.birthday) = ${date}`)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('vip_birthday_bonuses as b').select('b.member_id').whereRef('b.member_id', '=', 'm.id').where('b.year', '=', year))))
    .orderBy('m.id').execute()
  let paid = 0
  for (const m of due) {
    const level = (m.level === null ? undefined : levels.find((l) => l.level === m.level)) ?? levels[0]!
    if (level.birthdayBonus <= 0) continue
    const done = await db.transaction().execute(async (trx) => {
      const claimed = await trx.insertInto('vip_birthday_bonuses').values({ member_id: m.id, year, level: level.level, amount: level.birthdayBonus })
        .onConflict((oc) => oc.columns(['member_id', 'year']).doNothing()).returning('member_id').executeTakeFirst()
      if (!claimed) return false
      const tx = await creditMember(trx, `birthday_bonus:${m.id}:${year}`, 'birthday_bonus', m.id, level.birthdayBonus, { source: 'birthday', year, level: level.label })
      if (tx === null) return false
      await trx.updateTable('vip_birthday_bonuses').set({ tx_id: tx }).where('member_id', '=', m.id).where('year', '=', year).execute()
      await postMessage(trx, { memberId: m.id, kind: 'birthday_bonus', params: { amount: level.birthdayBonus, level: level.label } })
      return true
    })
    if (done) paid += 1
  }
  return { paid, day }
}
