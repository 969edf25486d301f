import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Schema } from 'effect'
import { GameVendorReply } from '../../../src/shared/api/index.ts'
import { createTestApp, envelope, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
beforeAll(async () => { t = await createTestApp() })
afterAll(async () => { await t?.close() })

const vendorsCall = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/wps/relay/GCSGAME_gameVendor', payload: payload as object, headers })

const lanesOf = async () => {
  const res = await vendorsCall({ merchantCode: 'tala' })
  expect(res.statusCode).toBe(200)
  return Schema.decodeUnknownSync(GameVendorReply)((res.json() as { value: unknown }).value).data.lanes
}

describe('POST /wps/relay/GCSGAME_gameVendor', () => {
  it('gives one lane per game type, enough to build the navigation', async () => {
    const lanes = await lanesOf()
    const byType = Object.fromEntries(lanes.map((l) => [l.gameCategory, l.cards]))
    expect(lanes.map((l) => l.gameCategory)).toEqual(['RNG', 'BINGO', 'FISH', 'PVP', 'LIVE', 'SPORTS', 'ESPORTS', 'ELOTT', 'LOTT'])
    expect(byType.RNG!.length).toBeGreaterThanOrEqual(12)
    expect(byType.BINGO!.length).toBe(2)
    expect(byType.FISH!.length).toBe(3)
    expect(byType.PVP!.length).toBe(3)
    expect(byType.LIVE!.length).toBe(4)
    expect(byType.SPORTS!.map((c) => c.vassalage)).toContain('DS88')
    expect(byType.ESPORTS!.map((c) => c.vassalage).sort()).toEqual(['AI', 'AV', 'IA', 'IMES', 'TF'])
    expect(byType.ELOTT!.length).toBe(1)
    expect(byType.LOTT!.map((c) => c.vassalage)).toContain('TCG_LOTTO_VN')
    expect(byType.RNG!.map((c) => c.vassalage)).toEqual(expect.arrayContaining(['TCG_SEA', 'GPI']))
  })

  it('marks the popup-list vendor, hot vendors, house groups and logo paths', async () => {
    const cards = (await lanesOf()).flatMap((l) => l.cards)
    expect(cards.some((c) => c.gameType === 'PVP' && c.isGame === 'VASSALAGE')).toBe(true)
    expect(cards.some((c) => c.isHot === 1)).toBe(true)
    expect(cards.some((c) => c.group.startsWith('TCG'))).toBe(true)
    expect(cards.some((c) => !c.group.startsWith('TCG'))).toBe(true)
    for (const c of cards) expect(c.logo).toBe(`/vendor/${c.gameType.toLowerCase()}/${c.vassalage}.webp`)
  })

  it('keeps the operator order inside a lane', async () => {
    await t.testDb.db.updateTable('game_vendors').set({ sort: -1 }).where('vassalage', '=', 'NIPA').execute()
    const rng = (await lanesOf()).find((l) => l.gameCategory === 'RNG')!
    expect(rng.cards[0]!.vassalage).toBe('NIPA')
    await t.testDb.db.updateTable('game_vendors').set({ sort: 5 }).where('vassalage', '=', 'NIPA').execute()
  })

  it('refuses an unknown merchant code', async () => {
    const res = await vendorsCall({ merchantCode: 'other' })
    expect(res.statusCode).toBe(400)
    expect(envelope(res)).toMatchObject({ success: false, code: 'BAD_REQUEST', message: expect.stringContaining('other') })
  })

  it('refuses a missing or mistyped merchant code, naming the field', async () => {
    for (const payload of [{}, { merchantCode: 42 }, { merchantCode: 'x'.repeat(65) }]) {
      const res = await vendorsCall(payload)
      expect(res.statusCode).toBe(400)
      expect(envelope(res)).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('merchantCode') })
    }
  })

  it('refuses a body that is not a JSON object', async () => {
    const res = await vendorsCall(['tala'])
    expect(res.statusCode).toBe(400)
    expect(envelope(res)).toMatchObject({ code: 'VALIDATION_FAILED' })
  })
})
