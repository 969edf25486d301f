/** The operator's notices (issue 39): write in five languages, schedule, withdraw; players see only live ones. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, envelope, send, type TestApp } from '../../testing/test-app.ts'

let now = Date.parse('2026-06-01T04:00:00Z')
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ now: () => now })
})
afterAll(async () => {
  await t?.close()
})

const five = (en: string) => ({ ty: `${en} (ty)`, en, cn: `${en} (cn)`, th: `${en} (th)`, vi: `${en} (vi)` })
const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => send(t.app, { admin: true, method, url, headers: { 'x-operator': 'rosa' }, ...(payload ? { payload } : {}) })
const players = async (types: string[], execution: 'A' | 'B' = 'B', language = 'en') => {
  const env = envelope<{ player: Array<{ title: string; content: string }>; banners: Array<{ title: string }>; popup: Array<{ title: string }>; promotion: Array<{ title: string }> }>(
    await t.app.inject({ method: 'POST', url: '/wps/relay/MCSFE_getListAnnouncements', payload: { types, platform: 'W', execution, language } }))
  if (!env.success) throw new Error(env.code)
  return [...env.value.player, ...env.value.banners, ...env.value.popup, ...env.value.promotion].map((n) => n.title)
}
const count = async () => Number((await t.testDb.db.selectFrom('announcements').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)

describe('operator notices', () => {
  it('writes a notice of every type in the five languages, escaped, shown at once', async () => {
    for (const type of ['B', 'PL', 'PU', 'PR', 'H']) {
      const env = envelope<{ id: number; state: string; createdBy: string }>(await admin('PUT', '/admin/notices', { type, title: five(`Op ${type}`), body: five('Line <b>one</b>\n\nTwo') }))
      expect(env, type).toMatchObject({ success: true, value: { type, state: 'live', createdBy: 'rosa' } })
    }
    expect(await players(['B', 'PL', 'PU', 'PR', 'H'])).toEqual(expect.arrayContaining(['Op B', 'Op PL', 'Op PU', 'Op PR', 'Op H']))
    expect(await players(['PL'], 'B', 'vi')).toContain('Op PL (vi)')
    const env = envelope<{ player: Array<{ title: string; content: string }> }>(await t.app.inject({ method: 'POST', url: '/wps/relay/MCSFE_getListAnnouncements', payload: { types: ['PL'], platform: 'W', execution: 'B', language: 'en' } }))
    const content = env.success ? env.value.player.find((n) => n.title === 'Op PL')?.content : ''
    expect(content).toBe('<p>Line &lt;b&gt;one&lt;/b&gt;</p><p>Two</p>')
  })

  it('refuses bad input with typed failures and writes nothing', async () => {
    const before = await count()
    const cases: object[] = [
      { type: 'X', title: five('t'), body: five('b') },
      { type: 'B', title: { en: 'only English' }, body: five('b') },
      { type: 'B', title: { ...five('t'), th: '   ' }, body: five('b') },
      { type: 'B', title: five('x'.repeat(121)), body: five('b') },
      { type: 'B', title: five('t'), body: five('b'), from: 'tomorrow' },
      { type: 'B', title: five('t'), body: five('b'), from: '2026-06-02T00:00Z', until: '2026-06-01T00:00Z' },
    ]
    for (const payload of cases) expect(envelope(await admin('PUT', '/admin/notices', payload)), JSON.stringify(payload)).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
    expect(await count()).toBe(before)
  })

  it('schedules a notice: hidden before its time and after its end', async () => {
    const env = envelope<{ id: number; state: string }>(await admin('PUT', '/admin/notices', {
      type: 'PU', title: five('Later'), body: five('Soon'), from: '2026-06-02T00:00:00Z', until: '2026-06-03T00:00:00Z', membersOnly: true,
    }))
    expect(env).toMatchObject({ success: true, value: { state: 'scheduled', membersOnly: true } })
    const id = env.success ? env.value.id : 0
    expect(await players(['PU'], 'A')).not.toContain('Later')
    now = Date.parse('2026-06-02T01:00:00Z')
    expect(await players(['PU'], 'A')).toContain('Later')
    expect(await players(['PU'], 'B')).not.toContain('Later')
    // Moved: ends now, then open-ended again.
    expect(envelope(await admin('POST', `/admin/notices/${id}/schedule`, { until: '2026-06-02T00:30:00Z' }))).toMatchObject({ success: true, value: { state: 'ended' } })
    expect(await players(['PU'], 'A')).not.toContain('Later')
    expect(envelope(await admin('POST', `/admin/notices/${id}/schedule`, { until: null }))).toMatchObject({ success: true, value: { state: 'live', until: null } })
    expect(envelope(await admin('POST', `/admin/notices/${id}/schedule`, { from: '2026-06-05T00:00:00Z', until: '2026-06-04T00:00:00Z' }))).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
    const list = envelope<{ notices: Array<{ id: number }> }>(await admin('GET', '/admin/notices?state=live&type=PU'))
    expect(list.success && list.value.notices.map((n) => n.id)).toContain(id)
  })

  it('withdraws a notice for good; a second withdrawal or a reschedule is refused', async () => {
    const env = envelope<{ id: number }>(await admin('PUT', '/admin/notices', { type: 'B', title: five('Gone'), body: five('Soon gone') }))
    const id = env.success ? env.value.id : 0
    expect(await players(['B'])).toContain('Gone')
    expect(envelope(await admin('POST', `/admin/notices/${id}/withdraw`))).toMatchObject({ success: true, value: { state: 'withdrawn', withdrawnBy: 'rosa' } })
    expect(await players(['B'])).not.toContain('Gone')
    expect(envelope(await admin('POST', `/admin/notices/${id}/withdraw`))).toMatchObject({ success: false, code: 'NOTICE_STATE' })
    expect(envelope(await admin('POST', `/admin/notices/${id}/schedule`, { until: null }))).toMatchObject({ success: false, code: 'NOTICE_STATE' })
    expect(envelope(await admin('POST', '/admin/notices/999999/withdraw'))).toMatchObject({ success: false, code: 'NOT_FOUND' })
  })
})
