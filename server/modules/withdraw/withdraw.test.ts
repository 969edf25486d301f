/**
 * Money out through the member's calls and the operator API: payment password, payout
 * accounts, withdrawals from hold to payout or release, the member's answer with proof, cases,
 * auto-receive, and two members who never see or touch each other's records.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { createTestApp, envelope, send, TEST_ADMIN_TOKEN, TEST_PAYLOAD_KEY, type TestApp } from '../../testing/test-app.ts'
import { encryptPayload } from '../../http/payload-crypto.ts'
import { encrypted } from '../../testing/account-helpers.ts'
import { ledgerInvariants } from '../../testing/wallet-helpers.ts'
import {
  PAY, balances, bindAccount, confirmCall, createMember, memberCall, value, withdraw, type TestMember,
} from '../../testing/withdraw-helpers.ts'
import type { FilePart } from '../../testing/multipart.ts'
import { disburseWithdrawal, rejectWithdrawal, runAutoReceive, type MemberEvent } from './index.ts'

let t: TestApp
let a: TestMember
let b: TestMember
beforeAll(async () => {
  t = await createTestApp()
  // The VIP daily limits have their own tests (vip-limits.test.ts); these members withdraw more often.
  await t.testDb.db.updateTable('vip_levels').set({ withdraw_daily_count: 100 }).execute()
  a = await createMember(t, 'wdra', { balance: 1_000_000 })
  b = await createMember(t, 'wdrb', { balance: 1_000_000 })
})
afterAll(async () => t?.close())

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, operator = 'alice') =>
  send(t.app, { admin: true, method, url, headers: { 'x-operator': operator }, ...(payload ? { payload } : {}) })
// Real pictures (proofs are decoded and encoded again before they are kept).
const picture = sharp({ create: { width: 8, height: 6, channels: 3, background: '#c03020' } })
const PNG = await picture.clone().png().toBuffer()
const JPEG = await picture.clone().jpeg().toBuffer()
/** Magic bytes and nothing an image decoder can read. */
const FAKE_PNG = Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(64, 1)])

