/** The house lottery's ticket purchase goes through the seamless debit too: a loss limit and a self-exclusion refuse a ticket, typed. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, envelope, type TestApp } from '../../testing/test-app.ts'
import { insertGames } from '../../testing/wallet-helpers.ts'
import { createMember, type TestMember } from '../../testing/withdraw-helpers.ts'

let t: TestApp
/** A fake clock a second into a fresh interval of the 5D game (60 s, sales close 10 s before the draw). */
const clock = (Math.floor(Date.now() / 60_000) + 1) * 60_000 + 1_000
let merchant: string

const call = (m: TestMember, name: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/wps/relay/${name}`, headers: { authorization: `Bearer ${m.token}` }, payload })
const post = async <T>(url: string, payload: object) => envelope<T>(await t.app.inject({ method: 'POST', url, payload }))

const lotterySession = async (m: TestMember): Promise<string> => {
  const env = envelope<{ game_url: string }>(await t.app.inject({
    method: 'POST', url: '/wps/game/launch', headers: { authorization: `Bearer ${m.token}`, language: 'en' },
    payload: { gameId: 'plot-elott', nodeId: '1', accountType: 1, confirmTrans: 0, vassalage: 'TCG_ELOTT', launchMode: 'GLS', platform: 'html5-desktop', clientType: 3, username: m.account, token: m.token, merchantCode: merchant, language: 'en' },
  }))
  if (!env.success) throw new Error(`launch failed: ${env.code}`)
  return new URL(env.value.game_url, 'http://x').searchParams.get('s')!
}
const buy = async (s: string, stake: number) => {
  const state = await post<{ current: { drawId: string } }>('/house/api/lottery/state', { s, game: 'ELOTT5' })
  if (!state.success) throw new Error(state.code)
  return post('/house/api/lottery/bet', { s, game: 'ELOTT5', draw: state.value.current.drawId, bets: [{ selection: 'sum:big', stake }] })
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, protectionDueCheckMs: 0, lotteryTickMs: 0 })
  merchant = ((await t.testDb.db.selectFrom('settings').select('value').where('key', '=', 'brand').executeTakeFirstOrThrow()).value as { merchantCode: string }).merchantCode
  await insertGames(t.testDb.db, [{ id: 'plot-elott', name: 'E-Lottery', gameType: 'ELOTT', vassalage: 'TCG_ELOTT' }])
})
afterAll(() => t.close())

describe('the lottery ticket under player protection', () => {
  it('passes a ticket that reaches the loss limit exactly and refuses the next one with LOSS_LIMIT_REACHED', async () => {
    const m = await createMember(t, 'plot01', { balance: 1_000_00 })
    expect(envelope(await call(m, 'MCS2_setPlayerLimit', { key: 'lossDay', value: 10_00 })).success).toBe(true)
    const s = await lotterySession(m)
    expect(await buy(s, 10_00)).toMatchObject({ success: true })
    expect(await buy(s, 1_00)).toMatchObject({ success: false, code: 'LOSS_LIMIT_REACHED' })
    const tickets = await t.testDb.db.selectFrom('lottery_tickets').select('status').where('member_id', '=', m.id).execute()
    expect(tickets.map((r) => r.status).sort()).toEqual(['placed', 'refused'])
  })

  it('refuses a ticket of a self-excluded member with SELF_EXCLUDED and its end (the game session outlived the start)', async () => {
    const m = await createMember(t, 'plot02', { balance: 1_000_00 })
    const s = await lotterySession(m)
    const until = new Date(Date.now() + 183 * 86_400_000)
    await t.testDb.db.insertInto('protection_limits').values({ member_id: m.id, block_kind: 'exclusion', block_until: until, block_started_at: new Date() }).execute()
    expect(await buy(s, 1_00)).toMatchObject({ success: false, code: 'SELF_EXCLUDED', value: { kind: 'exclusion' } })
  })
})
