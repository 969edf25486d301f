/** The member's limits: stricter at once, looser after the cooling-off (on the fake clock), the deposit limit at its edge, the reality check. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, envelope, type TestApp } from '../../testing/test-app.ts'
import { newMember, type TestMember } from '../../testing/member-helpers.ts'
import { completeLogin } from '../account/index.ts'
import type { PlayerLimitsReply, SetPlayerLimitReply } from '../../../src/shared/api/index.ts'

let t: TestApp
/** The fake clock every call of the app reads (app.tala.now). */
let clock = Date.now()
let bankChannel: number

const call = async <T>(m: TestMember, name: string, payload: object = {}) =>
  envelope<T>(await t.app.inject({ method: 'POST', url: `/wps/relay/${name}`, headers: m.auth, payload }))
const setLimit = (m: TestMember, key: string, value: number | null) => call<SetPlayerLimitReply>(m, 'MCS2_setPlayerLimit', { key, value })
const limits = async (m: TestMember) => {
  const env = await call<PlayerLimitsReply>(m, 'MCS2_getPlayerLimits')
  if (!env.success) throw new Error(env.code)
  return env.value
}
const deposit = (m: TestMember, amount: number, requestId: string) =>
  t.app.inject({ method: 'POST', url: '/wps/relay/MCS2_depositRequest', headers: m.auth, payload: { channelId: bankChannel, amount, requestId } })

/** A member logged in at the fake clock's time (a session opened before a jump would have expired). */
const member = async (account: string, isAgent = 0): Promise<TestMember> => {
  const m = await newMember(t.testDb.db, account, isAgent)
  return loginAgain(m)
}
const loginAgain = async (m: TestMember): Promise<TestMember> => {
  const row = await t.testDb.db.selectFrom('members').selectAll().where('id', '=', m.id).executeTakeFirstOrThrow()
  const { token } = await completeLogin(t.testDb.db, row, { ip: '127.0.0.1', userAgent: 'test' }, clock)
  return { id: m.id, token, auth: { authorization: `Bearer ${token}` } }
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, protectionDueCheckMs: 0 })
  const channels = await t.testDb.db.selectFrom('deposit_channels').select(['id', 'auto_approve_seconds']).execute()
  bankChannel = channels.find((c) => c.auto_approve_seconds === null)!.id
})
afterAll(() => t.close())

describe('MCS2_getPlayerLimits', () => {
  it('answers no limits, reality check off and no block for a new member', async () => {
    const m = await member('plim01')
    const v = await limits(m)
    expect(v.limits.lossDay).toEqual({ value: null, used: null, pending: null })
    expect(v).toMatchObject({ realityCheckMinutes: 0, block: null, coolingOffHours: 24 })
  })

  it('refuses a trial account', async () => {
    const trial = await member('plimtrial', 4)
    expect(await call(trial, 'MCS2_getPlayerLimits')).toMatchObject({ success: false, code: 'TRIAL_ACCOUNT' })
  })
})

