import { Schema } from 'effect'
import * as Rewards from './schemas/rewards.ts'
import { endpoint, endpointTable } from './endpoint.ts'
import { protectionBlocked, realAccount } from './failure-groups.ts'

const claimRefusals = { NOT_FOUND: null, NOT_CLAIMABLE: null, ALREADY_CLAIMED: null, ...protectionBlocked } as const
const NoBody = Schema.Struct({})

/**
 * The reward pages of the member centre: platform messages, missions, the reward centre and
 * bonus details, invite friends. All need a real account's token; a member only ever sees
 * or changes their own rows (another member's id answers NOT_FOUND).
 */
export const RewardsEndpoints = endpointTable({
  messageList: endpoint({
    method: 'POST', path: '/wps/relay/CSP_messageList', body: Rewards.MessageListRequest, reply: Rewards.MessageListReply, auth: 'token', encrypted: false,
    failures: { ...realAccount },
  }),
  messageRead: endpoint({
    method: 'POST', path: '/wps/relay/CSP_messageRead', body: Rewards.MessageReadRequest, reply: Rewards.UnreadReply, auth: 'token', encrypted: false,
    failures: { ...realAccount, NOT_FOUND: null },
  }),
  messageDelete: endpoint({
    method: 'POST', path: '/wps/relay/CSP_messageDelete', body: Rewards.MessageDeleteRequest, reply: Rewards.UnreadReply, auth: 'token', encrypted: false,
    failures: { ...realAccount, NOT_FOUND: null },
  }),
  missionList: endpoint({
    method: 'POST', path: '/wps/relay/MCS2_missionList', body: NoBody, reply: Rewards.MissionListReply, auth: 'token', encrypted: false,
    failures: { ...realAccount },
  }),
  missionClaim: endpoint({
    method: 'POST', path: '/wps/relay/MCS2_missionClaim', body: Rewards.MissionClaimRequest, reply: Rewards.ClaimReply, auth: 'token', encrypted: false,
    failures: { ...realAccount, ...claimRefusals },
  }),
  missionLeaderboard: endpoint({
    method: 'POST', path: '/wps/relay/MCS2_missionLeaderboard', body: Rewards.MissionLeaderboardRequest, reply: Rewards.MissionLeaderboardReply, auth: 'token', encrypted: false,
    failures: { ...realAccount, NOT_FOUND: null },
  }),
  rewardList: endpoint({
    method: 'POST', path: '/wps/relay/MCS2_rewardList', body: NoBody, reply: Rewards.RewardListReply, auth: 'token', encrypted: false,
    failures: { ...realAccount },
  }),
  rewardJoin: endpoint({
    method: 'POST', path: '/wps/relay/MCS2_rewardJoin', body: Rewards.RewardJoinRequest, reply: Rewards.RewardItem, auth: 'token', encrypted: false,
    failures: { ...realAccount, ...protectionBlocked, NOT_FOUND: null, NOT_CLAIMABLE: null },
  }),
  rewardClaim: endpoint({
    method: 'POST', path: '/wps/relay/MCS2_rewardClaim', body: Rewards.RewardClaimRequest, reply: Rewards.ClaimReply, auth: 'token', encrypted: false,
    failures: { ...realAccount, ...claimRefusals },
  }),
  bonusDetails: endpoint({
    method: 'POST', path: '/wps/relay/MCS2_bonusDetails', body: Rewards.BonusDetailsRequest, reply: Rewards.BonusDetailsReply, auth: 'token', encrypted: false,
    failures: { ...realAccount },
  }),
  referralInfo: endpoint({
    method: 'GET', path: '/wps/relay/MCS2_referralInfo', reply: Rewards.ReferralInfoReply, auth: 'token', encrypted: false,
    failures: { ...realAccount },
  }),
  referralFriends: endpoint({
    method: 'POST', path: '/wps/relay/MCS2_referralFriends', body: Rewards.ReferralFriendsRequest, reply: Rewards.ReferralFriendsReply, auth: 'token', encrypted: false,
    failures: { ...realAccount },
  }),
})