describe('payment password', () => {
  it('is set once, then changed with the old one; mismatches and bad formats change nothing', async () => {
    const c = await createMember(t, 'wdrc', { payPassword: null })
    const status = async () => value<{ set: boolean }>(await memberCall(t, c, 'GET', '/wps/member/payment-password')).set
    expect(await status()).toBe(false)
    const setPw = (newPassword: string, confirmNewPassword = newPassword) =>
      memberCall(t, c, 'POST', '/wps/member/payment-password', encrypted({ newPassword, confirmNewPassword }))
    expect(envelope(await setPw('12345'))).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(envelope(await setPw('123456', '654321'))).toMatchObject({ code: 'PASSWORD_MISMATCH' })
    expect(await status()).toBe(false)
    expect(envelope(await setPw('123456'))).toEqual({ success: true, value: { done: true } })
    expect(envelope(await setPw('999999'))).toMatchObject({ code: 'ALREADY_BOUND' })
    const change = (oldPassword: string, newPassword: string) =>
      memberCall(t, c, 'POST', '/wps/member/payment-password/change', encrypted({ oldPassword, newPassword, confirmNewPassword: newPassword }))
    expect(envelope(await change('000000', '777777'))).toMatchObject({ code: 'PAYMENT_PASSWORD_INVALID' })
    expect(envelope(await change('123456', '777777'))).toEqual({ success: true, value: { done: true } })
    expect(envelope(await change('123456', '888888'))).toMatchObject({ code: 'PAYMENT_PASSWORD_INVALID' })
  })

  it('blocks after 5 wrong tries, even tries sent at once, and the right one then waits too', async () => {
    const d = await createMember(t, 'wdrd')
    const change = (oldPassword: string) =>
      memberCall(t, d, 'POST', '/wps/member/payment-password/change', encrypted({ oldPassword, newPassword: '111111', confirmNewPassword: '111111' }))
    const codes = (await Promise.all(Array.from({ length: 8 }, () => change('000000')))).map((r) => envelope(r).success ? 'ok' : (envelope(r) as { code: string }).code)
    expect(codes.filter((c) => c === 'PAYMENT_PASSWORD_INVALID')).toHaveLength(5)
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(3)
    expect(envelope(await change(PAY))).toMatchObject({ code: 'TOO_MANY_REQUESTS' })
    // Another member's tries are their own.
    expect(envelope(await memberCall(t, a, 'POST', '/wps/member/payment-password/change', encrypted({ oldPassword: PAY, newPassword: PAY, confirmNewPassword: PAY }))))
      .toMatchObject({ success: true })
  })

  it('needs a token, and a real account for every money-out call', async () => {
    expect(envelope(await memberCall(t, null, 'GET', '/wps/member/payment-password'))).toMatchObject({ code: 'UNAUTHORIZED' })
    const fp = envelope<{ token: string }>(await t.app.inject({
      method: 'POST', url: '/wps/session/login/freeplay', payload: { os: 'x', platform: 'W', random: encryptPayload(TEST_PAYLOAD_KEY, 'random-string-wd') },
    }))
    if (!fp.success) throw new Error('freeplay')
    const trial = { id: 0, account: 'trial', token: fp.value.token }
    for (const [method, url, body] of [
      ['GET', '/wps/member/payment-password', undefined],
      ['POST', '/wps/member/payment-password', encrypted({ newPassword: '123456', confirmNewPassword: '123456' })],
      ['POST', '/wps/member/payment-password/change', encrypted({ oldPassword: '123456', newPassword: '123456', confirmNewPassword: '123456' })],
      ['GET', '/wps/member/payout-accounts', undefined],
      ['POST', '/wps/member/payout-accounts', encrypted({ kind: 'bank', provider: 'BDO', accountNumber: '12345678', holderName: 'x' })],
      ['POST', '/wps/member/withdrawals', encrypted({ requestId: 'trial-req-1', amount: 20_000, payoutAccountId: '1', paymentPassword: PAY })],
      ['GET', '/wps/member/withdrawals', undefined],
      ['GET', '/wps/member/upline', undefined],
      ['POST', '/wps/member/upline/transfer', encrypted({ requestId: 'trial-req-2', amount: 5_000, paymentPassword: PAY })],
    ] as const) {
      expect(envelope(await memberCall(t, trial, method, url, body)), url).toMatchObject({ code: 'TRIAL_ACCOUNT' })
    }
    expect(envelope(await confirmCall(t, trial, { withdrawalId: '1', outcome: 'received' }))).toMatchObject({ code: 'TRIAL_ACCOUNT' })
  })
})