describe('MCS2_setPlayerLimit', () => {
  it('applies a new or lower limit at once; a raise waits 24 h, then applies by itself on read', async () => {
    const m = await member('plim02')
    expect(await setLimit(m, 'lossDay', 100_00)).toMatchObject({ success: true, value: { outcome: 'applied' } })
    expect(await setLimit(m, 'lossDay', 50_00)).toMatchObject({ success: true, value: { outcome: 'applied' } })

    const raised = await setLimit(m, 'lossDay', 200_00)
    expect(raised).toMatchObject({ success: true, value: { outcome: 'pending', effectiveAt: new Date(clock + 24 * 3_600_000).toISOString() } })
    expect((await limits(m)).limits.lossDay).toMatchObject({ value: 50_00, pending: { value: 200_00 } })

    clock += 24 * 3_600_000 - 1000
    const later = await loginAgain(m)
    expect((await limits(later)).limits.lossDay).toMatchObject({ value: 50_00, pending: { value: 200_00 } })
    clock += 1000
    expect((await limits(later)).limits.lossDay).toMatchObject({ value: 200_00, pending: null })
    // Applied once: a second read (or the job) finds nothing left to apply.
    expect((await limits(later)).limits.lossDay).toMatchObject({ value: 200_00, pending: null })
  })

  it('makes removing a limit wait too, and a lower value asked meanwhile replaces the pending raise', async () => {
    const m = await member('plim03')
    await setLimit(m, 'wagerWeek', 1_000_00)
    expect(await setLimit(m, 'wagerWeek', null)).toMatchObject({ value: { outcome: 'pending' } })
    expect((await limits(m)).limits.wagerWeek).toMatchObject({ value: 1_000_00, pending: { value: null } })
    expect(await setLimit(m, 'wagerWeek', 500_00)).toMatchObject({ value: { outcome: 'applied' } })
    expect((await limits(m)).limits.wagerWeek).toMatchObject({ value: 500_00, pending: null })
  })

  it('applies a due raise through the job as well, without a read', async () => {
    const m = await member('plim04')
    await setLimit(m, 'depositMonth', 10_00)
    await setLimit(m, 'depositMonth', 20_00)
    clock += 25 * 3_600_000
    const { applyDuePending } = await import('./index.ts')
    const applied = await t.testDb.db.transaction().execute((trx) => applyDuePending(trx, null, clock))
    expect(applied).toBeGreaterThanOrEqual(1)
    const row = await t.testDb.db.selectFrom('protection_limits').select('deposit_month').where('member_id', '=', m.id).executeTakeFirstOrThrow()
    expect(Number(row.deposit_month)).toBe(20_00)
  })

  it('refuses bad input with VALIDATION_FAILED and changes nothing', async () => {
    const m = await member('plim05')
    const bad = [{ key: 'lossDay', value: -1 }, { key: 'lossDay', value: 1.5 }, { key: 'nope', value: 1 }, { key: 'lossDay' }, { key: 'sessionMinutes', value: 0 }, { key: 'sessionMinutes', value: 1441 }]
    for (const body of bad) {
      expect(await call(m, 'MCS2_setPlayerLimit', body)).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
    }
    expect((await limits(m)).limits.lossDay.value).toBeNull()
  })
})

describe('the deposit limit', () => {
  it('passes a request exactly at the limit and refuses one minor unit over, with a typed failure', async () => {
    const m = await member('plim06')
    await setLimit(m, 'depositDay', 500_00)
    expect(envelope(await deposit(m, 300_00, 'plim06-dep-1')).success).toBe(true)
    expect(envelope(await deposit(m, 200_01, 'plim06-dep-2'))).toMatchObject({
      success: false, code: 'DEPOSIT_LIMIT_REACHED', value: { period: 'day', limit: 500_00, used: 300_00, remaining: 200_00 },
    })
    expect(envelope(await deposit(m, 200_00, 'plim06-dep-3')).success).toBe(true)
    expect((await limits(m)).limits.depositDay).toMatchObject({ value: 500_00, used: 500_00 })
    const refusals = await t.testDb.db.selectFrom('protection_refusals').select('code').where('member_id', '=', m.id).execute()
    expect(refusals.map((r) => r.code)).toEqual(['DEPOSIT_LIMIT_REACHED'])
  })
})

describe('MCS2_setRealityCheck', () => {
  it('stores the interval server-side and answers it with the limits; other values are refused', async () => {
    const m = await member('plim07')
    expect(await call(m, 'MCS2_setRealityCheck', { minutes: 30 })).toMatchObject({ success: true, value: { realityCheckMinutes: 30 } })
    expect((await limits(m)).realityCheckMinutes).toBe(30)
    expect(await call(m, 'MCS2_setRealityCheck', { minutes: 20 })).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
    expect(await call(m, 'MCS2_setRealityCheck', { minutes: 0 })).toMatchObject({ success: true, value: { realityCheckMinutes: 0 } })
  })
})

describe('two members', () => {
  it('each reads and changes only their own limits, block and meter', async () => {
    const a = await member('plim08')
    const b = await member('plim09')
    await setLimit(a, 'lossMonth', 10_00)
    await call(a, 'MCS2_takeBreak', { duration: '24h' })
    const other = await limits(b)
    expect(other.limits.lossMonth.value).toBeNull()
    expect(other.block).toBeNull()
    expect(await call(b, 'MCS2_getGameSessionMeter')).toMatchObject({ success: true, value: { active: false } })
    await setLimit(b, 'lossMonth', 5_00)
    expect((await limits(a)).limits.lossMonth.value).toBe(10_00)
  })
})
