import { describe, expect, it } from 'vitest'
import type { PointReward } from '@/shared/api'
import { maxQuantity, rewardState } from './rewardState.ts'

const name = { ty: 'x', en: 'x', cn: 'x', th: 'x', vi: 'x' }
const reward = (over: Partial<PointReward>): PointReward => ({
  id: 1, kind: 'item', name, image: '', requirement: { points: 100, amount: 0 }, creditAmount: null, availableQuantity: null, redeemLimit: null, redeemedQuantity: 0, ...over,
})

describe('reward state', () => {
  it('says the first reason a reward is closed', () => {
    expect(rewardState(reward({ availableQuantity: 0 }), 1_000, 0)).toBe('soldOut')
    expect(rewardState(reward({ redeemLimit: 2, redeemedQuantity: 2 }), 1_000, 0)).toBe('limitReached')
    expect(rewardState(reward({ requirement: { points: 100, amount: 500 } }), 1_000, 499)).toBe('betsShort')
    expect(rewardState(reward({}), 99, 0)).toBe('pointsShort')
    expect(rewardState(reward({}), 100, 0)).toBe('open')
  })
  it('caps the quantity by stock, the limit left, the points and the contract', () => {
    expect(maxQuantity(reward({ availableQuantity: 3 }), 10_000)).toBe(3)
    expect(maxQuantity(reward({ redeemLimit: 5, redeemedQuantity: 4 }), 10_000)).toBe(1)
    expect(maxQuantity(reward({}), 250)).toBe(2)
    expect(maxQuantity(reward({ requirement: { points: 0, amount: 0 } }), 0)).toBe(99)
  })
})
