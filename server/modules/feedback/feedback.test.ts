/** PUT /wps/feedback (spec §5) and the operator's answer landing in the member's inbox. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { createTestApp, envelope, send, TEST_PAYLOAD_KEY, type TestApp } from '../../testing/test-app.ts'
import { encryptPayload } from '../../http/payload-crypto.ts'
import { multipart, type FilePart } from '../../testing/multipart.ts'
import { createMember, type TestMember } from '../../testing/withdraw-helpers.ts'
import { saveFeedback } from './store.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

const picture = sharp({ create: { width: 8, height: 6, channels: 3, background: '#2060c0' } })
const PNG = await picture.clone().png().toBuffer()
const JPEG = await picture.clone().jpeg().toBuffer()
const FAKE_PNG = Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(64, 1)])

const good = { content: 'The slot lobby loads slowly on my phone in the evening.', adultConfirmed: true, termsAgreed: true }

const put = async (token: string | null, body: unknown, files: ReadonlyArray<FilePart> = []) => {
  const { payload, contentType } = await multipart(body, 'images', files)
  return t.app.inject({ method: 'PUT', url: '/wps/feedback', headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': contentType }, payload })
}
const stored = async (memberId: number) => Number((await t.testDb.db.selectFrom('feedback').select((eb) => eb.fn.countAll().as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow()).n)
const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => send(t.app, { admin: true, method, url, headers: { 'x-operator': 'rosa' }, ...(payload ? { payload } : {}) })

describe('PUT /wps/feedback', () => {
  let m: TestMember
  beforeAll(async () => {
    m = await createMember(t, 'fbmember1')
  })

  it('tells the form its rules, the word bounds from the operator setting', async () => {
    expect(envelope(await t.app.inject({ method: 'GET', url: '/wps/feedback/rules' }))).toMatchObject({
      success: true, value: { maxChars: 140, minWords: 1, maxWords: 60, maxImages: 3, maxImageBytes: 5 * 1024 * 1024, minAge: 18 },
    })
  })

  it('refuses each bad input with a typed failure and stores nothing', async () => {
    const cases: Array<[unknown, FilePart[], Record<string, unknown>]> = [
      [{ ...good, content: '   ' }, [], { reason: 'empty' }],
      [{ ...good, content: 'x'.repeat(141) }, [], { reason: 'tooLong' }],
      [{ ...good, adultConfirmed: false }, [], { reason: 'confirm' }],
      [{ ...good, termsAgreed: false }, [], { reason: 'confirm' }],
      [good, [{ contentType: 'image/gif', bytes: PNG }], { reason: 'imageType', image: 1 }],
      [good, [{ contentType: 'image/png', bytes: JPEG }], { reason: 'imageType', image: 1 }],
      [good, [{ contentType: 'image/png', bytes: PNG }, { contentType: 'image/png', bytes: FAKE_PNG }], { reason: 'imageUnreadable', image: 2 }],
    ]
    for (const [body, files, value] of cases) {
      expect(envelope(await put(m.token, body, files)), JSON.stringify(value)).toMatchObject({ success: false, code: 'FEEDBACK_INVALID', value })
    }
    expect(envelope(await put(m.token, { content: 'x' }))).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
    // More than 3 images: stopped while reading (413), before anything is decoded.
    const four = await put(m.token, good, Array.from({ length: 4 }, () => ({ contentType: 'image/png', bytes: PNG })))
    expect(envelope(four).success).toBe(false)
    expect(await stored(m.id)).toBe(0)
  })

  it('counts words between the operator bounds', async () => {
    expect((await admin('PUT', '/admin/settings/feedbackWords', { value: '3/5' })).statusCode).toBeLessThan(300)
    expect(envelope(await put(m.token, { ...good, content: 'too short' }))).toMatchObject({ code: 'FEEDBACK_INVALID', value: { reason: 'words', minWords: 3, maxWords: 5 } })
    expect(envelope(await put(m.token, { ...good, content: 'one two three four five six' }))).toMatchObject({ code: 'FEEDBACK_INVALID', value: { reason: 'words' } })
    expect(await stored(m.id)).toBe(0)
    await t.testDb.db.deleteFrom('settings').where('key', '=', 'feedbackWords').execute()
  })

  it('needs a session and refuses a trial account', async () => {
    expect(envelope(await put(null, good))).toMatchObject({ success: false, code: 'UNAUTHORIZED' })
    const fp = envelope<{ token: string }>(await t.app.inject({
      method: 'POST', url: '/wps/session/login/freeplay', payload: { os: 'x', platform: 'W', random: encryptPayload(TEST_PAYLOAD_KEY, 'random-string-fb') },
    }))
    if (!fp.success) throw new Error('freeplay')
    expect(envelope(await put(fp.value.token, good))).toMatchObject({ success: false, code: 'TRIAL_ACCOUNT' })
    expect(Number((await t.testDb.db.selectFrom('feedback').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)).toBe(0)
  })

  it('keeps a valid feedback with its images re-encoded, and the operator answer lands in the inbox', async () => {
    const env = envelope<{ id: number }>(await put(m.token, { ...good, contact: 'viber 0917' }, [{ contentType: 'image/png', bytes: PNG }, { contentType: 'image/jpeg', bytes: JPEG }]))
    if (!env.success) throw new Error(`${env.code} ${env.message}`)
    const images = await t.testDb.db.selectFrom('feedback_images').select(['position', 'content_type', 'bytes']).where('feedback_id', '=', String(env.value.id)).orderBy('position').execute()
    expect(images.map((i) => i.content_type)).toEqual(['image/png', 'image/jpeg'])
    expect(await Promise.all(images.map(async (i) => (await sharp(Buffer.from(i.bytes)).metadata()).format))).toEqual(['png', 'jpeg'])

    const list = envelope<{ feedback: Array<{ id: number; status: string; account: string }> }>(await admin('GET', '/admin/feedback?status=open'))
    expect(list).toMatchObject({ success: true })
    if (!list.success) return
    expect(list.value.feedback.find((f) => f.id === env.value.id)).toMatchObject({ status: 'open', account: 'fbmember1' })
    const shown = envelope<{ images: Array<{ bytes: number }>; contact: string }>(await admin('GET', `/admin/feedback/${env.value.id}`))
    expect(shown).toMatchObject({ success: true, value: { contact: 'viber 0917', images: [{ position: 1, contentType: 'image/png' }, { position: 2, contentType: 'image/jpeg' }] } })

    const answered = envelope(await admin('POST', `/admin/feedback/${env.value.id}/answer`, { text: 'Thanks! We sped up the lobby.' }))
    expect(answered).toMatchObject({ success: true, value: { status: 'answered', answer: 'Thanks! We sped up the lobby.', answeredBy: 'rosa' } })
    expect(envelope(await admin('POST', `/admin/feedback/${env.value.id}/answer`, { text: 'again' }))).toMatchObject({ success: false, code: 'FEEDBACK_STATE' })
    expect(envelope(await admin('POST', '/admin/feedback/999999/answer', { text: 'x' }))).toMatchObject({ success: false, code: 'NOT_FOUND' })

    const inbox = envelope<{ list: Array<{ kind: string; title: Record<string, string>; body: Record<string, string> }> }>(await t.app.inject({
      method: 'POST', url: '/wps/relay/CSP_messageList', headers: { authorization: `Bearer ${m.token}` }, payload: { page: 1, pageSize: 10 },
    }))
    if (!inbox.success) throw new Error('inbox')
    expect(inbox.value.list[0]).toMatchObject({ kind: 'operator', title: { en: 'Reply to your feedback' }, body: { en: 'Thanks! We sped up the lobby.' } })
    expect(envelope(await admin('GET', '/admin/feedback?status=answered'))).toMatchObject({ success: true, value: { feedback: [{ id: env.value.id }] } })
  })

  it('lets a member send 5 a day, even under 10 concurrent submissions', async () => {
    const busy = await createMember(t, 'fbmember2')
    const replies = await Promise.all(Array.from({ length: 10 }, () => put(busy.token, good)))
    const codes = replies.map((r) => { const e = envelope(r); return e.success ? 'ok' : e.code })
    const ok = codes.filter((c) => c === 'ok').length
    expect(ok).toBeLessThanOrEqual(5)
    // The others: the day's count, or another upload of theirs still in progress.
    expect(codes.filter((c) => c !== 'ok').every((c) => c === 'TOO_MANY_REQUESTS' || c === 'RATE_LIMITED')).toBe(true)
    expect(await stored(busy.id)).toBe(ok)
    // Sent one after another, the member reaches exactly 5.
    for (let i = ok; i < 5; i += 1) expect(envelope(await put(busy.token, good))).toMatchObject({ success: true })
    expect(envelope(await put(busy.token, good))).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' })
    expect(await stored(busy.id)).toBe(5)
  })

  it('counts the day atomically in the store: 10 saves at once keep exactly 5', async () => {
    const racer = await createMember(t, 'fbmember3')
    const now = new Date(Date.now())
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, () => saveFeedback(t.testDb.db, racer.id, { content: 'Race', contact: null }, [], now)))
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(5)
    expect(outcomes.filter((o) => o.status === 'rejected').map((o) => (o as PromiseRejectedResult).reason.code)).toEqual(Array(5).fill('TOO_MANY_REQUESTS'))
    expect(await stored(racer.id)).toBe(5)
  })
})