describe('payout accounts', () => {
  it('need a bound payee name and that name as the holder', async () => {
    const e = await createMember(t, 'wdre', { payee: null })
    const bind = (holderName: string) => memberCall(t, e, 'POST', '/wps/member/payout-accounts', encrypted({ kind: 'ewallet', provider: 'GCash', accountNumber: '09171234567', holderName }))
    expect(envelope(await bind('Anyone'))).toMatchObject({ code: 'PAYEE_NAME_REQUIRED' })
    await t.testDb.db.updateTable('members').set({ payee_name: 'Juan Dela Cruz' }).where('id', '=', e.id).execute()
    expect(envelope(await bind('Maria Clara'))).toMatchObject({ code: 'PAYEE_NAME_MISMATCH' })
    expect(value<{ accounts: unknown[] }>(await memberCall(t, e, 'GET', '/wps/member/payout-accounts')).accounts).toHaveLength(0)
    expect(envelope(await bind('  juan  dela cruz'))).toMatchObject({
      success: true, value: { kind: 'ewallet', provider: 'GCash', accountNumber: '*******4567', holderName: 'Juan Dela Cruz' },
    })
    expect(envelope(await bind('Juan Dela Cruz'))).toMatchObject({ code: 'ALREADY_BOUND' })
    expect(value<{ accounts: unknown[]; payeeName: string; maxAccounts: number }>(await memberCall(t, e, 'GET', '/wps/member/payout-accounts')))
      .toMatchObject({ accounts: [{ accountNumber: '*******4567' }], payeeName: 'J*** D*** C***', maxAccounts: 5 })
  })

  it('are at most five, even when bound at once, and each member sees only their own', async () => {
    const f = await createMember(t, 'wdrf')
    const replies = await Promise.all(Array.from({ length: 8 }, (_, i) =>
      memberCall(t, f, 'POST', '/wps/member/payout-accounts', encrypted({ kind: 'bank', provider: 'BPI', accountNumber: `55550000${i}`, holderName: 'wdrf Payee' }))))
    const codes = replies.map((r) => { const env = envelope(r); return env.success ? 'ok' : env.code })
    expect(codes.filter((c) => c === 'ok')).toHaveLength(5)
    expect(codes.filter((c) => c === 'LIMIT_REACHED')).toHaveLength(3)
    expect(value<{ accounts: unknown[] }>(await memberCall(t, f, 'GET', '/wps/member/payout-accounts')).accounts).toHaveLength(5)
    const g = await createMember(t, 'wdrg')
    expect(value<{ accounts: unknown[] }>(await memberCall(t, g, 'GET', '/wps/member/payout-accounts')).accounts).toHaveLength(0)
  })

  it('keep account numbers out of the logs (bind, list, withdraw, operator list)', async () => {
    const lines: string[] = []
    const app = await t.rebuild({ logLevel: 'trace', logStream: { write: (line) => { lines.push(line) } } })
    const k = await createMember(t, 'wdrk', { balance: 100_000 })
    const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({ method, url, headers: { authorization: `Bearer ${k.token}` }, ...(payload ? { payload } : {}) })
    const bound = envelope<{ id: string }>(await as('POST', '/wps/member/payout-accounts', encrypted({ kind: 'bank', provider: 'BDO', accountNumber: '7070707070', holderName: 'wdrk Payee' })))
    if (!bound.success) throw new Error('bind')
    await as('GET', '/wps/member/payout-accounts')
    await as('POST', '/wps/member/withdrawals', encrypted({ requestId: 'log-req-0001', amount: 20_000, payoutAccountId: bound.value.id, paymentPassword: PAY }))
    await app.inject({ method: 'GET', url: '/admin/withdrawals', headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } })
    expect(lines.length).toBeGreaterThan(4)
    expect(lines.join('\n')).not.toContain('7070707070')
  })

  it('refuse bad input with a clear error', async () => {
    for (const body of [
      { kind: 'cash', provider: 'BDO', accountNumber: '1234567', holderName: 'wdra Payee' },
      { kind: 'bank', provider: '', accountNumber: '1234567', holderName: 'wdra Payee' },
      { kind: 'bank', provider: 'BDO', accountNumber: '12<script>', holderName: 'wdra Payee' },
      { kind: 'bank', provider: 'BDO', accountNumber: '1 2 3', holderName: 'wdra Payee' },
    ]) {
      expect(envelope(await memberCall(t, a, 'POST', '/wps/member/payout-accounts', encrypted(body)))).toMatchObject({ code: 'VALIDATION_FAILED' })
    }
    expect(value<{ accounts: unknown[] }>(await memberCall(t, a, 'GET', '/wps/member/payout-accounts')).accounts).toHaveLength(0)
  })
})

