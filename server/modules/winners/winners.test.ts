/** GCSGAME_getRankList: the latest big wins of real settled rounds, masked, cached briefly. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { createTestApp, envelope, send, type TestApp } from '../../testing/test-app.ts'
import { createBoardCache } from './cache.ts'

let t: TestApp
let clock = Date.now()
beforeAll(async () => {
  t = await createTestApp({ now: () => clock })
})
afterAll(async () => {
  await t?.close()
})

interface Entry { account: string; gameName: string; vassalage: string; winAmount: number; multiplier?: number; time: number }
const board = async (payload: object = {}) => {
  const env = envelope<{ list: Entry[] }>(await t.app.inject({ method: 'POST', url: '/wps/relay/GCSGAME_getRankList', payload }))
  if (!env.success) throw new Error(`${env.code} ${env.message}`)
  return env.value.list
}

const member = async (account: string, isAgent = 0) => (await t.testDb.db.insertInto('members')
  .values({ account, password_hash: '!', is_agent: isAgent, mobile_num: null, country_dialing_code: null, email: null }).returning('id').executeTakeFirstOrThrow()).id

const bet = async (memberId: number, round: string, stake: number, win: number, status: 'settled' | 'open', minutesAgo: number) => {
  await sql`INSERT INTO bets (vendor, round_id, member_id, game_id, wallet_id, stake, win, status, settled_at)
    VALUES ('TCG_SEA', ${round}, ${memberId}, (SELECT id FROM games ORDER BY id LIMIT 1), wallet_main(${memberId}), ${stake}, ${win}, ${status},
      CASE WHEN ${status} = 'settled' THEN now() - make_interval(mins => ${minutesAgo}) END)`.execute(t.testDb.db)
}

describe('GCSGAME_getRankList', () => {
  it('shows the latest big real wins, masked, never trial or unsettled rounds', async () => {
    const juan = await member('juanito_win')
    const trial = await member('trial_bigwin', 4)
    await bet(juan, 'wb-1', 1_000, 250_000, 'settled', 30)
    await bet(juan, 'wb-2', 2_000, 1_000_000, 'settled', 5)
    await bet(juan, 'wb-small', 1_000, 500, 'settled', 1)
    await bet(juan, 'wb-open', 1_000, 900_000, 'open', 0)
    await bet(trial, 'wb-trial', 100, 99_999_999, 'settled', 2)
    // A real-looking account playing from a free-play (mirrored trial) wallet: play money.
    const mirrored = await member('mirror_demo')
    await sql`UPDATE wallet_accounts SET mirror_trial = true WHERE member_id = ${mirrored}`.execute(t.testDb.db)
    await bet(mirrored, 'wb-mirror', 100, 88_888_888, 'settled', 3)

    const list = await board()
    const amounts = list.map((e) => e.winAmount)
    expect(amounts).not.toContain(99_999_999)
    expect(amounts).not.toContain(88_888_888)
    expect(amounts).not.toContain(900_000)
    expect(amounts).not.toContain(500)
    const mine = list.filter((e) => e.account === 'ju***n')
    // Latest first, with the multiple of the stake.
    expect(mine.map((e) => [e.winAmount, e.multiplier])).toEqual([[1_000_000, 500], [250_000, 250]])
    expect(list.every((e) => /^.{1,2}\*\*\*.?$/.test(e.account))).toBe(true)
    expect(list.map((e) => e.time)).toEqual([...list.map((e) => e.time)].sort((a, b) => b - a))
    expect(mine[0]).toMatchObject({ vassalage: expect.any(String), gameName: expect.any(String) })
  })

  it('follows the operator setting, within the cache window', async () => {
    expect((await send(t.app, { admin: true, method: 'PUT', url: '/admin/settings/winnerBoard', payload: { value: '500000/1/7' } })).statusCode).toBeLessThan(300)
    // Cached for a few seconds: the same answer until the window passes.
    expect((await board()).length).toBeGreaterThan(1)
    clock += 6_000
    const list = await board()
    expect(list).toHaveLength(1)
    expect(list[0]).toMatchObject({ account: 'ju***n', winAmount: 1_000_000 })
    expect((await send(t.app, { admin: true, method: 'PUT', url: '/admin/settings/winnerBoard', payload: { value: '0/1/7' } })).statusCode).toBe(400)
  })

  it('refuses a bad question', async () => {
    expect(envelope(await t.app.inject({ method: 'POST', url: '/wps/relay/GCSGAME_getRankList', payload: { limit: 500 } }))).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(envelope(await t.app.inject({ method: 'POST', url: '/wps/relay/GCSGAME_getRankList', payload: { gameType: 'NOPE' } }))).toMatchObject({ code: 'VALIDATION_FAILED' })
  })
})

describe('board cache', () => {
  it('loads once per key and window, and forgets a failed load', async () => {
    let now = 0
    let loads = 0
    const cache = createBoardCache<number>(() => now, 5_000)
    const load = async () => { loads += 1; return loads }
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1])
    now = 4_999
    expect(await cache.get('a', load)).toBe(1)
    now = 5_000
    expect(await cache.get('a', load)).toBe(2)
    await expect(cache.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await cache.get('b', load)).toBe(3)
  })
})
