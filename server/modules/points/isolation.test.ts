/**
 * Two members and every point call: A leaves points, a redemption and a conversion; B, with
 * A's request ids, sees nothing of A's and changes nothing of A's (request ids are per member).
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { createMember, type TestMember } from '../../testing/withdraw-helpers.ts'
import { adminCall, convert, pointsCall, pointsOf, redeem } from '../../testing/points-helpers.ts'

let t: TestApp
let a: TestMember
let b: TestMember
const day = new Date().toISOString().slice(0, 10)
const snapshot = async (m: TestMember) => ({
  points: await pointsOf(t, m.token),
  redemptions: await pointsCall(t, m.token, 'POST', 'MCS2_getRedeemPointList', {}),
  moves: await pointsCall(t, m.token, 'POST', 'ODSFE2_MemTransDet', { from: day, to: day }),
})

beforeAll(async () => {
  t = await createTestApp()
  a = await createMember(t, 'ptisoa', { balance: 0 })
  b = await createMember(t, 'ptisob', { balance: 0 })
})
afterAll(async () => t?.close())

it('keeps each member\'s points, redemptions and movements their own', async () => {
  await adminCall(t, 'POST', '/admin/points/adjust', { account: a.account, points: 1000, reason: 'test' })
  const reward = (await t.testDb.db.selectFrom('point_rewards').select('id').where('kind', '=', 'credit').where('points', '=', 100).executeTakeFirstOrThrow()).id
  const redeemId = randomUUID()
  const convertId = randomUUID()
  expect(await redeem(t, a.token, reward, 1, undefined, redeemId)).toMatchObject({ success: true })
  expect(await convert(t, a.token, 100, undefined, convertId)).toMatchObject({ success: true })
  const before = await snapshot(a)

  expect(await snapshot(b)).toEqual({
    points: 0,
    redemptions: { success: true, value: { list: [], total: 0, page: 1, pageSize: 20 } },
    moves: { success: true, value: { list: [], total: 0, page: 1, pageSize: 20 } },
  })
  // A's request ids are not B's: B's own request, refused for B's own lack of points.
  expect(await redeem(t, b.token, reward, 1, undefined, redeemId)).toMatchObject({ success: false, code: 'POINTS_INSUFFICIENT' })
  expect(await convert(t, b.token, 100, undefined, convertId)).toMatchObject({ success: false, code: 'POINTS_INSUFFICIENT' })
  expect(await pointsCall(t, b.token, 'POST', 'MCS2_getPointReward', {})).toMatchObject({ success: true, value: { balance: 0 } })
  expect(await pointsCall(t, b.token, 'GET', 'MCS2_getVipInfo')).toMatchObject({ success: true, value: { validBet: 0 } })
  expect(await snapshot(a)).toEqual(before)
})
