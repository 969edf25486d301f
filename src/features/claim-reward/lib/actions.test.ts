import { describe, expect, it } from 'vitest'
import type { RewardItem } from '@/shared/api'
import { claimCall, doneKey, missionActionFor, rewardActionFor } from './actions.ts'

const reward = (over: Partial<RewardItem>): RewardItem => ({ source: 'promotion', id: 1, title: null, amount: 100, status: 'join', reason: null, startsAt: null, endsAt: null, periodKey: 'once', ...over })

describe('the action a reward\'s status allows (spec §4)', () => {
  it('joins only a promotion open to joining, claims what is issued or complete, and offers nothing else', () => {
    expect(rewardActionFor(reward({}))).toEqual({ kind: 'join', promotionId: 1 })
    expect(rewardActionFor(reward({ source: 'rebate', status: 'join' }))).toBeNull()
    expect(rewardActionFor(reward({ source: 'rebate', id: 3, status: 'issued' }))).toEqual({ kind: 'claim', source: 'rebate', id: 3 })
    expect(rewardActionFor(reward({ source: 'referral', id: 0, status: 'claim' }))).toEqual({ kind: 'claim', source: 'referral', id: 0 })
    for (const status of ['applying', 'rejected', 'claimed', 'process', 'joined', 'close', 'comingSoon'] as const) expect(rewardActionFor(reward({ status }))).toBeNull()
  })

  it('claims a mission only when it is complete', () => {
    expect(missionActionFor({ id: 7, status: 'claim' })).toEqual({ kind: 'mission', missionId: 7 })
    expect(missionActionFor({ id: 7, status: 'process' })).toBeNull()
    expect(missionActionFor({ id: 7, status: 'claimed' })).toBeNull()
  })

  it('words a refusal by the call that refused it, and what a success did by the reloaded status', () => {
    expect(claimCall({ kind: 'join', promotionId: 1 })).toBe('rewardJoin')
    expect(claimCall({ kind: 'claim', source: 'rebate', id: 3 })).toBe('rewardClaim')
    expect(claimCall({ kind: 'mission', missionId: 7 })).toBe('missionClaim')
    expect(doneKey({ kind: 'join', promotionId: 1 }, 'applying')).toBe('rewards.doneApplying')
    expect(doneKey({ kind: 'join', promotionId: 1 }, 'joined')).toBe('rewards.doneJoined')
    expect(doneKey({ kind: 'claim', source: 'rebate', id: 3 }, 'claimed')).toBe('rewards.done')
    // A mission's claim pays, whatever status the next period shows.
    expect(doneKey({ kind: 'mission', missionId: 7 }, 'process')).toBe('rewards.done')
  })
})
