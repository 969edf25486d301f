/**
 * The VIP recompute: every member's level from their valid bets of the last `period_days`
 * days (levels go up and down with them). Once per run key: the run's row in `vip_runs` is
 * inserted in the same transaction as the levels, so of several processes (or a restarted
 * one) asking for the same day's run, one does it and the others find the row and stop.
 */
import type { Kysely } from 'kysely'
import { sql } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { getSetting } from '../../db/settings.ts'
import { levelFor, vipLevels, vipPeriodDays } from './vip-levels.ts'
import { validBetsSince } from './valid-bets.ts'

const DAY_MS = 86_400_000
const CHUNK = 500

export interface VipRun {
  /** False when this run key had run before (nothing done). */
  readonly ran: boolean
  readonly members: number
  /** Members whose level changed. */
  readonly changed: number
}

/** The daily run's key: the site's calendar day (setting siteTimeZone, default Asia/Manila). */
export const dailyRunKey = async (db: Kysely<Database>, now: number): Promise<string> => {
  const zone = (await getSetting(db, 'siteTimeZone')) ?? 'Asia/Manila'
  return `daily:${new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(now))}`
}

export const runVipRecompute = async (db: Kysely<Database>, runKey: string, runBy: string, now: number): Promise<VipRun> =>
  db.transaction().execute(async (trx) => {
    const claimed = await trx.insertInto('vip_runs').values({ run_key: runKey, run_by: runBy })
      .onConflict((oc) => oc.column('run_key').doNothing()).returning('run_key').executeTakeFirst()
    if (!claimed) return { ran: false, members: 0, changed: 0 }
    const levels = await vipLevels(trx)
    if (levels.length === 0) return { ran: true, members: 0, changed: 0 }
    const bets = await validBetsSince(trx, new Date(now - (await vipPeriodDays(trx)) * DAY_MS))
    const before = new Map((await trx.selectFrom('member_vip').select(['member_id', 'level']).execute()).map((r) => [r.member_id, r.level]))
    const lowest = levels[0]!.level
    const rows: Array<{ member_id: number; level: number; valid_bet: number }> = []
    for (const id of new Set([...bets.keys(), ...before.keys()])) {
      const validBet = bets.get(id) ?? 0
      rows.push({ member_id: id, level: levelFor(levels, validBet)!.level, valid_bet: validBet })
    }
    let changed = 0
    for (const r of rows) if ((before.get(r.member_id) ?? lowest) !== r.level) changed += 1
    for (let i = 0; i < rows.length; i += CHUNK) {
      await trx.insertInto('member_vip').values(rows.slice(i, i + CHUNK)).onConflict((oc) => oc.column('member_id').doUpdateSet({
        level: (eb) => eb.ref('excluded.level'),
        valid_bet: (eb) => eb.ref('excluded.valid_bet'),
        // When the level last changed: kept when it did not.
        changed_at: sql`CASE WHEN member_vip.level = excluded.level THEN member_vip.changed_at ELSE now() END`,
        computed_at: sql`now()`,
      })).execute()
    }
    await trx.updateTable('vip_runs').set({ members: rows.length, changed }).where('run_key', '=', runKey).execute()
    return { ran: true, members: rows.length, changed }
  })
