/** The player-protection commands: parsing (pure), and the operator API they call, read only. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, envelope, send, type TestApp } from '../testing/test-app.ts'
import { createMember } from '../testing/withdraw-helpers.ts'
import { parseProtectionCommand, formatMemberProtection, formatProtectedMembers, formatRepeat } from './cli-protection.ts'
import type { AdminMemberProtection, AdminProtectedMembersReply, AdminRepeatReply } from './contract-protection.ts'

describe('parseProtectionCommand', () => {
  it('reads the three commands and refuses anything that would lift a block', () => {
    expect(parseProtectionCommand('protection', ['members'])).toEqual({ kind: 'protectionMembers' })
    expect(parseProtectionCommand('protection', ['repeat'])).toEqual({ kind: 'protectionRepeat' })
    expect(parseProtectionCommand('protection', ['repeat', '5', '7'])).toEqual({ kind: 'protectionRepeat', min: 5, days: 7 })
    expect(parseProtectionCommand('protection', ['member', 'demo01'])).toEqual({ kind: 'protectionMember', account: 'demo01' })
    expect(parseProtectionCommand('protection', ['repeat', '0'])).toMatch(/Wrong arguments/)
    expect(parseProtectionCommand('protection', ['lift', 'demo01'])).toMatch(/nobody can end one/)
    expect(parseProtectionCommand('lottery', ['draws'])).toBeNull()
  })
})

describe('the operator API of player protection', () => {
  let t: TestApp
  beforeAll(async () => { t = await createTestApp({ protectionDueCheckMs: 0 }) })
  afterAll(() => t.close())

  const memberCall = (token: string, name: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/wps/relay/${name}`, headers: { authorization: `Bearer ${token}` }, payload })

  it('lists members with limits and blocks, repeat refusals, and one member', async () => {
    const a = await createMember(t, 'pop01', { balance: 100_00 })
    const b = await createMember(t, 'pop02', { balance: 100_00 })
    await memberCall(a.token, 'MCS2_setPlayerLimit', { key: 'depositDay', value: 100_00 })
    await memberCall(b.token, 'MCS2_selfExclude', { duration: '5y', confirm: true })
    const channel = (await t.testDb.db.selectFrom('deposit_channels').select('id').where('auto_approve_seconds', 'is', null).executeTakeFirstOrThrow()).id
    for (let i = 0; i < 3; i++) {
      expect(envelope(await memberCall(a.token, 'MCS2_depositRequest', { channelId: channel, amount: 100_01, requestId: `pop01-dep-${i}` }))).toMatchObject({ code: 'DEPOSIT_LIMIT_REACHED' })
    }

    const list = envelope<AdminProtectedMembersReply>(await send(t.app, { method: 'GET', url: '/admin/protection/members', admin: true }))
    if (!list.success) throw new Error(list.code)
    expect(list.value.members.map((m) => m.account)).toEqual(['pop02', 'pop01'])
    expect(list.value.members[1]).toMatchObject({ limits: { depositDay: 100_00 }, block: null })
    expect(formatProtectedMembers(list.value.members)).toMatch(/pop02 \(#\d+\) EXCLUSION until \d{4}-/)

    const repeat = envelope<AdminRepeatReply>(await send(t.app, { method: 'GET', url: '/admin/protection/repeat?min=3&days=1', admin: true }))
    if (!repeat.success) throw new Error(repeat.code)
    expect(repeat.value.members).toMatchObject([{ account: 'pop01', refusals: 3, byCode: { DEPOSIT_LIMIT_REACHED: 3 } }])
    expect(formatRepeat(repeat.value)).toMatch(/pop01 \(#\d+\) 3: DEPOSIT_LIMIT_REACHED 3/)

    const one = envelope<AdminMemberProtection>(await send(t.app, { method: 'GET', url: '/admin/protection/members/pop01', admin: true }))
    if (!one.success) throw new Error(one.code)
    expect(one.value.state.limits.depositDay).toMatchObject({ value: 100_00, used: 0 })
    expect(formatMemberProtection(one.value)).toMatch(/depositDay 100\.00, used 0\.00/)
    expect(envelope(await send(t.app, { method: 'GET', url: '/admin/protection/members/nobody99', admin: true }))).toMatchObject({ code: 'NOT_FOUND' })
  })

  it('offers no way to lift a self-exclusion: no such route, and the settings cannot reach it', async () => {
    const m = await createMember(t, 'pop03', { balance: 100_00 })
    await memberCall(m.token, 'MCS2_selfExclude', { duration: '6mo', confirm: true })
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      expect(envelope(await send(t.app, { method, url: '/admin/protection/members/pop03', admin: true, payload: { block: null } })).success).toBe(false)
    }
    expect(envelope(await send(t.app, { method: 'PUT', url: '/admin/settings/protection_limits', admin: true, payload: { value: 'off' } })).success).toBe(false)
    const row = await t.testDb.db.selectFrom('protection_limits').select('block_kind').where('member_id', '=', m.id).executeTakeFirstOrThrow()
    expect(row.block_kind).toBe('exclusion')
  })
})
