import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyBaseLogger } from 'fastify'
import { createTestApp, envelope, send, TEST_SECRETS_KEY, type TestApp } from '../../testing/test-app.ts'
import { solveAltcha } from '../../testing/account-helpers.ts'
import { parseCliArgs } from '../../admin/cli-args.ts'
import { formatOutbox } from '../../admin/cli-format.ts'
import { createMessenger, type EmailProvider } from './outbox.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t?.close())

type Outbox = { messages: Array<{ createdAt: string; channel: string; to: string; subject: string; body: string; provider: string; sentAt: string | null }> }

describe('outbox', () => {
  it('keeps every SMS; the admin API lists them by recipient, newest first', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/wps/verification/sms/noLogin', payload: { mobileNum: '9170000003', countryDialingCode: '63', altcha: await solveAltcha(t.app) } })
    expect(res.statusCode).toBe(200)
    const all = envelope<Outbox>(await send(t.app, { method: 'GET', url: '/admin/outbox', admin: true }))
    expect(all.success && all.value.messages[0]).toMatchObject({ channel: 'sms', to: '+63 9170000003', provider: 'outbox', sentAt: null })
    if (!all.success) return
    expect(all.value.messages[0]!.body).toMatch(/\b\d{6}\b/)
    const byDigits = envelope<Outbox>(await send(t.app, { method: 'GET', url: '/admin/outbox?to=9170000003&limit=5', admin: true }))
    expect(byDigits.success && byDigits.value.messages).toHaveLength(1)
    const none = envelope<Outbox>(await send(t.app, { method: 'GET', url: '/admin/outbox?to=nobody%40example.com', admin: true }))
    expect(none).toEqual({ success: true, value: { messages: [] } })
    expect((await send(t.app, { method: 'GET', url: '/admin/outbox?limit=0', admin: true })).statusCode).toBe(400)
    expect((await send(t.app, { method: 'GET', url: '/admin/outbox?limit=abc', admin: true })).statusCode).toBe(400)
    expect((await t.app.inject({ method: 'GET', url: '/admin/outbox' })).statusCode).toBe(401)
  })

  it('records e-mail delivered by a real provider as sent', async () => {
    const delivered: string[] = []
    const fake: EmailProvider = { name: 'smtp', send: async (to) => void delivered.push(to) }
    const m = createMessenger({ db: t.testDb.db, log: t.app.log, email: fake, secretsKey: TEST_SECRETS_KEY })
    await m.sendEmail('someone@example.com', 'Hello', 'Body 123456')
    expect(delivered).toEqual(['someone@example.com'])
    const row = await t.testDb.db.selectFrom('outbox').selectAll().where('to', '=', 'someone@example.com').executeTakeFirstOrThrow()
    expect(row).toMatchObject({ channel: 'email', subject: 'Hello', provider: 'smtp' })
    expect(row.sent_at).not.toBeNull()
  })

  it('stores the body sealed and logs that a message was queued, never the code; the admin API still shows it', async () => {
    const logged: string[] = []
    const capture = (obj: unknown, msg?: string) => void logged.push(`${JSON.stringify(obj)} ${msg ?? ''}`)
    const log = { info: capture, warn: capture, error: capture, debug: capture } as unknown as FastifyBaseLogger
    const m = createMessenger({ db: t.testDb.db, log, secretsKey: TEST_SECRETS_KEY })
    await m.sendSms('+63 9175559876', 'Your Tala verification code is 482913. It expires in 5 minutes.')
    const row = await t.testDb.db.selectFrom('outbox').selectAll().where('to', '=', '+63 9175559876').executeTakeFirstOrThrow()
    expect(row.body).not.toContain('482913')
    expect(logged.length).toBeGreaterThan(0)
    expect(logged.join('\n')).not.toContain('482913')
    expect(logged.join('\n')).toContain('+63 9175559876')
    const shown = envelope<Outbox>(await send(t.app, { method: 'GET', url: '/admin/outbox?to=9175559876', admin: true }))
    expect(shown.success && shown.value.messages[0]!.body).toContain('482913')
  })

  it('the CLI reads `outbox [--to x]` and prints time, channel, to and body', () => {
    const env = { ADMIN_TOKEN: 'env-token-0123456789' }
    expect(parseCliArgs(['outbox'], env)).toMatchObject({ ok: true, command: { kind: 'outbox' } })
    expect(parseCliArgs(['outbox', '--to', '9170000001'], env)).toMatchObject({ ok: true, command: { kind: 'outbox', to: '9170000001' } })
    expect(parseCliArgs(['status', '--to', 'x'], env)).toMatchObject({ ok: false })
    expect(parseCliArgs(['outbox', 'extra'], env)).toMatchObject({ ok: false })
    const text = formatOutbox([
      { createdAt: '2026-01-01T00:00:02.000Z', channel: 'email', to: 'a@example.com', subject: 'Reset', body: 'Code\n123456', provider: 'outbox', sentAt: null },
      { createdAt: '2026-01-01T00:00:01.000Z', channel: 'sms', to: '+63 9170000001', subject: '', body: 'Code 654321', provider: 'outbox', sentAt: null },
    ])
    const lines = text.split('\n')
    expect(lines[0]).toContain('+63 9170000001')
    expect(lines[0]).toContain('Code 654321')
    expect(lines[1]).toContain('[Reset] Code 123456')
    expect(formatOutbox([])).toBe('The outbox is empty.')
  })
})
