/** The member calls of missions, the reward centre, bonus details and invite friends. */
import type { FastifyInstance } from 'fastify'
import { Endpoints, RewardsEndpoints, type RewardItem } from '../../../src/shared/api/index.ts'
import { route } from '../../http/route.ts'
import { TRIAL_AGENT_CODE, requireRealAccount } from '../account/index.ts'
import { assertNotBlocked, blockOf } from '../protection/index.ts'
import { bonusDetails } from './bonus-details.ts'
import { claimMission, missionLeaderboard, missionsOf, readyToClaim } from './missions.ts'
import { claimPromotion, claimRebate, joinPromotion, promotionItems } from './promotions.ts'
import { claimReferral, referralCodeOf, referralFriends, referralPath, referralSummary } from './referrals.ts'

export const registerRewardRoutes = (app: FastifyInstance): void => {
  const ctx = app.tala
  const db = ctx.db
  const memberOf = (session: Parameters<typeof requireRealAccount>[0]) => Number(requireRealAccount(session).memberId)
  // Player protection: during a break or self-exclusion no offers are shown and none can be taken.
  const blocked = async (memberId: number) => (await blockOf(db, memberId, ctx.now())) !== null
  const claimer = async (session: Parameters<typeof requireRealAccount>[0]) => {
    const memberId = memberOf(session)
    await assertNotBlocked(db, memberId, ctx.now())
    return memberId
  }

  route(app, RewardsEndpoints.missionList, async ({ session }) => {
    const memberId = memberOf(session)
    if (await blocked(memberId)) return { list: [], readyToClaim: 0 }
    const list = await missionsOf(db, memberId, ctx.now())
    return { list, readyToClaim: readyToClaim(list) }
  })

  // The menu badge: 0 for a trial account, which cannot open the member centre.
  route(app, Endpoints.missionReadyCount, async ({ session }) =>
    ({ count: session!.isAgent === TRIAL_AGENT_CODE || await blocked(Number(session!.memberId)) ? 0 : readyToClaim(await missionsOf(db, Number(session!.memberId), ctx.now())) }))

  route(app, RewardsEndpoints.missionClaim, async ({ body, session }) => claimMission(db, await claimer(session), body.missionId, ctx.now()))

  route(app, RewardsEndpoints.missionLeaderboard, async ({ body, session }) =>
    missionLeaderboard(db, memberOf(session), body.missionId, body.limit ?? 10, ctx.now()))

  route(app, RewardsEndpoints.rewardList, async ({ session }) => {
    const memberId = memberOf(session)
    if (await blocked(memberId)) return { list: [] }
    const now = ctx.now()
    const [missions, promotions, referral] = await Promise.all([missionsOf(db, memberId, now), promotionItems(db, memberId, now), referralSummary(db, memberId)])
    const missionItems = missions.map((m): RewardItem => ({
      source: 'mission', id: m.id, title: m.title, amount: m.reward, status: m.status, reason: null, startsAt: null, endsAt: m.endsAt, periodKey: m.periodKey,
    }))
    const referralItems: RewardItem[] = referral.rule.rewardPerFriend > 0 ? [{
      source: 'referral', id: 0, title: null, reason: null, startsAt: null, endsAt: null, periodKey: 'once',
      amount: referral.claimable > 0 ? referral.claimable : referral.claimed,
      status: referral.claimable > 0 ? 'claim' : referral.claimed > 0 ? 'claimed' : 'process',
    }] : []
    return { list: [...missionItems, ...promotions, ...referralItems] }
  })

  route(app, RewardsEndpoints.rewardJoin, async ({ body, session }) => joinPromotion(db, await claimer(session), body.promotionId, ctx.now()))

  route(app, RewardsEndpoints.rewardClaim, async ({ body, session }) => {
    const memberId = await claimer(session)
    const now = ctx.now()
    switch (body.source) {
      case 'mission': return claimMission(db, memberId, body.id, now)
      case 'promotion': return claimPromotion(db, memberId, body.id, now)
      case 'rebate': return claimRebate(db, memberId, body.id, now)
      case 'referral': return claimReferral(db, memberId, now)
    }
  })

  route(app, RewardsEndpoints.bonusDetails, async ({ body, session }) => bonusDetails(db, memberOf(session), body))

  route(app, RewardsEndpoints.referralInfo, async ({ session }) => {
    const memberId = memberOf(session)
    const [code, summary] = await Promise.all([referralCodeOf(db, memberId), referralSummary(db, memberId)])
    return { code, path: referralPath(code), rule: summary.rule, friends: summary.friends, claimable: summary.claimable, claimed: summary.claimed }
  })

  route(app, RewardsEndpoints.referralFriends, async ({ body, session }) => referralFriends(db, memberOf(session), body.page, body.pageSize))
}
