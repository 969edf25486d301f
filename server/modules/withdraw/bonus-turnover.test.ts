/**
 * A bonus asks for turnover before it can leave: deposit 500.00 and claim the first-deposit
 * mission's 20.00, and a withdrawal of 520.00 is refused (409 TURNOVER_REQUIRED with what is
 * locked, left to wager and free), the 500.00 is not, concurrent requests cannot pass the
 * lock together, a transfer to the upline is held to it too, and valid bets free the bonus
 * (a rolled-back bet does not count).
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { createTestApp, envelope, type TestApp } from '../../testing/test-app.ts'
import { balances, bindAccount, createMember, memberCall, value, withdraw, type TestMember } from '../../testing/withdraw-helpers.ts'
import { placeBet, postDeposit } from '../../testing/reward-helpers.ts'
import { encrypted } from '../../testing/account-helpers.ts'

let t: TestApp
let m: TestMember
let payout: string
beforeAll(async () => {
  t = await createTestApp()
  await createMember(t, 'turnagent', { isAgent: 1 })
  m = await createMember(t, 'turnover1', { upline: 'turnagent' })
  payout = await bindAccount(t, m)
  await postDeposit(t.testDb.db, m.id, 50_000, 'turnover1')
  const mission = await t.testDb.db.selectFrom('missions').select('id').where('kind', '=', 'first_deposit').executeTakeFirstOrThrow()
  const claimed = await t.app.inject({ method: 'POST', url: '/wps/relay/MCS2_rewardClaim', headers: { token: m.token }, payload: { source: 'mission', id: mission.id } })
  expect(envelope(claimed)).toMatchObject({ success: true })
})
afterAll(async () => { await t?.close() })

const rules = async () => value<{ bonusLocked: number; turnoverLeft: number }>(await memberCall(t, m, 'GET', '/wps/member/withdrawals?page=1&pageSize=1'))

it('locks the bonus until its turnover is met, against withdrawals and transfers, one request at a time', async () => {
  expect((await balances(t, m.id)).main).toBe(52_000)
  expect(await rules()).toMatchObject({ bonusLocked: 2_000, turnoverLeft: 2_000 })

  const refused = await withdraw(t, m, payout, 52_000)
  expect(refused.statusCode).toBe(409)
  expect(envelope(refused)).toMatchObject({ success: false, code: 'TURNOVER_REQUIRED', value: { locked: 2_000, remaining: 2_000, available: 50_000 } })
  const transfer = await memberCall(t, m, 'POST', '/wps/member/upline/transfer', encrypted({ requestId: randomUUID(), amount: 51_000, paymentPassword: '246810' }))
  expect(envelope(transfer)).toMatchObject({ success: false, code: 'TURNOVER_REQUIRED' })
  expect((await balances(t, m.id)).main).toBe(52_000)

  // Four requests of 260.00 at once (the balance covers two): only one fits in the 500.00 that is free.
  const replies = await Promise.all(Array.from({ length: 4 }, () => withdraw(t, m, payout, 26_000)))
  expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1)
  expect(replies.filter((r) => envelope(r).success === false).map((r) => (envelope(r) as { code: string }).code)).toEqual(Array(3).fill('TURNOVER_REQUIRED'))
  expect(await balances(t, m.id)).toEqual({ main: 26_000, hold: 26_000 })

  // A rolled-back bet is no turnover; settled ones are.
  await placeBet(t.testDb.db, m.id, 'G1', 5_000, undefined, 'rolled_back')
  await placeBet(t.testDb.db, m.id, 'G1', 1_500)
  expect(await rules()).toMatchObject({ bonusLocked: 2_000, turnoverLeft: 500 })
  expect(envelope(await withdraw(t, m, payout, 26_000))).toMatchObject({ success: false, code: 'TURNOVER_REQUIRED' })
  await placeBet(t.testDb.db, m.id, 'G1', 500)
  expect(await rules()).toMatchObject({ bonusLocked: 0, turnoverLeft: 0 })
  expect(envelope(await withdraw(t, m, payout, 26_000))).toMatchObject({ success: true })
  expect(await balances(t, m.id)).toEqual({ main: 0, hold: 52_000 })
})
