import { Schema } from 'effect'
import * as P from './schemas/points.ts'
import { RangeLimit } from './schemas/records.ts'
import { LimitValue } from './schemas/withdraw.ts'
import { endpoint, endpointTable } from './endpoint.ts'
import { paymentPassword, protectionBlocked, realAccount } from './failure-groups.ts'

const NoBody = Schema.Struct({})

/**
 * The point mall (/pointMall) and the VIP page (/vip): spec §7 "Points" under /wps/relay/,
 * plus the VIP calls. All but the public level table need a real account's token; redeem
 * and convert take the payment password (encrypted body) and a `requestId` that makes a
 * retry change nothing; during a break or self-exclusion they refuse with ON_BREAK /
 * SELF_EXCLUDED carrying the block.
 */
export const PointsEndpoints = endpointTable({
  pointBalance: endpoint({
    method: 'GET', path: '/wps/relay/MCS2_getPointBalance', reply: P.PointBalanceReply, auth: 'token', encrypted: false,
    failures: { ...realAccount },
  }),
  pointRewards: endpoint({
    method: 'POST', path: '/wps/relay/MCS2_getPointReward', body: NoBody, reply: P.PointRewardListReply, auth: 'token', encrypted: false,
    failures: { ...realAccount },
  }),
  pointRedeem: endpoint({
    method: 'POST', path: '/wps/relay/passwordCheck/MCS2_redeemPointReward', body: P.RedeemRequest, reply: P.RedeemReply, auth: 'token', encrypted: true,
    failures: {
      ...realAccount, ...paymentPassword, ...protectionBlocked, NOT_FOUND: null, REWARD_SOLD_OUT: null, LIMIT_REACHED: LimitValue,
      REWARD_REQUIREMENT_NOT_MET: P.BetRequirement, POINTS_INSUFFICIENT: P.PointsShort,
    },
  }),
  redeemList: endpoint({
    method: 'POST', path: '/wps/relay/MCS2_getRedeemPointList', body: P.RedeemListRequest, reply: P.RedeemListReply, auth: 'token', encrypted: false,
    failures: { ...realAccount },
  }),
  pointConfig: endpoint({
    method: 'GET', path: '/wps/relay/MCS2_getPointConfig', reply: P.PointConfigReply, auth: 'token', encrypted: false,
    failures: { ...realAccount },
  }),
  pointConvert: endpoint({
    method: 'POST', path: '/wps/relay/passwordCheck/MCS2_convertPoint', body: P.ConvertRequest, reply: P.ConvertReply, auth: 'token', encrypted: true,
    failures: { ...realAccount, ...paymentPassword, ...protectionBlocked, POINTS_INSUFFICIENT: P.PointsShort, POINTS_BELOW_MINIMUM: P.PointsMinimum },
  }),
  pointTransactions: endpoint({
    method: 'POST', path: '/wps/relay/ODSFE2_MemTransDet', body: P.PointTransactionsRequest, reply: P.PointTransactionsReply, auth: 'token', encrypted: false,
    failures: { ...realAccount, RECORDS_RANGE_INVALID: RangeLimit },
  }),
  vipInfo: endpoint({
    method: 'GET', path: '/wps/relay/MCS2_getVipInfo', reply: P.VipInfoReply, auth: 'token', encrypted: false,
    failures: { ...realAccount },
  }),
  vipLevels: endpoint({
    method: 'GET', path: '/wps/relay/MCS2_getVipLevels', reply: P.VipLevelsReply, auth: 'none', encrypted: false,
  }),
})
