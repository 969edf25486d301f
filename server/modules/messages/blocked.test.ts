/**
 * Player protection in the inbox: the operator's broadcasts are marketing, so a member on a
 * break or self-exclusion neither sees nor counts nor marks them (those sent before it or during
 * it), while the messages to that member alone (an operator's note, an event) still arrive. A
 * member not blocked sees every broadcast; once a block has ended they show again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { InboxMessage } from '../../../src/shared/api/index.ts'
import { createTestApp, envelope, send, type TestApp } from '../../testing/test-app.ts'
import { createMember, memberCall, type TestMember } from '../../testing/reward-helpers.ts'
import { postMessage } from './index.ts'

let t: TestApp
beforeAll(async () => { t = await createTestApp({ protectionDueCheckMs: 0 }) })
afterAll(async () => t?.close())

const broadcast = async (title: string) => {
  const res = envelope<{ id: number }>(await send(t.app, { method: 'POST', url: '/admin/messages', admin: true, payload: { all: true, title: { en: title }, body: { en: 'Promo' } } }))
  if (!res.success) throw new Error(res.code)
  return res.value.id
}
const toOne = async (m: TestMember, title: string) =>
  expect(envelope(await send(t.app, { method: 'POST', url: '/admin/messages', admin: true, payload: { account: m.account, title: { en: title }, body: { en: 'For you' } } }))).toMatchObject({ success: true })
const inbox = async (m: TestMember) => {
  const env = await memberCall<{ list: InboxMessage[]; total: number; unread: number }>(t.app, m.token, 'POST', '/wps/relay/CSP_messageList', { page: 1, pageSize: 50 })
  if (!env.success) throw new Error(env.code)
  return env.value
}
const unread = async (m: TestMember) => {
  const env = await memberCall<{ count: number }>(t.app, m.token, 'GET', '/wps/relay/CSP_unreadCount')
  if (!env.success) throw new Error(env.code)
  return env.value.count
}
const titles = (list: InboxMessage[]) => list.map((m) => m.title?.en ?? m.kind).sort()

describe('the inbox of a member on a break or self-exclusion', () => {
  it('holds back every operator broadcast, before and during the block; own messages and events still arrive', async () => {
    const blocked = await createMember(t.app, t.testDb.db, 'inboxblk1')
    const other = await createMember(t.app, t.testDb.db, 'inboxblk2')
    const before = await broadcast('Bonus week')
    await toOne(blocked, 'Your account')
    expect(await unread(blocked)).toBe(2)

    expect(await memberCall(t.app, blocked.token, 'POST', '/wps/relay/MCS2_takeBreak', { duration: '7d' })).toMatchObject({ success: true })
    const during = await broadcast('Weekend promo')
    await postMessage(t.testDb.db, { memberId: blocked.id, kind: 'deposit_rejected', params: { amount: 100_00 } })

    const mine = await inbox(blocked)
    expect(titles(mine.list)).toEqual(['Your account', 'deposit_rejected'])
    expect(mine.list.every((m) => !m.broadcast)).toBe(true)
    expect(mine).toMatchObject({ total: 2, unread: 2 })
    expect(await unread(blocked)).toBe(2)
    // Nor can they be marked: not in this member's inbox.
    expect(await memberCall(t.app, blocked.token, 'POST', '/wps/relay/CSP_messageRead', { ids: [before] })).toMatchObject({ success: false, code: 'NOT_FOUND' })
    expect(await memberCall(t.app, blocked.token, 'POST', '/wps/relay/CSP_messageDelete', { ids: [during] })).toMatchObject({ success: false, code: 'NOT_FOUND' })
    expect(await memberCall(t.app, blocked.token, 'POST', '/wps/relay/CSP_messageRead', { all: true })).toMatchObject({ success: true, value: { unread: 0 } })
    expect(await t.testDb.db.selectFrom('message_states').select('message_id').where('member_id', '=', blocked.id).where('message_id', 'in', [String(before), String(during)]).execute()).toEqual([])

    // A member with no block sees both broadcasts.
    expect(titles((await inbox(other)).list)).toEqual(['Bonus week', 'Weekend promo'])
  })

  it('a self-exclusion holds them back too; a block that has ended shows them again', async () => {
    const excluded = await createMember(t.app, t.testDb.db, 'inboxblk3')
    const ended = await createMember(t.app, t.testDb.db, 'inboxblk4')
    await t.testDb.db.insertInto('protection_limits').values({
      member_id: ended.id, block_kind: 'timeout', block_started_at: new Date(Date.now() - 25 * 3_600_000), block_until: new Date(Date.now() - 3_600_000),
    }).execute()
    expect(await memberCall(t.app, excluded.token, 'POST', '/wps/relay/MCS2_selfExclude', { duration: 'permanent', confirm: true })).toMatchObject({ success: true })
    await broadcast('Cashback')
    expect(await inbox(excluded)).toMatchObject({ list: [], total: 0, unread: 0 })
    expect(await unread(excluded)).toBe(0)
    expect(titles((await inbox(ended)).list)).toEqual(['Cashback'])
  })
})
