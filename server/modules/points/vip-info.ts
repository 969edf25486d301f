/** The VIP page's figures for one member: their level, the next, and the valid bets of the period now. */
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { VipInfoReply } from '../../../src/shared/api/index.ts'
import { memberLevel, vipLevels, vipPeriodDays } from './vip-levels.ts'
import { memberValidBet } from './valid-bets.ts'

const DAY_MS = 86_400_000

export const vipInfo = async (db: Kysely<Database>, memberId: number, now: number): Promise<VipInfoReply> => {
  const [levels, periodDays] = await Promise.all([vipLevels(db), vipPeriodDays(db)])
  const level = (await memberLevel(db, memberId, levels))!
  const next = levels.find((l) => l.level > level.level) ?? null
  const validBet = await memberValidBet(db, memberId, new Date(now - periodDays * DAY_MS))
  const remaining = next === null ? 0 : Math.max(0, next.requiredBet - validBet)
  const percent = next === null ? 100 : next.requiredBet === 0 ? 100 : Math.min(100, Math.floor((validBet * 100) / next.requiredBet))
  return { level, next, periodDays, validBet, remaining, percent, levels }
}
