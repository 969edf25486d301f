import { memberScope } from '@/shared/lib'

const centre = [...memberScope, 'memberCentre'] as const

/**
 * Every query key of the member centre's pages, in one place: a money action names here what
 * it changed (a deposit its list, a withdrawal the tracker and the account record...). The
 * money actions' own reads (deposit channels, payout accounts, the upline, the wallets) are
 * keyed in their features.
 */
export const memberCentreKeys = {
  all: centre,
  deposits: () => [...centre, 'deposits'] as const,
  withdrawals: () => [...centre, 'withdrawals'] as const,
  withdrawRules: () => [...centre, 'withdrawRules'] as const,
  /** The ledger's reads: the account record, the P&L, the bonuses (a money action changes them). */
  records: () => [...centre, 'records'] as const,
  bettingRecord: () => [...centre, 'records', 'bets'] as const,
  accountRecord: () => [...centre, 'records', 'movements'] as const,
  personalProfit: () => [...centre, 'records', 'profit'] as const,
  bonusDetails: () => [...centre, 'records', 'bonuses'] as const,
  inbox: () => [...centre, 'inbox'] as const,
  rewards: () => [...centre, 'rewards'] as const,
  missions: () => [...centre, 'missions'] as const,
  leaderboards: () => [...centre, 'leaderboards'] as const,
  leaderboard: (missionId: number) => [...centre, 'leaderboards', missionId] as const,
  referralInfo: () => [...centre, 'referral', 'info'] as const,
  referralFriends: () => [...centre, 'referral', 'friends'] as const,
}
