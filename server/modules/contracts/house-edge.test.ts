/**
 * The house's salaries for one agent may not pay, together, more than the house keeps on the
 * game with the best RTP: an agent would otherwise earn by betting through its own members.
 * The operator is told the figures, and may still set them on purpose (aboveEdge).
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestApp, envelope, send, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
let edgeBp: number
beforeAll(async () => {
  t = await createTestApp()
  const best = await t.testDb.db.selectFrom('games').select((eb) => eb.fn.max('rtp_bp').as('rtp')).executeTakeFirstOrThrow()
  edgeBp = 10_000 - Number(best.rtp)
})
afterAll(async () => { await t?.close() })

const setSalary = (kind: string, rateBp: number, aboveEdge?: boolean) => send(t.app, {
  method: 'PUT', url: '/admin/contracts/house', admin: true,
  payload: { account: 'agent01', kind, period: kind.replace('_salary', ''), tiers: [{ minActive: 0, minAmount: 0, rateBp }], ...(aboveEdge ? { aboveEdge } : {}) },
})

it('refuses salaries that together pay more than the house edge, unless the operator insists', async () => {
  const half = Math.floor(edgeBp / 2)
  expect(envelope(await setSalary('realtime_salary', half))).toMatchObject({ success: true })
  // A second kind that takes the sum past the edge: refused, with the figures, and nothing set.
  const refused = await setSalary('hourly_salary', edgeBp - half + 1)
  expect(envelope(refused)).toMatchObject({ success: false, code: 'CONTRACT_CEILING', value: { totalBp: edgeBp + 1, edgeBp } })
  const hourly = await t.testDb.db.selectFrom('contracts').select('id').where('kind', '=', 'hourly_salary').where('upline_id', 'is', null).where('status', '=', 'active').execute()
  expect(hourly).toEqual([])
  // Up to the edge is fine; past it only on purpose.
  expect(envelope(await setSalary('hourly_salary', edgeBp - half))).toMatchObject({ success: true })
  expect(envelope(await setSalary('daily_salary', 1))).toMatchObject({ success: false, code: 'CONTRACT_CEILING' })
  expect(envelope(await setSalary('daily_salary', 1, true))).toMatchObject({ success: true })
})
