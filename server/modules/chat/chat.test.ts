/** The chat room: typed refusals that store nothing, the send rate under concurrency, mutes and the operator's delete. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, envelope, send, type TestApp } from '../../testing/test-app.ts'
import { createMember, type TestMember } from '../../testing/withdraw-helpers.ts'
import { trialToken } from '../../testing/points-helpers.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

const chat = (token: string | null, method: 'GET' | 'POST', payload?: object) =>
  t.app.inject({ method, url: '/wps/chat/messages', headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload ? { payload } : {}) })
const post = async (m: TestMember | string, text: string) => envelope(await chat(typeof m === 'string' ? m : m.token, 'POST', { text }))
const room = async (m: TestMember | string) => envelope<{ messages: Array<{ id: number; author: string; mine: boolean; text: string }>; me: Record<string, unknown>; rules: Record<string, number> }>(await chat(typeof m === 'string' ? m : m.token, 'GET'))
const stored = async (memberId: number) => Number((await t.testDb.db.selectFrom('chat_messages').select((eb) => eb.fn.countAll().as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow()).n)
const admin = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  envelope<Record<string, unknown>>(await send(t.app, { admin: true, method, url, headers: { 'x-operator': 'rosa' }, ...(payload ? { payload } : {}) }))

describe('the chat room', () => {
  let ana: TestMember
  let ben: TestMember
  beforeAll(async () => {
    ana = await createMember(t, 'chatana01')
    ben = await createMember(t, 'chatben01')
  })

  it('needs a login', async () => {
    expect(envelope(await chat(null, 'GET'))).toMatchObject({ success: false, code: 'UNAUTHORIZED' })
    expect(envelope(await chat(null, 'POST', { text: 'hi' }))).toMatchObject({ success: false, code: 'UNAUTHORIZED' })
  })

  it('refuses bad input with typed failures and stores nothing', async () => {
    const cases: Array<[string, string]> = [['   \n\t ', 'empty'], ['x'.repeat(201), 'tooLong'], ['hi\u0007there', 'characters'], ['abc\u202Edef', 'characters']]
    for (const [text, reason] of cases) {
      expect(await post(ana, text), reason).toMatchObject({ success: false, code: 'CHAT_INVALID', value: { reason, maxChars: 200 } })
    }
    expect(envelope(await chat(ana.token, 'POST', { text: 'x'.repeat(2001) }))).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
    expect(envelope(await chat(ana.token, 'POST', { words: 'hi' }))).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
    expect(await stored(ana.id)).toBe(0)
  })

  it('keeps plain text as typed (spaces folded), never markup; both members read it, masked, their own marked', async () => {
    const sent = await post(ana, '  <b>hello</b>   <script>x</script>\n  all ')
    expect(sent).toMatchObject({ success: true, value: { message: { text: '<b>hello</b> <script>x</script> all', mine: true, author: 'ch***1' } } })
    expect(await post(ben, 'hi ana 😀')).toMatchObject({ success: true })
    const seen = await room(ben)
    expect(seen.success && seen.value.messages.slice(-2)).toEqual([
      expect.objectContaining({ text: '<b>hello</b> <script>x</script> all', mine: false, author: 'ch***1' }),
      expect.objectContaining({ text: 'hi ana 😀', mine: true }),
    ])
    expect(seen.success && seen.value.me).toEqual({ canSend: true, muted: false, mutedUntil: null })
    expect(seen.success && seen.value.rules).toEqual({ maxChars: 200, max: 5, windowSeconds: 30 })
  })

  it('lets at most the limit through of many messages sent at once, and says when the next may go', async () => {
    const cara = await createMember(t, 'chatcara1')
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => post(cara, `burst ${i}`)))
    expect(results.filter((r) => r.success)).toHaveLength(5)
    const refused = results.filter((r) => !r.success)
    expect(refused).toHaveLength(7)
    for (const r of refused) expect(r).toMatchObject({ success: false, code: 'RATE_LIMITED', value: { retryAfterSeconds: expect.any(Number) } })
    expect(await stored(cara.id)).toBe(5)
  })

  it('takes the operator setting chatRate', async () => {
    expect(await admin('PUT', '/admin/settings/chatRate', { value: '2/60' })).toMatchObject({ success: true })
    const dan = await createMember(t, 'chatdan01')
    const results = await Promise.all(Array.from({ length: 4 }, (_, i) => post(dan, `m ${i}`)))
    expect(results.filter((r) => r.success)).toHaveLength(2)
    expect(await admin('PUT', '/admin/settings/chatRate', { value: '5/30' })).toMatchObject({ success: true })
  })

  it('refuses a muted member, shows the mute, and lets them speak again once unmuted', async () => {
    const eve = await createMember(t, 'chateve01')
    expect(await admin('POST', '/admin/chat/mute', { account: 'chateve01', minutes: 30 })).toMatchObject({ success: true, value: { account: 'chateve01', mutedBy: 'rosa' } })
    const refused = await post(eve, 'let me talk')
    expect(refused).toMatchObject({ success: false, code: 'CHAT_MUTED', value: { until: expect.any(Number), secondsLeft: 1800 } })
    expect(await stored(eve.id)).toBe(0)
    expect(await room(eve)).toMatchObject({ success: true, value: { me: { canSend: false, muted: true, mutedUntil: expect.any(Number) } } })
    expect(await admin('GET', '/admin/chat/muted')).toMatchObject({ success: true, value: { muted: [expect.objectContaining({ account: 'chateve01' })] } })
    expect(await admin('POST', '/admin/chat/mute', { account: 'chateve01', minutes: null })).toMatchObject({ success: true, value: { until: null } })
    expect(await post(eve, 'still?')).toMatchObject({ success: false, code: 'CHAT_MUTED', value: { until: null, secondsLeft: null } })
    expect(await admin('POST', '/admin/chat/unmute', { account: 'chateve01' })).toMatchObject({ success: true, value: { wasMuted: true } })
    expect(await post(eve, 'thanks')).toMatchObject({ success: true })
    expect(await admin('POST', '/admin/chat/mute', { account: 'nobody-here', minutes: 5 })).toMatchObject({ success: false, code: 'NOT_FOUND' })
  })

  it('drops a message the operator deletes from every member\'s room', async () => {
    const sent = await post(ben, 'buy followers at spam.example')
    if (!sent.success) throw new Error('send')
    const id = (sent.value as { message: { id: number } }).message.id
    const before = await room(ana)
    expect(before.success && before.value.messages.some((m) => m.id === id)).toBe(true)
    expect(await admin('POST', `/admin/chat/messages/${id}/delete`)).toMatchObject({ success: true, value: { id, deletedBy: 'rosa', deletedAt: expect.any(String) } })
    const after = await room(ana)
    expect(after.success && after.value.messages.some((m) => m.id === id)).toBe(false)
    expect(await admin('GET', '/admin/chat/messages?account=chatben01')).toMatchObject({ success: true, value: { messages: expect.arrayContaining([expect.objectContaining({ id, deletedBy: 'rosa' })]) } })
    expect(await admin('POST', '/admin/chat/messages/999999999/delete')).toMatchObject({ success: false, code: 'NOT_FOUND' })
  })

  it('lets a trial account read the room but not send', async () => {
    const trial = await trialToken(t)
    expect(await room(trial)).toMatchObject({ success: true, value: { me: { canSend: false, muted: false } } })
    expect(await post(trial, 'hello from trial')).toMatchObject({ success: false, code: 'TRIAL_ACCOUNT' })
  })

  it('keeps a member on a break or self-excluded out of the room', async () => {
    const fay = await createMember(t, 'chatfay01')
    const until = new Date(Date.now() + 15 * 60_000)
    await t.testDb.db.insertInto('protection_limits').values({ member_id: fay.id, block_kind: 'break', block_until: until, block_started_at: new Date() }).execute()
    expect(await room(fay)).toMatchObject({ success: false, code: 'ON_BREAK', value: { kind: 'break' } })
    expect(await post(fay, 'hi')).toMatchObject({ success: false, code: 'ON_BREAK' })
    expect(await stored(fay.id)).toBe(0)
  })
})
