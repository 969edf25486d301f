/**
 * The money events reach the member's inbox through the app as it is wired (server/app.ts hands
 * the messages module's `postMessage` to the deposit module and to the admin API): the operator
 * approves and rejects deposits, disburses and rejects withdrawals and answers a case with the
 * CLI's calls, and the member reads each of them with the member's own calls, in order, unread
 * until read. The modules' tests check that each event is posted in its change's transaction;
 * this checks the wiring between them.
 */
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { InboxMessage } from '../src/shared/api/index.ts'
import { createTestApp, send, type TestApp } from './testing/test-app.ts'
import { bindAccount, confirmCall, createMember, memberCall, value, withdraw, type TestMember } from './testing/withdraw-helpers.ts'

let t: TestApp
let m: TestMember
beforeAll(async () => {
  t = await createTestApp()
  m = await createMember(t, 'inboxevents', { balance: 500_000 })
})
afterAll(async () => t?.close())

const admin = (url: string, payload?: object) => send(t.app, { admin: true, method: 'POST', url, headers: { 'x-operator': 'ops' }, ...(payload ? { payload } : {}) })
const inbox = async () => value<{ list: InboxMessage[]; unread: number }>(await memberCall(t, m, 'POST', '/wps/relay/CSP_messageList', { page: 1, pageSize: 50, order: 'newest' }))
// A real picture: proofs are decoded and encoded again before they are kept.
const PNG = (await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000000' } }).png().toBuffer())

describe('money events in the member\'s inbox', () => {
  it('deposit approved and rejected, withdrawal disbursed and rejected, case answered: each one message, unread until read', async () => {
    const channelId = (await t.testDb.db.selectFrom('deposit_channels').select('id').where('auto_approve_seconds', 'is', null).executeTakeFirstOrThrow()).id
    const deposit = async (requestId: string) => value<{ id: number }>(await memberCall(t, m, 'POST', '/wps/relay/MCS2_depositRequest', { channelId, amount: 20_000, requestId }))
    const approved = await deposit('inbox-dep-0001')
    const rejected = await deposit('inbox-dep-0002')
    value(await admin(`/admin/deposits/${approved.id}/approve`))
    value(await admin(`/admin/deposits/${rejected.id}/reject`, { reason: 'No payment arrived' }))

    const account = await bindAccount(t, m)
    const paid = value<{ id: string }>(await withdraw(t, m, account, 15_000, 'inbox-wd-0001'))
    const refused = value<{ id: string }>(await withdraw(t, m, account, 12_000, 'inbox-wd-0002'))
    value(await admin(`/admin/withdrawals/${paid.id}/approve`))
    value(await admin(`/admin/withdrawals/${paid.id}/disburse`))
    value(await admin(`/admin/withdrawals/${refused.id}/reject`, { reason: 'Name check' }))
    value(await confirmCall(t, m, { withdrawalId: paid.id, outcome: 'notReceived' }, [{ contentType: 'image/png', bytes: PNG }]))
    value(await admin(`/admin/withdrawals/${paid.id}/answer`, { answer: 'Sent again today', refund: false }))

    const { list, unread } = await inbox()
    expect(list.map((x) => x.kind).reverse()).toEqual(['deposit_approved', 'deposit_rejected', 'withdrawal_disbursed', 'withdrawal_rejected', 'case_answered'])
    expect(unread).toBe(5)
    expect(list.find((x) => x.kind === 'deposit_rejected')?.params).toMatchObject({ reason: 'No payment arrived' })
    expect(list.find((x) => x.kind === 'withdrawal_rejected')?.params).toMatchObject({ reason: 'Name check', amount: 12_000 })
    expect(list.find((x) => x.kind === 'case_answered')?.params).toMatchObject({ answer: 'Sent again today', refunded: 0 })
    expect(value<{ count: number }>(await memberCall(t, m, 'GET', '/wps/relay/CSP_unreadCount'))).toEqual({ count: 5 })
    value(await memberCall(t, m, 'POST', '/wps/relay/CSP_messageRead', { ids: [list[0]!.id] }))
    expect(value<{ count: number }>(await memberCall(t, m, 'GET', '/wps/relay/CSP_unreadCount'))).toEqual({ count: 4 })
  })
})
