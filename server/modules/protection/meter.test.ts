/** The game session meter from real house rounds, and the session time limit (per login session). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, envelope, type TestApp } from '../../testing/test-app.ts'
import { insertGames } from '../../testing/wallet-helpers.ts'
import { loginToken } from '../../testing/account-helpers.ts'
import { createMember, PASSWORD, type TestMember } from '../../testing/withdraw-helpers.ts'
import { createSeamlessWallet } from '../wallet/index.ts'
import type { GameSessionMeterReply } from '../../../src/shared/api/index.ts'

let t: TestApp
let merchant: string

const call = async <T = unknown>(token: string, name: string, payload: object = {}) =>
  envelope<T>(await t.app.inject({ method: 'POST', url: `/wps/relay/${name}`, headers: { authorization: `Bearer ${token}` }, payload }))
const launch = async (m: TestMember, token = m.token, gameId = 'pm-slot') => envelope<{ game_url: string }>(await t.app.inject({
  method: 'POST', url: '/wps/game/launch', headers: { authorization: `Bearer ${token}`, language: 'en' },
  payload: { gameId, nodeId: '1', accountType: 1, confirmTrans: 0, vassalage: 'TCG_SEA', launchMode: 'GLS', platform: 'html5-desktop', clientType: 3, username: m.account, token, merchantCode: merchant, language: 'en' },
}))
const sessionOf = (url: string) => new URL(url, 'http://x').searchParams.get('s')!

beforeAll(async () => {
  t = await createTestApp({ protectionDueCheckMs: 0 })
  const brand = await t.testDb.db.selectFrom('settings').select('value').where('key', '=', 'brand').executeTakeFirstOrThrow()
  merchant = (brand.value as { merchantCode: string }).merchantCode
  await insertGames(t.testDb.db, [{ id: 'pm-slot' }, { id: 'pm-other' }])
})
afterAll(() => t.close())

describe('MCS2_getGameSessionMeter', () => {
  it('is inactive before any launch of this login session', async () => {
    const m = await createMember(t, 'pmeter01', { balance: 100_00 })
    expect(await call(m.token, 'MCS2_getGameSessionMeter')).toMatchObject({ success: true, value: { active: false, stakes: 0, wins: 0, net: 0, bets: 0 } })
  })

  it('sums the ledger entries of the launched game since the launch: stakes, wins and net of real house rounds', async () => {
    const m = await createMember(t, 'pmeter02', { balance: 1_000_00 })
    await call(m.token, 'MCS2_setRealityCheck', { minutes: 15 })
    // A bet of another game before this launch is not this session's.
    const wallet = createSeamlessWallet(t.testDb.db, { singleConnection: t.testDb.kind === 'pglite' })
    await wallet.debit({ vendor: 'TCG_SEA', txId: 'pm-before-bet', playerId: m.id, roundId: 'pm-before', gameId: 'pm-other', amount: 7_00 })

    const env = await launch(m)
    if (!env.success) throw new Error(env.code)
    const s = sessionOf(env.value.game_url)
    let stakes = 0
    let wins = 0
    for (const stake of [100, 200, 500]) {
      const spin = envelope<{ win: number; stake: number }>(await t.app.inject({ method: 'POST', url: '/house/api/spin', payload: { s, stake } }))
      if (!spin.success) throw new Error(spin.code)
      stakes += spin.value.stake
      wins += spin.value.win
    }
    // A bet of another game during the session is not this game's either.
    await wallet.debit({ vendor: 'TCG_SEA', txId: 'pm-during-bet', playerId: m.id, roundId: 'pm-during', gameId: 'pm-other', amount: 3_00 })

    const meter = await call<GameSessionMeterReply>(m.token, 'MCS2_getGameSessionMeter')
    expect(meter).toMatchObject({ success: true, value: { active: true, gameId: 'pm-slot', stakes, wins, net: wins - stakes, bets: 3, realityCheckMinutes: 15 } })
    if (meter.success) expect(meter.value.elapsedSeconds).toBeGreaterThanOrEqual(0)
  })

  it('counts a stake given back by a rollback out of the session', async () => {
    const m = await createMember(t, 'pmeter03', { balance: 1_000_00 })
    const env = await launch(m)
    if (!env.success) throw new Error(env.code)
    const wallet = createSeamlessWallet(t.testDb.db, { singleConnection: t.testDb.kind === 'pglite' })
    await wallet.debit({ vendor: 'TCG_SEA', txId: 'pm-rb-bet', playerId: m.id, roundId: 'pm-rb', gameId: 'pm-slot', amount: 50_00 })
    await wallet.debit({ vendor: 'TCG_SEA', txId: 'pm-kept-bet', playerId: m.id, roundId: 'pm-kept', gameId: 'pm-slot', amount: 20_00 })
    await wallet.rollback({ vendor: 'TCG_SEA', txId: 'pm-rb-rb', playerId: m.id, refTxId: 'pm-rb-bet' })
    expect(await call(m.token, 'MCS2_getGameSessionMeter')).toMatchObject({ value: { stakes: 20_00, wins: 0, net: -20_00 } })
  })

  it('tells the newest bet the wallet refused since the launch, for a limit or a break, and none from before it', async () => {
    const m = await createMember(t, 'pmeter04', { balance: 1_000_00 })
    expect(await call(m.token, 'MCS2_setPlayerLimit', { key: 'wagerDay', value: 5_00 })).toMatchObject({ success: true })
    const wallet = createSeamlessWallet(t.testDb.db, { singleConnection: t.testDb.kind === 'pglite' })
    // Refused before this launch: another session's story.
    expect(await wallet.debit({ vendor: 'TCG_SEA', txId: 'pm-old-bet', playerId: m.id, roundId: 'pm-old', gameId: 'pm-other', amount: 6_00 })).toMatchObject({ ok: false, code: 'WAGER_LIMIT_REACHED' })
    await new Promise((r) => setTimeout(r, 5))
    const env = await launch(m)
    if (!env.success) throw new Error(env.code)
    expect(await call(m.token, 'MCS2_getGameSessionMeter')).toMatchObject({ value: { active: true, lastRefusal: null } })

    expect(await wallet.debit({ vendor: 'TCG_SEA', txId: 'pm-ok-bet', playerId: m.id, roundId: 'pm-ok', gameId: 'pm-slot', amount: 4_00 })).toMatchObject({ ok: true })
    expect(await wallet.debit({ vendor: 'TCG_SEA', txId: 'pm-over-bet', playerId: m.id, roundId: 'pm-over', gameId: 'pm-slot', amount: 2_00 })).toMatchObject({ ok: false, code: 'WAGER_LIMIT_REACHED' })
    const refused = await call<GameSessionMeterReply>(m.token, 'MCS2_getGameSessionMeter')
    expect(refused).toMatchObject({ success: true, value: { stakes: 4_00, bets: 1, lastRefusal: { code: 'WAGER_LIMIT_REACHED' } } })
    if (refused.success) expect(Date.parse(refused.value.lastRefusal!.at)).toBeGreaterThanOrEqual(Date.parse(refused.value.startedAt!))

    // A break (taken elsewhere) refuses the game's next bet: the newest refusal is the break's.
    await t.testDb.db.updateTable('protection_limits').set({ block_kind: 'break', block_until: new Date(Date.now() + 15 * 60_000), block_started_at: new Date() }).where('member_id', '=', m.id).execute()
    expect(await wallet.debit({ vendor: 'TCG_SEA', txId: 'pm-break-bet', playerId: m.id, roundId: 'pm-break', gameId: 'pm-slot', amount: 1_00 })).toMatchObject({ ok: false, code: 'ON_BREAK' })
    expect(await call(m.token, 'MCS2_getGameSessionMeter')).toMatchObject({ value: { lastRefusal: { code: 'ON_BREAK' } } })
  })
})

describe('the session time limit', () => {
  it('refuses launches and bets once the login session is older than the limit, until the member logs in again', async () => {
    const m = await createMember(t, 'psess01', { balance: 100_00 })
    expect(await call(m.token, 'MCS2_setPlayerLimit', { key: 'sessionMinutes', value: 30 })).toMatchObject({ success: true, value: { outcome: 'applied' } })
    expect((await launch(m)).success).toBe(true)
    // The login session began 31 minutes ago.
    await t.testDb.db.updateTable('sessions').set({ created_at: new Date(Date.now() - 31 * 60_000) }).where('member_id', '=', m.id).execute()
    expect(await launch(m)).toMatchObject({ success: false, code: 'SESSION_TIME_LIMIT_REACHED' })
    const wallet = createSeamlessWallet(t.testDb.db, { singleConnection: t.testDb.kind === 'pglite' })
    expect(await wallet.debit({ vendor: 'TCG_SEA', txId: 'ps-bet', playerId: m.id, roundId: 'ps', gameId: 'pm-slot', amount: 1_00 })).toMatchObject({ ok: false, code: 'SESSION_TIME_LIMIT_REACHED' })

    const again = await loginToken(t.app, m.account, PASSWORD)
    expect((await launch(m, again)).success).toBe(true)
    expect(await wallet.debit({ vendor: 'TCG_SEA', txId: 'ps-bet2', playerId: m.id, roundId: 'ps2', gameId: 'pm-slot', amount: 1_00 })).toMatchObject({ ok: true })
    expect(await call(again, 'MCS2_getPlayerLimits')).toMatchObject({ value: { limits: { sessionMinutes: { value: 30, used: 0 } } } })
  })
})
