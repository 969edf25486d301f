import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { InboxMessage } from '../../../src/shared/api/index.ts'
import { createTestApp, envelope, send, type TestApp } from '../../testing/test-app.ts'
import { createMember, memberCall, type TestMember } from '../../testing/reward-helpers.ts'
import { postMessage } from './index.ts'

let t: TestApp
let a: TestMember
let b: TestMember
beforeAll(async () => {
  t = await createTestApp()
  a = await createMember(t.app, t.testDb.db, 'inboxa1')
  b = await createMember(t.app, t.testDb.db, 'inboxb1')
})
afterAll(async () => t?.close())

const sendAdmin = (payload: unknown, headers: Record<string, string> = {}) =>
  send(t.app, { method: 'POST', url: '/admin/messages', admin: true, payload: payload as object, headers })
const unread = async (m: TestMember) => {
  const env = await memberCall<{ count: number }>(t.app, m.token, 'GET', '/wps/relay/CSP_unreadCount')
  if (!env.success) throw new Error(env.code)
  return env.value.count
}
const inbox = async (m: TestMember, page = 1, pageSize = 50, order?: 'newest' | 'unreadFirst') => {
  const env = await memberCall<{ list: InboxMessage[]; total: number; unread: number }>(t.app, m.token, 'POST', '/wps/relay/CSP_messageList', { page, pageSize, ...(order ? { order } : {}) })
  if (!env.success) throw new Error(env.code)
  return env.value
}
const stateRows = async () => (await t.testDb.db.selectFrom('message_states').selectAll().execute()).length

describe('operator messages', () => {
  it('a message to one member reaches that member only, in every language, with who sent it', async () => {
    const res = envelope<{ id: number; to: string; sentBy: string }>(await sendAdmin(
      { account: 'InboxA1', title: { en: 'Hello', ty: 'Kumusta' }, body: { en: 'Your VIP level went up.' } }, { 'x-operator': 'maria' }))
    expect(res).toMatchObject({ success: true, value: { to: 'inboxa1', sentBy: 'maria' } })
    const mine = await inbox(a)
    expect(mine.list).toHaveLength(1)
    expect(mine.list[0]).toMatchObject({ kind: 'operator', broadcast: false, read: false, title: { en: 'Hello', ty: 'Kumusta', cn: 'Hello' }, body: { vi: 'Your VIP level went up.' } })
    expect(await unread(a)).toBe(1)
    expect((await inbox(b)).list).toEqual([])
    expect(await unread(b)).toBe(0)
    const row = await t.testDb.db.selectFrom('messages').select(['sent_by', 'created_at']).where('member_id', '=', a.id).executeTakeFirstOrThrow()
    expect(row.sent_by).toBe('maria')
  })

  it('a broadcast is one row that every member sees, with a read mark of their own', async () => {
    const before = (await t.testDb.db.selectFrom('messages').select('id').execute()).length
    const res = envelope<{ id: number; to: string }>(await sendAdmin({ all: true, title: { en: 'Maintenance tonight' }, body: { en: 'From 02:00 to 03:00.' } }))
    expect(res).toMatchObject({ success: true, value: { to: 'all' } })
    expect((await t.testDb.db.selectFrom('messages').select('id').execute()).length).toBe(before + 1)
    expect(await unread(a)).toBe(2)
    expect(await unread(b)).toBe(1)
    const id = res.success ? res.value.id : 0
    const read = await memberCall<{ unread: number }>(t.app, b.token, 'POST', '/wps/relay/CSP_messageRead', { ids: [id] })
    expect(read).toEqual({ success: true, value: { unread: 0 } })
    expect(await unread(a)).toBe(2)
    expect((await inbox(b)).list[0]).toMatchObject({ id, broadcast: true, read: true })
  })

  it('a member who registers after a broadcast does not get it', async () => {
    const late = await createMember(t.app, t.testDb.db, 'inboxlate1')
    expect(await unread(late)).toBe(0)
  })

  it('refuses bad sends and changes nothing', async () => {
    const count = async () => (await t.testDb.db.selectFrom('messages').select('id').execute()).length
    const before = await count()
    const cases: Array<[unknown, string]> = [
      [{ title: { en: 'x' }, body: { en: 'y' } }, 'VALIDATION_FAILED'],
      [{ account: 'inboxa1', all: true, title: { en: 'x' }, body: { en: 'y' } }, 'VALIDATION_FAILED'],
      [{ account: 'inboxa1', title: { en: '' }, body: { en: 'y' } }, 'VALIDATION_FAILED'],
      [{ account: 'inboxa1', title: { ty: 'x' }, body: { en: 'y' } }, 'VALIDATION_FAILED'],
      [{ account: 'nobody99', title: { en: 'x' }, body: { en: 'y' } }, 'NOT_FOUND'],
    ]
    for (const [payload, code] of cases) expect(envelope(await sendAdmin(payload))).toMatchObject({ success: false, code })
    expect(envelope(await send(t.app, { method: 'POST', url: '/admin/messages', payload: { all: true, title: { en: 'x' }, body: { en: 'y' } } }))).toMatchObject({ success: false, code: 'UNAUTHORIZED' })
    expect(await count()).toBe(before)
  })
})

