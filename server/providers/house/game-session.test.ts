/** A game session lives only as long as the platform session that launched it, and is never logged. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, envelope, type TestApp } from '../../testing/test-app.ts'
import { encrypted, loginToken } from '../../testing/account-helpers.ts'
import { insertGames } from '../../testing/wallet-helpers.ts'

let t: TestApp
let merchant: string

const launch = async (token: string, app = t.app): Promise<{ url: string; s: string }> => {
  const res = await app.inject({
    method: 'POST', url: '/wps/game/launch', headers: { authorization: `Bearer ${token}`, language: 'en' },
    payload: { gameId: 'gs-slot', nodeId: '1', accountType: 1, confirmTrans: 0, vassalage: 'TCG_SEA', launchMode: 'GLS', platform: 'html5-desktop', clientType: 3, username: 'demo01', token, merchantCode: merchant, language: 'en' },
  })
  const env = envelope<{ game_url: string }>(res)
  if (!env.success) throw new Error(`launch failed: ${env.code}`)
  return { url: env.value.game_url, s: new URL(env.value.game_url, 'http://x').searchParams.get('s')! }
}
const spin = (s: string) => t.app.inject({ method: 'POST', url: '/house/api/spin', payload: { s, stake: 100 } })
const balance = async (token: string) =>
  (envelope<{ sumBalance: number }>(await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: { authorization: `Bearer ${token}` } })) as { value: { sumBalance: number } }).value.sumBalance

beforeAll(async () => {
  t = await createTestApp()
  const brand = await t.testDb.db.selectFrom('settings').select('value').where('key', '=', 'brand').executeTakeFirstOrThrow()
  merchant = (brand.value as { merchantCode: string }).merchantCode
  await insertGames(t.testDb.db, [{ id: 'gs-slot' }])
})
afterAll(() => t.close())

describe('game session bound to the platform session', () => {
  it('refuses a spin after logout, and moves no money', async () => {
    const token = await loginToken(t.app, 'demo01', 'Demo1234')
    const { s } = await launch(token)
    expect(envelope(await spin(s)).success).toBe(true)
    expect(envelope(await t.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: { authorization: `Bearer ${token}` } })).success).toBe(true)
    const other = await loginToken(t.app, 'demo01', 'Demo1234')
    const before = await balance(other)
    expect(envelope(await spin(s))).toMatchObject({ success: false, code: 'UNAUTHORIZED' })
    expect(envelope(await t.app.inject({ method: 'POST', url: '/house/api/state', payload: { s } }))).toMatchObject({ code: 'UNAUTHORIZED' })
    expect(await balance(other)).toBe(before)
  })

  it('refuses a spin after a password change ended the other sessions', async () => {
    const playing = await loginToken(t.app, 'demo01', 'Demo1234')
    const changing = await loginToken(t.app, 'demo01', 'Demo1234')
    const { s } = await launch(playing)
    expect(envelope(await spin(s)).success).toBe(true)
    const changed = await t.app.inject({ method: 'POST', url: '/wps/member/password', headers: { token: changing }, payload: encrypted({ oldPassword: 'Demo1234', newPassword: 'Better456', confirmNewPassword: 'Better456' }) })
    expect(envelope(changed).success).toBe(true)
    expect(envelope(await spin(s))).toMatchObject({ success: false, code: 'UNAUTHORIZED' })
    // A game launched from the session that changed the password still plays.
    expect(envelope(await spin((await launch(changing)).s)).success).toBe(true)
  })
})

describe('request log', () => {
  it('never carries the game session token of a launch', async () => {
    const lines: string[] = []
    const app = await t.rebuild({ logLevel: 'info', logStream: { write: (line) => { lines.push(line) } } })
    const token = await loginToken(app, 'demo01', 'Better456')
    const { url, s } = await launch(token, app)
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200)
    expect((await app.inject({ method: 'POST', url: '/house/api/state', payload: { s } })).statusCode).toBe(200)
    const log = lines.join('')
    expect(log).toContain('/house/slot/?s=[redacted]&lang=[redacted]')
    expect(log).not.toContain(s)
    expect(log).not.toContain(encodeURIComponent(s))
  })
})
