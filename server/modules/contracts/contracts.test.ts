/**
 * The contract calls through `inject`: offer, preview, accept/reject (also through spec §7's
 * four process calls), terminate with its cascade, the lower-rate confirmation, history; who
 * may call them (agents only, and only across one direct relation); bad input everywhere.
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Contract } from '../../../src/shared/api/index.ts'
import { createTestApp, envelope, send, type TestApp } from '../../testing/test-app.ts'
import type { TestMember } from '../../testing/member-helpers.ts'
import { houseContract, memberUnder, tiers } from '../../testing/contract-helpers.ts'

let t: TestApp
let a: TestMember, b: TestMember, c: TestMember, z: TestMember, zb: TestMember, m1: TestMember, plain: TestMember, trial: TestMember

beforeAll(async () => {
  t = await createTestApp()
  const db = t.testDb.db
  a = await memberUnder(db, 'ctagenta', null)
  b = await memberUnder(db, 'ctagentb', a.id)
  c = await memberUnder(db, 'ctagentc', b.id)
  m1 = await memberUnder(db, 'ctmember1', a.id, 0)
  z = await memberUnder(db, 'ctagentz', null)
  zb = await memberUnder(db, 'ctagentzb', z.id)
  plain = await memberUnder(db, 'ctplain', null, 0)
  trial = await memberUnder(db, 'cttrial', null, 4)
  const since = new Date(Date.now() - 86_400_000)
  await houseContract(db, a.id, 'realtime_salary', 'realtime', tiers([0, 0, 100], [2, 0, 200]), since)
  await houseContract(db, z.id, 'realtime_salary', 'realtime', tiers([0, 0, 100]), since)
})
afterAll(async () => t?.close())

const call = async <T>(who: TestMember, path: string, payload?: unknown, method: 'POST' | 'GET' = 'POST') => {
  const res = await t.app.inject({ method, url: path, headers: who.auth, ...(payload === undefined ? {} : { payload: payload as object }) })
  return { status: res.statusCode, env: envelope<T>(res) }
}
const ok = async <T>(who: TestMember, path: string, payload?: unknown, method: 'POST' | 'GET' = 'POST'): Promise<T> => {
  const r = await call<T>(who, path, payload, method)
  if (!r.env.success) throw new Error(`${path}: ${r.env.code} ${r.env.message}`)
  return r.env.value
}
const R = (name: string) => `/wps/relay/${name}`
const snapshot = async () => {
  const r = await sql<{ c: string; e: string; s: string }>`
    SELECT (SELECT count(*) FROM contracts) AS c, (SELECT count(*) FROM contract_events) AS e,
           (SELECT string_agg(id || status, ',' ORDER BY id) FROM contracts) AS s`.execute(t.testDb.db)
  return r.rows[0]
}
const realtime = (downlineId: number, t_: ReturnType<typeof tiers>, extra: Record<string, unknown> = {}) =>
  ({ downlineId, kind: 'realtime_salary', period: 'realtime', tiers: t_, ...extra })

describe('contracts: offer, answer, end', () => {
  let ab: Contract
  let bc: Contract

  it('previews an offer within the ceiling and refuses one above it, changing nothing', async () => {
    const p = await ok<{ withinCeiling: boolean; wouldEnd: Contract[]; ceiling: Contract | null }>(a, R('MCS2_contractPreview'), realtime(b.id, tiers([0, 0, 50])))
    expect(p.withinCeiling).toBe(true)
    expect(p.wouldEnd).toEqual([])
    expect(p.ceiling?.upline).toBeNull()
    const before = await snapshot()
    // 300 bp at 0 members is above the house contract's 100 bp there (200 needs 2 active members).
    const r = await call(a, R('MCS2_contractOffer'), realtime(b.id, tiers([0, 0, 300])))
    expect(r.env).toMatchObject({ success: false, code: 'CONTRACT_CEILING' })
    const r2 = await call(a, R('MCS2_contractOffer'), realtime(b.id, tiers([0, 0, 100], [1, 0, 200])))
    expect(r2.env).toMatchObject({ success: false, code: 'CONTRACT_CEILING' })
    expect(await snapshot()).toEqual(before)
  })

  it('offers to a direct downline agent, which accepts through MCSFE_processRealTimeSalaryContract', async () => {
    ab = await ok<Contract>(a, R('MCS2_contractOffer'), realtime(b.id, tiers([0, 0, 50], [2, 0, 150])))
    expect(ab).toMatchObject({ status: 'offered', upline: { id: a.id }, downline: { id: b.id } })
    const consolidated = await ok<{ realtimesalreqtype: number }>(b, '/wps/member/info/funds/consolidated', undefined, 'GET')
    expect(consolidated.realtimesalreqtype).toBe(1)
    // The wrong kind's process call does not find it.
    expect((await call(b, R('MCS2_processDividendReq'), { contractId: ab.id, action: 'accept' })).env).toMatchObject({ success: false, code: 'NOT_FOUND' })
    // The upline cannot accept its own offer.
    expect((await call(a, R('MCS2_contractAccept'), { contractId: ab.id })).env).toMatchObject({ success: false, code: 'NOT_FOUND' })
    const accepted = await ok<Contract>(b, R('MCSFE_processRealTimeSalaryContract'), { contractId: ab.id, action: 'accept' })
    expect(accepted.status).toBe('active')
    expect((await call(b, R('MCS2_contractAccept'), { contractId: ab.id })).env).toMatchObject({ success: false, code: 'CONTRACT_STATE' })
    expect((await ok<{ realtimesalreqtype: number }>(b, '/wps/member/info/funds/consolidated', undefined, 'GET')).realtimesalreqtype).toBe(2)
  })

  it('lets the downline pass on a lower contract, never a higher one', async () => {
    expect((await call(b, R('MCS2_contractOffer'), realtime(c.id, tiers([0, 0, 60])))).env).toMatchObject({ success: false, code: 'CONTRACT_CEILING' })
    bc = await ok<Contract>(b, R('MCS2_contractOffer'), realtime(c.id, tiers([0, 0, 40])))
    await ok(c, R('MCS2_contractAccept'), { contractId: bc.id })
  })

  it('a lower offer asks for confirmation, lists what would end, and ends it only once agreed and accepted', async () => {
    const before = await snapshot()
    const r = await call<unknown>(a, R('MCS2_contractOffer'), realtime(b.id, tiers([0, 0, 30])))
    expect(r.env).toMatchObject({ success: false, code: 'CONFIRM_REQUIRED' })
    if (r.env.success) throw new Error('unreachable')
    expect((r.env.value as { wouldEnd: Contract[] }).wouldEnd.map((x) => x.id)).toEqual([bc.id])
    expect(await snapshot()).toEqual(before)
    const preview = await ok<{ wouldEnd: Contract[]; replaces: Contract | null }>(a, R('MCS2_contractPreview'), realtime(b.id, tiers([0, 0, 30])))
    expect(preview.wouldEnd.map((x) => x.id)).toEqual([bc.id])
    expect(preview.replaces?.id).toBe(ab.id)
    const lower = await ok<Contract>(a, R('MCS2_contractOffer'), realtime(b.id, tiers([0, 0, 30]), { terminateLower: true }))
    expect(lower.terminateLower).toBe(true)
    await ok(b, R('MCS2_contractAccept'), { contractId: lower.id })
    const list = await ok<{ list: Contract[] }>(b, R('MCS2_contractList'), { role: 'downline' })
    expect(list.list.find((x) => x.id === ab.id)).toMatchObject({ status: 'terminated', endReason: 'superseded' })
    expect(list.list.find((x) => x.id === lower.id)).toMatchObject({ status: 'active' })
    const given = await ok<{ list: Contract[] }>(b, R('MCS2_contractList'), { role: 'upline' })
    expect(given.list.find((x) => x.id === bc.id)).toMatchObject({ status: 'terminated', endReason: 'ceiling' })
    ab = lower
  })

  it('either side terminates; the contracts below end with it; history keeps every step', async () => {
    bc = await ok<Contract>(b, R('MCS2_contractOffer'), realtime(c.id, tiers([0, 0, 20])))
    await ok(c, R('MCS2_contractAccept'), { contractId: bc.id })
    const r = await ok<{ contract: Contract; ended: Contract[] }>(b, R('MCS2_contractTerminate'), { contractId: ab.id })
    expect(r.contract).toMatchObject({ status: 'terminated', endReason: 'downline' })
    expect(r.ended.map((x) => [x.id, x.endReason])).toEqual([[bc.id, 'cascade']])
    const h = await ok<{ events: { event: string; contractId: number }[] }>(a, R('MCS2_contractHistory'), { memberId: b.id })
    expect(h.events.filter((e) => e.contractId === ab.id).map((e) => e.event)).toEqual(['offered', 'accepted', 'terminated'])
    expect((await call(a, R('MCS2_contractTerminate'), { contractId: ab.id })).env).toMatchObject({ success: false, code: 'CONTRACT_STATE' })
  })

  it('a rejected offer stays in the history; an upline may withdraw an offer, the downline may not terminate one', async () => {
    const o1 = await ok<Contract>(a, R('MCS2_contractOffer'), realtime(b.id, tiers([0, 0, 10])))
    expect((await call(b, R('MCS2_contractTerminate'), { contractId: o1.id })).env).toMatchObject({ success: false, code: 'CONTRACT_STATE' })
    expect((await ok<Contract>(b, R('MCSFE_processRealTimeSalaryContract'), { contractId: o1.id, action: 'reject' })).status).toBe('rejected')
    const o2 = await ok<Contract>(a, R('MCS2_contractOffer'), realtime(b.id, tiers([0, 0, 10])))
    expect((await ok<{ contract: Contract }>(a, R('MCS2_contractTerminate'), { contractId: o2.id })).contract.status).toBe('cancelled')
    const h = await ok<{ events: { event: string; contractId: number }[] }>(b, R('MCS2_contractHistory'), { contractId: o1.id })
    expect(h.events.map((e) => e.event)).toEqual(['offered', 'rejected'])
  })
})

describe('contracts: accepting an offer below what the downline gave since', () => {
  it('asks the accepting agent to agree to end its own higher contracts, and ends them only then', async () => {
    const db = t.testDb.db
    const b2 = await memberUnder(db, 'ctagentb2', a.id)
    const c2 = await memberUnder(db, 'ctagentc2', b2.id)
    const first = await ok<Contract>(a, R('MCS2_contractOffer'), realtime(b2.id, tiers([0, 0, 50])))
    await ok(b2, R('MCS2_contractAccept'), { contractId: first.id })
    // A lower offer made while b2 gave nothing: no confirmation was asked of the upline.
    const lower = await ok<Contract>(a, R('MCS2_contractOffer'), realtime(b2.id, tiers([0, 0, 30])))
    expect(lower.terminateLower).toBe(false)
    // Since then b2 gave c2 more than the lower offer pays.
    const given = await ok<Contract>(b2, R('MCS2_contractOffer'), realtime(c2.id, tiers([0, 0, 40])))
    await ok(c2, R('MCS2_contractAccept'), { contractId: given.id })
    const before = await snapshot()
    const asked = await call<unknown>(b2, R('MCS2_contractAccept'), { contractId: lower.id })
    expect(asked.env).toMatchObject({ success: false, code: 'CONFIRM_REQUIRED' })
    if (asked.env.success) throw new Error('unreachable')
    expect((asked.env.value as { wouldEnd: Contract[] }).wouldEnd.map((x) => x.id)).toEqual([given.id])
    // The spec §7 process call asks the same way.
    expect((await call(b2, R('MCSFE_processRealTimeSalaryContract'), { contractId: lower.id, action: 'accept' })).env).toMatchObject({ success: false, code: 'CONFIRM_REQUIRED' })
    expect(await snapshot()).toEqual(before)
    const accepted = await ok<Contract>(b2, R('MCS2_contractAccept'), { contractId: lower.id, terminateLower: true })
    expect(accepted.status).toBe('active')
    const mine = await ok<{ list: Contract[] }>(b2, R('MCS2_contractList'), { role: 'upline' })
    expect(mine.list.find((x) => x.id === given.id)).toMatchObject({ status: 'terminated', endReason: 'ceiling' })
  })
})

describe('contracts: who may touch what', () => {
  it('an agent never reaches a contract outside its direct relation', async () => {
    const offer = await ok<Contract>(a, R('MCS2_contractOffer'), realtime(b.id, tiers([0, 0, 20])))
    const before = await snapshot()
    for (const [who, path, body] of [
      [z, 'MCS2_contractOffer', realtime(b.id, tiers([0, 0, 10]))], // a sibling's downline
      [a, 'MCS2_contractOffer', realtime(c.id, tiers([0, 0, 10]))], // a downline's downline
      [a, 'MCS2_contractOffer', realtime(m1.id, tiers([0, 0, 10]))], // a member, not an agent
      [b, 'MCS2_contractOffer', realtime(a.id, tiers([0, 0, 10]))], // its own upline
      [zb, 'MCS2_contractOffer', realtime(z.id, tiers([0, 0, 10]))],
      [z, 'MCS2_contractPreview', realtime(b.id, tiers([0, 0, 10]))],
      [z, 'MCS2_contractSimulate', realtime(b.id, tiers([0, 0, 10]))],
      [z, 'MCS2_contractAccept', { contractId: offer.id }],
      [z, 'MCS2_contractReject', { contractId: offer.id }],
      [c, 'MCS2_contractAccept', { contractId: offer.id }],
      [z, 'MCS2_contractTerminate', { contractId: offer.id }],
      [c, 'MCS2_contractTerminate', { contractId: offer.id }],
      [z, 'MCS2_contractHistory', { contractId: offer.id }],
      [z, 'MCSFE_processRealTimeSalaryContract', { contractId: offer.id, action: 'accept' }],
    ] as const) {
      const r = await call(who, R(path), body)
      expect(r.env, `${path} by another agent`).toMatchObject({ success: false, code: 'NOT_FOUND' })
    }
    expect(await snapshot()).toEqual(before)
    await ok(a, R('MCS2_contractTerminate'), { contractId: offer.id })
  })

  it('a member gets NOT_AGENT and a trial account TRIAL_ACCOUNT on every agent call', async () => {
    const before = await snapshot()
    for (const path of ['MCS2_contractList', 'MCS2_contractPreview', 'MCS2_contractOffer', 'MCS2_contractAccept', 'MCS2_contractReject', 'MCS2_contractTerminate',
      'MCS2_contractHistory', 'MCS2_contractSimulate', 'MCS2_myIncome', 'MCS2_incomeStatement', 'MCS2_incomeStatementBets',
      'MCS2_processDividendReq', 'MCS2_processDailySalContract', 'MCS2_processContractHourSalary', 'MCSFE_processRealTimeSalaryContract']) {
      const body = path.includes('Income') || path === 'MCS2_myIncome' ? {} : path.includes('Statement') ? { paymentId: 1 } : path.includes('process') ? { contractId: 1, action: 'accept' }
        : path === 'MCS2_contractList' ? { role: 'upline' } : path === 'MCS2_contractHistory' ? {} : ['MCS2_contractAccept', 'MCS2_contractReject', 'MCS2_contractTerminate'].includes(path) ? { contractId: 1 }
        : realtime(b.id, tiers([0, 0, 10]))
      expect((await call(plain, R(path), body)).env, path).toMatchObject({ success: false, code: 'NOT_AGENT' })
      expect((await call(trial, R(path), body)).env, path).toMatchObject({ success: false, code: 'TRIAL_ACCOUNT' })
    }
    const none = await ok<{ isAgent: boolean; realtimesalreqtype: number }>(plain, '/wps/member/info/funds/consolidated', undefined, 'GET')
    expect(none).toMatchObject({ isAgent: false, realtimesalreqtype: 0 })
    expect(await snapshot()).toEqual(before)
  })

  it('answers bad input on every new call with a clear envelope and changes nothing', async () => {
    const before = await snapshot()
    const bad: Array<[string, unknown]> = [
      ['MCS2_contractOffer', { ...realtime(b.id, tiers([0, 0, 10])), tiers: [] }],
      ['MCS2_contractOffer', { ...realtime(b.id, tiers([0, 0, 10])), tiers: tiers([0, 0, 10001]) }],
      ['MCS2_contractOffer', { ...realtime(b.id, tiers([0, 0, 10])), kind: 'weekly_salary' }],
      ['MCS2_contractOffer', { ...realtime(b.id, tiers([0, 0, 10])), period: 'weekly' }],
      ['MCS2_contractOffer', { ...realtime(b.id, tiers([0, 0, 10], [0, 0, 20])) }],
      ['MCS2_contractOffer', { ...realtime(b.id, tiers([0, -1, 10])) }],
      ['MCS2_contractOffer', { ...realtime(b.id, tiers([0, 0, 10])), downlineId: 'x' }],
      ['MCS2_contractPreview', { ...realtime(b.id, tiers([0, 0, 10])), tiers: 'all' }],
      ['MCS2_contractSimulate', { ...realtime(b.id, tiers([0, 0, 10])), periods: 31 }],
      ['MCS2_contractAccept', { contractId: 0 }],
      ['MCS2_contractReject', { contractId: '1; DROP TABLE contracts' }],
      ['MCS2_contractTerminate', {}],
      ['MCS2_contractList', { role: 'boss' }],
      ['MCS2_contractHistory', { contractId: -5 }],
      ['MCS2_myIncome', { pageSize: 1000 }],
      ['MCS2_incomeStatement', { paymentId: 1.5 }],
      ['MCS2_incomeStatementBets', { paymentId: 1, memberId: 0 }],
      ['MCS2_processDividendReq', { contractId: 1, action: 'maybe' }],
      ['MCS2_processDailySalContract', { contractId: 1 }],
      ['MCS2_processContractHourSalary', { action: 'accept' }],
      ['MCSFE_processRealTimeSalaryContract', null],
    ]
    for (const [path, body] of bad) {
      const res = await t.app.inject({ method: 'POST', url: R(path), headers: { ...a.auth, 'content-type': 'application/json' }, payload: JSON.stringify(body) })
      expect(res.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400)
      const env = envelope(res)
      expect(env.success).toBe(false)
      if (!env.success) {
        expect(['VALIDATION_FAILED', 'BAD_REQUEST']).toContain(env.code)
        expect(env.message.length).toBeGreaterThan(0)
      }
    }
    expect(await snapshot()).toEqual(before)
  })

  it('asks for a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: R('MCS2_contractList'), payload: { role: 'upline' } })
    expect(envelope(res)).toMatchObject({ success: false, code: 'UNAUTHORIZED' })
  })
})

describe('house contracts (operator API)', () => {
  const put = (payload: unknown, admin = true) => send(t.app, { method: 'PUT', url: '/admin/contracts/house', payload: payload as object, admin })

  it('gives a top agent its contract, asks before ending what its downlines hold above it, then ends it', async () => {
    const offer = await ok<Contract>(z, R('MCS2_contractOffer'), realtime(zb.id, tiers([0, 0, 90])))
    await ok(zb, R('MCS2_contractAccept'), { contractId: offer.id })
    const lower = { account: 'ctagentz', kind: 'realtime_salary', period: 'realtime', tiers: tiers([0, 0, 60]) }
    const asked = envelope(await put(lower))
    expect(asked).toMatchObject({ success: false, code: 'CONFIRM_REQUIRED' })
    const r = envelope<{ contract: Contract; ended: Contract[] }>(await put({ ...lower, terminateLower: true }))
    if (!r.success) throw new Error(r.code)
    expect(r.value.contract).toMatchObject({ status: 'active', upline: null, downline: { id: z.id } })
    expect(r.value.ended.map((c) => [c.id, c.endReason])).toEqual([[offer.id, 'house']])
    const end = envelope<{ contract: Contract }>(await send(t.app, { method: 'POST', url: '/admin/contracts/house/end', payload: { account: 'ctagentz', kind: 'realtime_salary' }, admin: true }))
    expect(end).toMatchObject({ success: true, value: { contract: { id: r.value.contract.id, status: 'terminated', endReason: 'house' } } })
  })

  it('refuses an agent with an agent above it, a member, bad terms and a missing token', async () => {
    const base = { kind: 'hourly_salary', period: 'hourly', tiers: tiers([0, 0, 10]) }
    expect(envelope(await put({ ...base, account: 'ctagentb' }))).toMatchObject({ success: false, code: 'CONTRACT_STATE' })
    expect(envelope(await put({ ...base, account: 'ctplain' }))).toMatchObject({ success: false, code: 'NOT_FOUND' })
    expect((await put({ ...base, account: 'ctagentz', period: 'weekly' })).statusCode).toBe(400)
    expect((await put({ ...base, account: 'ctagentz', tiers: [] })).statusCode).toBe(400)
    expect((await put({ ...base, account: 'ctagentz' }, false)).statusCode).toBeGreaterThanOrEqual(401)
  })
})
