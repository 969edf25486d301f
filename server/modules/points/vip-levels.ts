/** The VIP level table and a member's level as the last recompute set it (no row = the lowest level). */
import type { Kysely, Selectable, Transaction } from 'kysely'
import type { Database, VipLevelsTable } from '../../db/schema.ts'
import type { VipLevel } from '../../../src/shared/api/index.ts'

type Db = Kysely<Database> | Transaction<Database>

export const toVipLevel = (r: Selectable<VipLevelsTable>): VipLevel => ({
  level: r.level, label: r.label, club: r.club, requiredBet: Number(r.required_bet), rebateBp: r.rebate_bp,
  withdrawDailyCount: r.withdraw_daily_count, withdrawDailyMax: Number(r.withdraw_daily_max), pointMultiplierPct: r.point_multiplier_pct,
  birthdayBonus: Number(r.birthday_bonus),
})

/** Lowest first. */
export const vipLevels = async (db: Db): Promise<VipLevel[]> =>
  (await db.selectFrom('vip_levels').selectAll().orderBy('level').execute()).map(toVipLevel)

export const vipPeriodDays = async (db: Db): Promise<number> =>
  (await db.selectFrom('vip_config').select('period_days').executeTakeFirstOrThrow()).period_days

/** The level whose requirement the valid bets reach: the highest such, else the lowest level. */
export const levelFor = (levels: ReadonlyArray<VipLevel>, validBet: number): VipLevel | undefined =>
  levels.filter((l) => validBet >= l.requiredBet).at(-1) ?? levels[0]

/** The member's level now; undefined only when the operator emptied the table. */
export const memberLevel = async (db: Db, memberId: number, levels?: ReadonlyArray<VipLevel>): Promise<VipLevel | undefined> => {
  const table = levels ?? await vipLevels(db)
  const row = await db.selectFrom('member_vip').select('level').where('member_id', '=', memberId).executeTakeFirst()
  return (row ? table.find((l) => l.level === row.level) : undefined) ?? table[0]
}

/** The labels member info carries (spec §3): memberLabel[0] the level's label, clubLabel its club. */
export const memberLabels = async (db: Db, memberId: number): Promise<{ label: string; club: string }> => {
  const level = await memberLevel(db, memberId)
  return { label: level?.label ?? 'VIP0', club: level?.club ?? '' }
}
