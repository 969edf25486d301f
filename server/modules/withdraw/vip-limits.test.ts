/**
 * The VIP level's daily withdrawal limits on the member's request: the count and the total per
 * site day, refused as LIMIT_REACHED with what is left and nothing moved; requests sent at
 * once never pass the limit together; a rejected request gives its place back; a higher level
 * allows more.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, envelope, send, type TestApp } from '../../testing/test-app.ts'
import { ledgerInvariants } from '../../testing/wallet-helpers.ts'
import { balances, bindAccount, createMember, value, withdraw, type TestMember } from '../../testing/withdraw-helpers.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  // The seeded VIP0 allows 3 withdrawals and 50,000.00 a day; VIP1 5 and 100,000.00.
})
afterAll(async () => t?.close())

const setLevel = (m: TestMember, level: number) =>
  t.testDb.db.insertInto('member_vip').values({ member_id: m.id, level }).onConflict((oc) => oc.column('member_id').doUpdateSet({ level })).execute()
const codeOf = (r: Awaited<ReturnType<typeof withdraw>>) => { const e = envelope(r); return e.success ? 'ok' : e.code }

describe('VIP withdrawal limits', () => {
  it('lets at most the level\'s count through when the requests are sent at once, and moves nothing for the others', async () => {
    const m = await createMember(t, 'vwlcount', { balance: 1_000_000 })
    const acc = await bindAccount(t, m)
    // Five at once: the payment password's checks in flight are limited to five too (PAYMENT_PASSWORD_TRIES).
    const replies = await Promise.all(Array.from({ length: 5 }, () => withdraw(t, m, acc, 10_000)))
    expect(replies.map(codeOf).sort()).toEqual(['LIMIT_REACHED', 'LIMIT_REACHED', 'ok', 'ok', 'ok'])
    const refused = envelope(replies.find((r) => codeOf(r) === 'LIMIT_REACHED')!)
    expect(refused).toMatchObject({ success: false, value: { level: 'VIP0', dailyCount: 3, dailyMax: 5_000_000, countLeft: 0 } })
    expect(await balances(t, m.id)).toEqual({ main: 970_000, hold: 30_000 })
    expect(await t.testDb.db.selectFrom('withdrawals').select('id').where('member_id', '=', m.id).execute()).toHaveLength(3)
    expect(await ledgerInvariants(t.testDb.db)).toMatchObject({ sum: 0, unbalancedTx: 0, drift: 0, negative: 0 })
  })

  it('refuses a request that would take the day\'s total over the level\'s maximum, saying what is left', async () => {
    const m = await createMember(t, 'vwlamount', { balance: 10_000_000 })
    const acc = await bindAccount(t, m)
    expect(codeOf(await withdraw(t, m, acc, 4_000_000))).toBe('ok')
    const over = envelope(await withdraw(t, m, acc, 1_500_000))
    expect(over).toMatchObject({ success: false, code: 'LIMIT_REACHED', value: { dailyMax: 5_000_000, amountLeft: 1_000_000, countLeft: 2 } })
    expect(codeOf(await withdraw(t, m, acc, 1_000_000))).toBe('ok')
    expect(await balances(t, m.id)).toEqual({ main: 5_000_000, hold: 5_000_000 })
  })

  it('gives a rejected request\'s place back, and a higher level allows more', async () => {
    const m = await createMember(t, 'vwlreject', { balance: 1_000_000 })
    const acc = await bindAccount(t, m)
    const ids: string[] = []
    for (let i = 0; i < 3; i++) ids.push(value<{ id: string }>(await withdraw(t, m, acc, 10_000)).id)
    expect(codeOf(await withdraw(t, m, acc, 10_000))).toBe('LIMIT_REACHED')
    const rejected = envelope(await send(t.app, { admin: true, method: 'POST', url: `/admin/withdrawals/${ids[0]}/reject`, headers: { 'x-operator': 'vera' }, payload: { reason: 'Wrong account' } }))
    expect(rejected).toMatchObject({ success: true })
    expect(codeOf(await withdraw(t, m, acc, 10_000))).toBe('ok')
    expect(codeOf(await withdraw(t, m, acc, 10_000))).toBe('LIMIT_REACHED')
    await setLevel(m, 1)
    expect(codeOf(await withdraw(t, m, acc, 10_000))).toBe('ok')
    expect(codeOf(await withdraw(t, m, acc, 10_000))).toBe('ok')
    expect(envelope(await withdraw(t, m, acc, 10_000))).toMatchObject({ code: 'LIMIT_REACHED', value: { level: 'VIP1', dailyCount: 5, countLeft: 0 } })
  })

  it('answers a replayed request id with its withdrawal even once the limit is reached', async () => {
    const m = await createMember(t, 'vwlreplay', { balance: 1_000_000 })
    const acc = await bindAccount(t, m)
    const first = value<{ id: string }>(await withdraw(t, m, acc, 10_000, 'vwl-replay-1'))
    for (let i = 0; i < 2; i++) await withdraw(t, m, acc, 10_000)
    expect(value<{ id: string }>(await withdraw(t, m, acc, 10_000, 'vwl-replay-1')).id).toBe(first.id)
  })
})
