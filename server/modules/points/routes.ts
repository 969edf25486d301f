/** The point mall's and the VIP page's member calls; every one reads or changes the caller's own rows only. */
import type { FastifyInstance } from 'fastify'
import { PointsEndpoints } from '../../../src/shared/api/index.ts'
import { route } from '../../http/route.ts'
import type { Session } from '../../http/token.ts'
import { requireRealAccount } from '../account/index.ts'
import { assertNotBlocked } from '../protection/index.ts'
import { dayRange } from '../records/index.ts'
import { verifyPaymentPassword } from '../withdraw/index.ts'
import { rewardsOnOffer } from './catalogue.ts'
import { convertRule, pointRates } from './config.ts'
import { convertPoints } from './convert.ts'
import { pointBalance } from './ledger.ts'
import { redeemHistory, redeemReward } from './redeem.ts'
import { pointTransactions } from './transactions.ts'
import { memberValidBet } from './valid-bets.ts'
import { vipInfo } from './vip-info.ts'
import { memberLevel, vipLevels, vipPeriodDays } from './vip-levels.ts'

const DEFAULT_PAGE_SIZE = 20

/** The caller's member id; a trial account has no points (spec §6: no member centre). */
const member = (session: Session | null): number => Number(requireRealAccount(session).memberId)

export const registerPointsRoutes = (app: FastifyInstance): void => {
  const ctx = app.tala
  const db = ctx.db

  route(app, PointsEndpoints.pointBalance, async ({ session }) => ({ balance: await pointBalance(db, member(session)) }))

  route(app, PointsEndpoints.pointRewards, async ({ session }) => {
    const memberId = member(session)
    const [list, balance, validBet] = await Promise.all([rewardsOnOffer(db, memberId), pointBalance(db, memberId), memberValidBet(db, memberId)])
    return { list, balance, validBet }
  })

  // The payment password is checked before (outside) the transaction: a wrong try stays counted.
  // Player protection: during a break or self-exclusion no points turn into rewards or money
  // (ON_BREAK / SELF_EXCLUDED with the block, as every refused money call), asked before the password.
  route(app, PointsEndpoints.pointRedeem, async ({ body, session }) => {
    const memberId = member(session)
    await assertNotBlocked(db, memberId, ctx.now())
    await verifyPaymentPassword(db, memberId, body.paymentPassword, ctx.now())
    return redeemReward(db, memberId, { requestId: body.requestId, rewardId: body.rewardId, quantity: body.quantity })
  })

  route(app, PointsEndpoints.redeemList, async ({ body, session }) =>
    redeemHistory(db, member(session), { page: body.page ?? 1, pageSize: body.pageSize ?? DEFAULT_PAGE_SIZE, ...(body.status ? { status: body.status } : {}) }))

  route(app, PointsEndpoints.pointConfig, async ({ session }) => {
    const memberId = member(session)
    const [rule, rates, level] = await Promise.all([convertRule(db), pointRates(db), memberLevel(db, memberId)])
    return { ratio: { points: rule.points, amount: rule.amount }, minimum: rule.minimum, rates, multiplierPct: level?.pointMultiplierPct ?? 100 }
  })

  route(app, PointsEndpoints.pointConvert, async ({ body, session }) => {
    const memberId = member(session)
    await assertNotBlocked(db, memberId, ctx.now())
    await verifyPaymentPassword(db, memberId, body.paymentPassword, ctx.now())
    return convertPoints(db, memberId, body.requestId, body.points)
  })

  route(app, PointsEndpoints.pointTransactions, async ({ body, session }) =>
    pointTransactions(db, {
      memberId: member(session), range: dayRange(body.from, body.to, body.tzOffsetMinutes),
      ...(body.kinds ? { kinds: body.kinds } : {}), page: body.page ?? 1, pageSize: body.pageSize ?? DEFAULT_PAGE_SIZE,
    }))

  route(app, PointsEndpoints.vipInfo, async ({ session }) => vipInfo(db, member(session), ctx.now()))

  route(app, PointsEndpoints.vipLevels, async () => {
    const [levels, periodDays] = await Promise.all([vipLevels(db), vipPeriodDays(db)])
    return { levels, periodDays }
  })
}