describe('event messages', () => {
  it('postMessage stores the kind and params in the caller\'s transaction; a rolled-back one never shows', async () => {
    await t.testDb.db.transaction().execute((trx) => postMessage(trx, { memberId: a.id, kind: 'deposit_approved', params: { amount: 150_000, requestId: 'D-1' } }))
    await expect(t.testDb.db.transaction().execute(async (trx) => {
      await postMessage(trx, { memberId: a.id, kind: 'withdrawal_disbursed', params: { amount: 1 } })
      throw new Error('the movement failed')
    })).rejects.toThrow('the movement failed')
    const list = (await inbox(a, 1, 50, 'newest')).list
    expect(list[0]).toMatchObject({ kind: 'deposit_approved', params: { amount: 150_000, requestId: 'D-1' }, title: null, body: null, read: false })
    expect(list.some((m) => m.kind === 'withdrawal_disbursed')).toBe(false)
    expect((await inbox(b)).list.some((m) => m.kind === 'deposit_approved')).toBe(false)
  })
})

describe('reading and deleting', () => {
  it('lists unread first and pages', async () => {
    const all = await inbox(a)
    expect(all.total).toBe(3)
    const reads = all.list.map((m) => m.read)
    expect(reads).toEqual([...reads].sort((x, y) => Number(x) - Number(y)))
    const page2 = await inbox(a, 2, 2)
    expect(page2.list).toHaveLength(1)
    expect(page2.total).toBe(3)
  })

  it('member B can neither read nor delete A\'s message: NOT_FOUND and nothing changes', async () => {
    const aOwn = (await inbox(a)).list.find((m) => !m.broadcast)!
    const states = await stateRows()
    for (const url of ['/wps/relay/CSP_messageRead', '/wps/relay/CSP_messageDelete']) {
      expect(await memberCall(t.app, b.token, 'POST', url, { ids: [aOwn.id] })).toMatchObject({ success: false, code: 'NOT_FOUND' })
      // One of B's own ids with A's: still nothing changes.
      const bOwn = (await inbox(b)).list[0]!.id
      expect(await memberCall(t.app, b.token, 'POST', url, { ids: [bOwn, aOwn.id] })).toMatchObject({ success: false, code: 'NOT_FOUND' })
    }
    expect(await stateRows()).toBe(states)
    expect((await inbox(a)).list.find((m) => m.id === aOwn.id)!.read).toBe(false)
  })

  it('marks all read, deletes, and the count falls', async () => {
    expect(await unread(a)).toBe(3)
    expect(await memberCall(t.app, a.token, 'POST', '/wps/relay/CSP_messageRead', { all: true })).toEqual({ success: true, value: { unread: 0 } })
    const ids = (await inbox(a)).list.map((m) => m.id)
    expect(await memberCall(t.app, a.token, 'POST', '/wps/relay/CSP_messageDelete', { ids: [ids[0]!] })).toEqual({ success: true, value: { unread: 0 } })
    expect((await inbox(a)).total).toBe(2)
    // Deleted once: gone; a second delete of it is NOT_FOUND.
    expect(await memberCall(t.app, a.token, 'POST', '/wps/relay/CSP_messageDelete', { ids: [ids[0]!] })).toMatchObject({ success: false, code: 'NOT_FOUND' })
    // B's copy of the broadcast is untouched by A's marks.
    expect((await inbox(b)).total).toBe(1)
  })

  it('refuses bad input with a clear code', async () => {
    const bad: Array<[string, unknown]> = [
      ['/wps/relay/CSP_messageRead', {}],
      ['/wps/relay/CSP_messageRead', { ids: [1], all: true }],
      ['/wps/relay/CSP_messageRead', { ids: [] }],
      ['/wps/relay/CSP_messageDelete', { ids: ['x'] }],
      ['/wps/relay/CSP_messageDelete', { ids: Array.from({ length: 101 }, (_, i) => i + 1) }],
      ['/wps/relay/CSP_messageList', { page: 0, pageSize: 10 }],
      ['/wps/relay/CSP_messageList', { page: 1, pageSize: 51 }],
    ]
    for (const [url, payload] of bad) expect(await memberCall(t.app, a.token, 'POST', url, payload)).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
    expect(envelope(await t.app.inject({ method: 'GET', url: '/wps/relay/CSP_unreadCount' }))).toMatchObject({ success: false, code: 'UNAUTHORIZED' })
  })
})
