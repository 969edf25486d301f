/**
 * The VIP birthday bonus: the member sets a date of birth once (security centre); on that day
 * of the site's calendar the job pays the member's level's bonus as a `birthday_bonus` ledger
 * entry with an inbox message, once per member and year however many runs (at once, or again
 * after a restart); nothing for another day, a level without a bonus, or a trial account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SecurityInfo } from '../../../src/shared/api/index.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { createMember, inboxOfKind, mainBalance, memberCall, type TestMember } from '../../testing/reward-helpers.ts'
import { ledgerInvariants } from '../../testing/wallet-helpers.ts'
import { runBirthdayBonuses } from './index.ts'

let t: TestApp
// Noon in Manila (the site's zone) on 5 June 2026, and a year later.
const JUNE_5 = Date.UTC(2026, 5, 5, 4)
const NEXT_YEAR = Date.UTC(2027, 5, 5, 4)
beforeAll(async () => { t = await createTestApp() })
afterAll(async () => t?.close())

const bind = (m: TestMember, birthday: string) => memberCall<SecurityInfo>(t.app, m.token, 'POST', '/wps/member/security/birthday', { birthday })
const setLevel = (m: TestMember, level: number) =>
  t.testDb.db.insertInto('member_vip').values({ member_id: m.id, level }).onConflict((oc) => oc.column('member_id').doUpdateSet({ level })).execute()
const bonuses = async (m: TestMember) =>
  t.testDb.db.selectFrom('ledger_transactions').select(['kind', 'idempotency_key']).where('idempotency_key', 'like', `birthday_bonus:${m.id}:%`).execute()
const messages = (m: TestMember) => inboxOfKind(t.app, m.token, 'birthday_bonus')

describe('date of birth', () => {
  it('is set once, a real date of someone at least 18', async () => {
    const m = await createMember(t.app, t.testDb.db, 'bdayset')
    expect(await bind(m, '2026-02-30')).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
    expect(await bind(m, '05/06/1990')).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
    const young = new Date(Date.now() - 10 * 365 * 86_400_000).toISOString().slice(0, 10)
    expect(await bind(m, young)).toMatchObject({ success: false, code: 'VALIDATION_FAILED', value: { fields: [{ field: 'birthday', reason: 'age' }] } })
    expect(await memberCall<SecurityInfo>(t.app, m.token, 'GET', '/wps/member/security')).toMatchObject({ success: true, value: { birthday: '' } })
    expect(await bind(m, '1990-06-05')).toMatchObject({ success: true, value: { birthday: '1990-06-05' } })
    expect(await bind(m, '1991-01-01')).toMatchObject({ success: false, code: 'ALREADY_BOUND' })
    expect(await memberCall<SecurityInfo>(t.app, m.token, 'GET', '/wps/member/security')).toMatchObject({ success: true, value: { birthday: '1990-06-05' } })
  })
})

describe('birthday bonus job', () => {
  it('pays the level\'s bonus once per year across runs at once and again, with a message', async () => {
    const db = t.testDb.db
    const gold = await createMember(t.app, db, 'bdaygold')
    const other = await createMember(t.app, db, 'bdayother')
    const plain = await createMember(t.app, db, 'bdayplain')
    const none = await createMember(t.app, db, 'bdaynone')
    expect(await bind(gold, '1990-06-05')).toMatchObject({ success: true })
    expect(await bind(other, '1990-06-06')).toMatchObject({ success: true })
    expect(await bind(plain, '1985-06-05')).toMatchObject({ success: true })
    await setLevel(gold, 3) // VIP3: 500.00 on the birthday; VIP0 (plain): none
    const before = await mainBalance(db, gold.id)

    // Three processes at once, then a restarted one the same day.
    const runs = await Promise.all([1, 2, 3].map(() => runBirthdayBonuses(db, JUNE_5)))
    expect(runs.reduce((n, r) => n + r.paid, 0)).toBe(1)
    expect(runs[0]!.day).toBe('2026-06-05')
    expect(await runBirthdayBonuses(db, JUNE_5 + 3600_000)).toMatchObject({ paid: 0 })

    expect(await mainBalance(db, gold.id)).toBe(before + 50_000)
    expect(await bonuses(gold)).toEqual([{ kind: 'birthday_bonus', idempotency_key: `birthday_bonus:${gold.id}:2026` }])
    expect((await messages(gold)).map((x) => x.params)).toEqual([{ amount: 50_000, level: 'VIP3' }])
    for (const m of [other, plain, none]) {
      expect(await bonuses(m)).toEqual([])
      expect(await messages(m)).toEqual([])
    }
    // The member's record lists it under its own kind.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
    const record = await memberCall<{ list: Array<{ kind: string; amount: number }> }>(t.app, gold.token, 'POST', '/wps/relay/ODSFE2_accountRecord',
      { from: day(-1), to: day(1), tzOffsetMinutes: 0, kinds: ['birthday_bonus'] })
    expect(record).toMatchObject({ success: true, value: { list: [{ kind: 'birthday_bonus', amount: 50_000 }] } })

    // Next year's birthday pays again, once.
    await Promise.all([runBirthdayBonuses(db, NEXT_YEAR), runBirthdayBonuses(db, NEXT_YEAR)])
    expect((await bonuses(gold)).map((b) => b.idempotency_key).sort()).toEqual([`birthday_bonus:${gold.id}:2026`, `birthday_bonus:${gold.id}:2027`])
    expect(await messages(gold)).toHaveLength(2)
    expect(await ledgerInvariants(db)).toMatchObject({ sum: 0, unbalancedTx: 0, drift: 0, negative: 0 })
  })

  it('pays a 29 February birthday on 28 February of a common year', async () => {
    const db = t.testDb.db
    const leap = await createMember(t.app, db, 'bdayleap')
    expect(await bind(leap, '1992-02-29')).toMatchObject({ success: true })
    await setLevel(leap, 1)
    expect(await runBirthdayBonuses(db, Date.UTC(2027, 1, 27, 4))).toMatchObject({ paid: 0 })
    expect(await runBirthdayBonuses(db, Date.UTC(2027, 1, 28, 4))).toMatchObject({ paid: 1 })
    expect(await bonuses(leap)).toHaveLength(1)
  })
})
