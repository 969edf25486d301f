/**
 * The public round verification: a player opens /house/slot/verify?round=<id> and sees the
 * seeds, the hash committed before play and the recorded outcome beside the recomputed one,
 * once the round's server seed has been revealed by rotating.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, envelope, type TestApp } from '../../testing/test-app.ts'
import { loginToken } from '../../testing/account-helpers.ts'
import { insertGames } from '../../testing/wallet-helpers.ts'
import { hashSeed } from './fair.ts'

interface Verification {
  roundId: string; status: string; stake: number; clientSeed: string; nonce: number; serverSeedHash: string; serverSeed: string | null
  recorded: { stops: number[]; win: number }
  check: null | { recomputed: { hash: string; stops: number[]; win: number }; hashMatches: boolean; stopsMatch: boolean; winMatches: boolean; matches: boolean }
}

let t: TestApp
let s: string

beforeAll(async () => {
  t = await createTestApp()
  const token = await loginToken(t.app, 'demo01', 'Demo1234')
  const brand = await t.testDb.db.selectFrom('settings').select('value').where('key', '=', 'brand').executeTakeFirstOrThrow()
  await insertGames(t.testDb.db, [{ id: 'v-slot-1', name: 'Verify Slot', rtpBp: 9600, volatility: 'high' }])
  const launched = await t.app.inject({
    method: 'POST', url: '/wps/game/launch', headers: { authorization: `Bearer ${token}`, language: 'ty' },
    payload: { gameId: 'v-slot-1', nodeId: '1', accountType: 1, confirmTrans: 0, vassalage: 'TCG_SEA', launchMode: 'GLS', platform: 'html5-desktop', clientType: 3, username: 'demo01', token, merchantCode: (brand.value as { merchantCode: string }).merchantCode, language: 'ty' },
  })
  s = new URL((envelope<{ game_url: string }>(launched) as { value: { game_url: string } }).value.game_url, 'http://x').searchParams.get('s')!
})
afterAll(() => t.close())

const spin = async () => {
  const env = envelope<{ roundId: string; stops: number[]; win: number }>(await t.app.inject({ method: 'POST', url: '/house/api/spin', payload: { s, stake: 500 } }))
  if (!env.success) throw new Error(env.code)
  return env.value
}
const verify = async (round: string) => envelope<Verification>(await t.app.inject({ url: `/house/api/verify?round=${encodeURIComponent(round)}` }))

describe('round verification', () => {
  it('serves the page and its script to anyone, without a game session', async () => {
    const page = await t.app.inject({ url: '/house/slot/verify?round=R1&lang=ty' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('/house/slot/verify.js')
    expect(page.body).not.toContain('npm run')
    const script = await t.app.inject({ url: '/house/slot/verify.js' })
    expect(script.statusCode).toBe(200)
    expect(script.headers['content-type']).toContain('javascript')
    // The slot's own assets are still served beside it.
    expect((await t.app.inject({ url: '/house/slot/slot.js' })).statusCode).toBe(200)
  })

  it('keeps the server seed secret until rotation, then recomputes the round and finds it matches', async () => {
    const played = [await spin(), await spin(), await spin()]
    const before = await verify(played[0]!.roundId)
    if (!before.success) throw new Error(before.code)
    expect(before.value.serverSeed).toBeNull()
    expect(before.value.check).toBeNull()
    const committed = before.value.serverSeedHash

    expect(envelope(await t.app.inject({ method: 'POST', url: '/house/api/rotate', payload: { s } }))).toMatchObject({ success: true })
    for (const round of played) {
      const after = await verify(round.roundId)
      if (!after.success) throw new Error(after.code)
      const v = after.value
      expect(v.serverSeedHash).toBe(committed)
      expect(hashSeed(v.serverSeed!)).toBe(committed)
      expect(v.recorded).toEqual({ stops: round.stops, win: round.win })
      expect(v.check).toMatchObject({ recomputed: { hash: committed, stops: round.stops, win: round.win }, hashMatches: true, stopsMatch: true, winMatches: true, matches: true })
    }
  })

  it('says so when the recorded round differs from what the seeds give', async () => {
    const round = await spin()
    await t.app.inject({ method: 'POST', url: '/house/api/rotate', payload: { s } })
    await t.testDb.db.updateTable('slot_rounds').set({ win: round.win + 100 }).where('round_id', '=', round.roundId).execute()
    const env = await verify(round.roundId)
    if (!env.success) throw new Error(env.code)
    expect(env.value.check).toMatchObject({ hashMatches: true, stopsMatch: true, winMatches: false, matches: false })
  })

  it('answers NOT_FOUND for an unknown round', async () => {
    expect(await verify('R-none')).toMatchObject({ success: false, code: 'NOT_FOUND' })
  })
})