describe('withdrawals', () => {
  let accountA: string
  let accountB: string
  beforeAll(async () => {
    accountA = await bindAccount(t, a, '1111222233')
    accountB = await bindAccount(t, b, '4444555566')
  })

  it('refuse out-of-range amounts, wrong passwords and other members\' accounts, moving nothing', async () => {
    const before = await balances(t, a.id)
    expect(envelope(await withdraw(t, a, accountA, 5))).toMatchObject({ code: 'AMOUNT_OUT_OF_RANGE', value: { min: 10_000, max: 5_000_000 } })
    expect(envelope(await withdraw(t, a, accountA, 20_000, undefined, '000000'))).toMatchObject({ code: 'PAYMENT_PASSWORD_INVALID' })
    expect(envelope(await withdraw(t, a, accountB, 20_000))).toMatchObject({ code: 'NOT_FOUND' })
    expect(envelope(await withdraw(t, a, accountA, 2_000_000))).toMatchObject({ code: 'INSUFFICIENT_FUNDS' })
    expect(envelope(await memberCall(t, a, 'POST', '/wps/member/withdrawals', encrypted({ requestId: 'x', amount: 20_000, payoutAccountId: accountA, paymentPassword: PAY }))))
      .toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(await balances(t, a.id)).toEqual(before)
    expect(value<{ total: number }>(await memberCall(t, a, 'GET', '/wps/member/withdrawals')).total).toBe(0)
  })

  it('hold the amount at once, take effect once per request id, and go pending -> approved -> disbursed -> partial -> case refunded', async () => {
    const before = await balances(t, a.id)
    const [first, again] = await Promise.all([withdraw(t, a, accountA, 100_000, 'req-partial-1'), withdraw(t, a, accountA, 100_000, 'req-partial-1')])
    const w = value<{ id: string; status: string; amount: number }>(first)
    expect(value<{ id: string }>(again).id).toBe(w.id)
    expect(w).toMatchObject({ status: 'pending', amount: 100_000 })
    expect(await balances(t, a.id)).toEqual({ main: before.main - 100_000, hold: before.hold + 100_000 })

    // B neither sees nor touches it.
    expect(value<{ total: number }>(await memberCall(t, b, 'GET', '/wps/member/withdrawals')).total).toBe(0)
    expect(envelope(await confirmCall(t, b, { withdrawalId: w.id, outcome: 'received' }))).toMatchObject({ code: 'NOT_FOUND' })
    // Not disbursed yet.
    expect(envelope(await confirmCall(t, a, { withdrawalId: w.id, outcome: 'received' }))).toMatchObject({ code: 'WITHDRAWAL_STATE' })

    expect(envelope(await admin('POST', `/admin/withdrawals/${w.id}/disburse`))).toMatchObject({ code: 'WITHDRAWAL_STATE' })
    expect(envelope(await admin('POST', `/admin/withdrawals/${w.id}/approve`))).toMatchObject({ success: true, value: { status: 'approved', approvedBy: 'alice' } })
    expect(envelope(await admin('POST', `/admin/withdrawals/${w.id}/disburse`, undefined, 'bob'))).toMatchObject({
      success: true, value: { status: 'disbursed', disbursedBy: 'bob', payoutAccount: { accountNumber: '1111222233', holderName: 'wdra Payee' } },
    })
    expect(await balances(t, a.id)).toEqual({ main: before.main - 100_000, hold: before.hold })

    const listed = value<{ list: Array<Record<string, unknown>>; promisedMinutes: number; autoReceiveMinutes: number }>(await memberCall(t, a, 'GET', '/wps/member/withdrawals'))
    expect(listed).toMatchObject({ promisedMinutes: 30, autoReceiveMinutes: 1440 })
    expect(listed.list[0]).toMatchObject({ id: w.id, status: 'disbursed', payoutAccount: { accountNumber: '******2233' } })
    const stages = listed.list[0]!.stages as Record<string, string | null>
    expect(stages.approvedAt).not.toBeNull()
    expect(stages.disbursedAt).not.toBeNull()
    expect(listed.list[0]!.autoReceiveAt).toBe(new Date(Date.parse(stages.disbursedAt!) + 1440 * 60_000).toISOString())

    const partial = (receivedAmount: number) => confirmCall(t, a, { withdrawalId: w.id, outcome: 'partial', receivedAmount })
    expect(envelope(await partial(100_000))).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(envelope(await partial(0))).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(envelope(await partial(60_000))).toMatchObject({ success: true, value: { status: 'partial', receivedAmount: 60_000, case: { status: 'open', answer: null } } })
    expect(envelope(await partial(50_000))).toMatchObject({ code: 'WITHDRAWAL_STATE' })

    expect(value<{ withdrawals: Array<{ id: string }> }>(await admin('GET', '/admin/withdrawals?status=case')).withdrawals.map((x) => x.id)).toContain(w.id)
    expect(envelope(await admin('POST', `/admin/withdrawals/${w.id}/answer`, { answer: 'Sorry: the rest is returned.', refund: true }))).toMatchObject({
      success: true, value: { case: { status: 'answered', answer: 'Sorry: the rest is returned.', refunded: 40_000 }, caseAnsweredBy: 'alice' },
    })
    expect(envelope(await admin('POST', `/admin/withdrawals/${w.id}/answer`, { answer: 'again', refund: true }))).toMatchObject({ code: 'WITHDRAWAL_STATE' })
    expect(await balances(t, a.id)).toEqual({ main: before.main - 60_000, hold: before.hold })
    const kinds = await t.testDb.db.selectFrom('ledger_transactions').select('kind').where('meta', '@>', JSON.stringify({ withdrawalId: w.id }) as never).execute()
    expect(kinds.map((k) => k.kind).sort()).toEqual(['withdrawal_hold', 'withdrawal_payout', 'withdrawal_release'])
  })

  it('return the hold on rejection, with the reason shown, once', async () => {
    const before = await balances(t, b.id)
    const w = value<{ id: string }>(await withdraw(t, b, accountB, 50_000))
    expect(envelope(await admin('POST', `/admin/withdrawals/${w.id}/reject`, { reason: '' }))).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(envelope(await admin('POST', `/admin/withdrawals/${w.id}/reject`, { reason: 'Account name check failed' }))).toMatchObject({
      success: true, value: { status: 'rejected', rejectReason: 'Account name check failed', rejectedBy: 'alice' },
    })
    expect(envelope(await admin('POST', `/admin/withdrawals/${w.id}/reject`, { reason: 'twice' }))).toMatchObject({ code: 'WITHDRAWAL_STATE' })
    expect(envelope(await admin('POST', `/admin/withdrawals/${w.id}/approve`))).toMatchObject({ code: 'WITHDRAWAL_STATE' })
    expect(await balances(t, b.id)).toEqual(before)
    expect(value<{ list: Array<{ rejectReason: string; stages: { rejectedAt: string | null } }> }>(await memberCall(t, b, 'GET', '/wps/member/withdrawals?status=rejected')).list[0])
      .toMatchObject({ rejectReason: 'Account name check failed' })
  })

  it('take "not received" with 1 to 3 real png/jpeg proofs only, and open a case', async () => {
    const w = value<{ id: string }>(await withdraw(t, b, accountB, 30_000))
    await admin('POST', `/admin/withdrawals/${w.id}/approve`)
    await admin('POST', `/admin/withdrawals/${w.id}/disburse`)
    const notReceived = (proofs: ReadonlyArray<FilePart>) => confirmCall(t, b, { withdrawalId: w.id, outcome: 'notReceived' }, proofs)
    const file = (contentType: string, bytes: Buffer): FilePart => ({ contentType, bytes })
    expect(envelope(await notReceived([]))).toMatchObject({ code: 'PROOF_INVALID' })
    expect(envelope(await notReceived([file('image/png', JPEG)]))).toMatchObject({ code: 'PROOF_INVALID' })
    expect(envelope(await notReceived([file('image/png', FAKE_PNG)]))).toMatchObject({ code: 'PROOF_INVALID' })
    expect(envelope(await notReceived([file('image/png', Buffer.from('GIF89a....'))]))).toMatchObject({ code: 'PROOF_INVALID' })
    expect(envelope(await notReceived([file('image/gif', PNG)]))).toMatchObject({ code: 'PROOF_INVALID' })
    // Past the limits the reading stops: a fourth file, or a file over 5 MB, is 413.
    const four = await notReceived([file('image/png', PNG), file('image/png', PNG), file('image/jpeg', JPEG), file('image/jpeg', JPEG)])
    expect(four.statusCode).toBe(413)
    expect(envelope(four)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' })
    const big = await notReceived([file('image/jpeg', Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024)]))])
    expect(big.statusCode).toBe(413)
    expect(envelope(big)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' })
    // The answer's fields belong in the form; the old JSON body is refused.
    expect(envelope(await memberCall(t, b, 'POST', '/wps/member/withdrawals/confirm', { withdrawalId: w.id, outcome: 'received' }))).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' })
    expect(value<{ list: Array<{ status: string }> }>(await memberCall(t, b, 'GET', '/wps/member/withdrawals?status=disbursed')).list).toHaveLength(1)
    // A PNG with a page appended: what is kept is the picture alone.
    const withPage = Buffer.concat([PNG, Buffer.from('<html><script>alert(1)</script></html>')])
    expect(envelope(await notReceived([file('image/png', withPage), file('image/jpeg', JPEG)]))).toMatchObject({
      success: true, value: { status: 'not_received', proofCount: 2, case: { status: 'open' }, receivedAmount: null },
    })
    const stored = await t.testDb.db.selectFrom('withdrawal_proofs').select(['content_type', 'bytes']).where('withdrawal_id', '=', w.id).orderBy('id').execute()
    expect(stored.map((p) => p.content_type)).toEqual(['image/png', 'image/jpeg'])
    expect(Buffer.from(stored[0]!.bytes).toString('latin1')).not.toContain('<html')
    expect(await Promise.all(stored.map(async (p) => (await sharp(Buffer.from(p.bytes)).metadata()).format))).toEqual(['png', 'jpeg'])
    expect(value<{ proofs: Array<{ contentType: string; data: string }> }>(await admin('GET', `/admin/withdrawals/${w.id}/proofs`)).proofs)
      .toMatchObject(stored.map((p) => ({ contentType: p.content_type, data: Buffer.from(p.bytes).toString('base64') })))
    expect(envelope(await admin('GET', '/admin/withdrawals/999999/proofs'))).toMatchObject({ code: 'NOT_FOUND' })
    const before = await balances(t, b.id)
    await admin('POST', `/admin/withdrawals/${w.id}/answer`, { answer: 'Paid again by hand', refund: false })
    expect(await balances(t, b.id)).toEqual(before)
  })

  it('keep the promised time made when the request was taken, whatever the setting says later', async () => {
    await admin('PUT', '/admin/withdrawal-settings', { promisedMinutes: 1 })
    const w = value<{ id: string; dueAt: string; stages: { requestedAt: string } }>(await withdraw(t, a, accountA, 20_000))
    expect(w.dueAt).toBe(new Date(Date.parse(w.stages.requestedAt) + 60_000).toISOString())
    await admin('PUT', '/admin/withdrawal-settings', { promisedMinutes: 30 })
    const listed = value<{ list: Array<{ id: string; dueAt: string }> }>(await memberCall(t, a, 'GET', '/wps/member/withdrawals')).list
    expect(listed.find((x) => x.id === w.id)?.dueAt).toBe(w.dueAt)
    await admin('POST', `/admin/withdrawals/${w.id}/reject`, { reason: 'Test over' })
  })

  it('count as received after the operator\'s minutes with no answer, and then cannot be answered', async () => {
    const settings = value<{ autoReceiveMinutes: number; updatedBy: string }>(await admin('PUT', '/admin/withdrawal-settings', { autoReceiveMinutes: 5 }, 'carol'))
    expect(settings).toMatchObject({ autoReceiveMinutes: 5, updatedBy: 'carol' })
    const w = value<{ id: string }>(await withdraw(t, a, accountA, 20_000))
    await admin('POST', `/admin/withdrawals/${w.id}/approve`)
    await admin('POST', `/admin/withdrawals/${w.id}/disburse`)
    // A later change of the setting does not move the promise made at disbursement.
    await admin('PUT', '/admin/withdrawal-settings', { autoReceiveMinutes: 1440 })
    expect(await runAutoReceive(t.testDb.db, Date.now() + 4 * 60_000)).toBe(0)
    expect(await runAutoReceive(t.testDb.db, Date.now() + 6 * 60_000)).toBe(1)
    expect(await runAutoReceive(t.testDb.db, Date.now() + 6 * 60_000)).toBe(0)
    const listed = value<{ list: Array<Record<string, unknown>> }>(await memberCall(t, a, 'GET', '/wps/member/withdrawals?status=received')).list
    expect(listed.find((x) => x.id === w.id)).toMatchObject({ status: 'received', autoReceived: true, receivedAmount: 20_000, case: null, autoReceiveAt: null })
    expect(envelope(await confirmCall(t, a, { withdrawalId: w.id, outcome: 'notReceived' }, [{ contentType: 'image/png', bytes: PNG }])))
      .toMatchObject({ code: 'WITHDRAWAL_STATE' })
    expect(envelope(await admin('POST', `/admin/withdrawals/${w.id}/answer`, { answer: 'x', refund: true }))).toMatchObject({ code: 'WITHDRAWAL_STATE' })
  })

  it('tell the member\'s inbox about disbursement and rejection in the same transaction', async () => {
    const events: MemberEvent[] = []
    const onEvent = async (_trx: unknown, e: MemberEvent) => { events.push(e) }
    const one = value<{ id: string }>(await withdraw(t, a, accountA, 10_000))
    const two = value<{ id: string }>(await withdraw(t, a, accountA, 10_000))
    await admin('POST', `/admin/withdrawals/${one.id}/approve`)
    await disburseWithdrawal(t.testDb.db, one.id, 'dave', Date.now(), onEvent)
    await rejectWithdrawal(t.testDb.db, two.id, 'Duplicate', 'dave', Date.now(), onEvent)
    expect(events).toEqual([
      { memberId: a.id, kind: 'withdrawal_disbursed', params: { withdrawalId: one.id, amount: 10_000 } },
      { memberId: a.id, kind: 'withdrawal_rejected', params: { withdrawalId: two.id, amount: 10_000, reason: 'Duplicate' } },
    ])
    // An event that fails undoes the change.
    const three = value<{ id: string }>(await withdraw(t, a, accountA, 10_000))
    const before = await balances(t, a.id)
    await expect(rejectWithdrawal(t.testDb.db, three.id, 'x', 'dave', Date.now(), async () => { throw new Error('inbox down') })).rejects.toThrow('inbox down')
    expect(await balances(t, a.id)).toEqual(before)
  })

  // Five at once: the payment-password limit counts checks in flight too (PAYMENT_PASSWORD_TRIES).
  it('sent at once never take the balance below zero', async () => {
    const h = await createMember(t, 'wdrh', { balance: 100_000 })
    const acc = await bindAccount(t, h)
    const replies = await Promise.all(Array.from({ length: 5 }, () => withdraw(t, h, acc, 30_000)))
    const ok = replies.filter((r) => envelope(r).success)
    expect(ok).toHaveLength(3)
    expect(replies.filter((r) => (envelope(r) as { code?: string }).code === 'INSUFFICIENT_FUNDS')).toHaveLength(2)
    expect(await balances(t, h.id)).toEqual({ main: 10_000, hold: 90_000 })
    expect(await ledgerInvariants(t.testDb.db)).toEqual({ sum: 0, unbalancedTx: 0, drift: 0, negative: 0, orphans: 0 })
  })

  it('answer bad operator input clearly and record every change with who and when', async () => {
    expect(envelope(await admin('POST', '/admin/withdrawals/999999/approve'))).toMatchObject({ code: 'NOT_FOUND' })
    expect(envelope(await admin('POST', '/admin/withdrawals/abc/approve'))).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(envelope(await admin('PUT', '/admin/withdrawal-settings', { minAmount: 9_000_000 }))).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(envelope(await admin('PUT', '/admin/withdrawal-settings', { promisedMinutes: 0 }))).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(value<{ minAmount: number }>(await admin('GET', '/admin/withdrawal-settings')).minAmount).toBe(10_000)
    expect(envelope(await send(t.app, { method: 'GET', url: '/admin/withdrawals' }))).toMatchObject({ code: 'UNAUTHORIZED' })
    const log = await t.testDb.db.selectFrom('withdrawal_operator_log').select(['operator', 'action', 'created_at']).execute()
    expect(new Set(log.map((l) => `${l.operator}:${l.action}`))).toEqual(new Set(['alice:approve', 'bob:disburse', 'alice:answer', 'alice:reject', 'alice:disburse', 'carol:settings', 'alice:settings', 'dave:disburse', 'dave:reject']))
  })
})
