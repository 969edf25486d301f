import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Schema } from 'effect'
import { AnnouncementsReply } from '../../../src/shared/api/index.ts'
import { json } from '../../db/json.ts'
import { createTestApp, envelope, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
beforeAll(async () => { t = await createTestApp() })
afterAll(async () => { await t?.close() })

const call = (payload: unknown) => t.app.inject({ method: 'POST', url: '/wps/relay/MCSFE_getListAnnouncements', payload: payload as object })
const notices = async (payload: unknown) => {
  const res = await call(payload)
  expect(res.statusCode).toBe(200)
  return Schema.decodeUnknownSync(AnnouncementsReply)((res.json() as { value: unknown }).value)
}

describe('POST /wps/relay/MCSFE_getListAnnouncements', () => {
  it('groups the store-default types into player, banners, popup and promotion', async () => {
    const r = await notices({ types: ['B', 'PL', 'PU', 'PR'], platform: 'W', execution: 'B' })
    expect(r.banners.length).toBeGreaterThan(0)
    expect(r.player.length).toBeGreaterThan(0)
    expect(r.popup.length).toBeGreaterThan(0)
    expect(r.promotion.length).toBeGreaterThan(0)
    expect(r.banners.every((n) => n.type === 'B')).toBe(true)
    expect(r.player.every((n) => n.type === 'PL')).toBe(true)
    // newest first, dates as epoch milliseconds
    const dates = r.player.map((n) => n.date)
    expect([...dates].sort((a, b) => b - a)).toEqual(dates)
    expect(dates[0]).toBeGreaterThan(Date.UTC(2024, 0, 1))
  })

  it('returns only the requested types', async () => {
    const r = await notices({ types: ['PR'], platform: 'W', execution: 'B' })
    expect(r.promotion.length).toBeGreaterThan(0)
    expect([...r.player, ...r.banners, ...r.popup]).toEqual([])
    const none = await notices({ types: [], platform: 'W', execution: 'B' })
    expect(none).toEqual({ player: [], banners: [], popup: [], promotion: [] })
  })

  it('answers in the requested language, Tagalog by default', async () => {
    const ty = await notices({ types: ['B'], platform: 'W', execution: 'B' })
    const en = await notices({ types: ['B'], platform: 'W', execution: 'B', language: 'en' })
    const cn = await notices({ types: ['B'], platform: 'W', execution: 'B', language: 'cn' })
    expect(en.banners[0]!.title).toBe('Welcome to Tala')
    expect(ty.banners[0]!.title).toBe('Maligayang pagdating sa Tala')
    expect(cn.banners[0]!.title).toMatch(/[\u4e00-\u9fa5]/)
  })

  it('serves content as escaped HTML paragraphs', async () => {
    const r = await notices({ types: ['B', 'PL', 'PU', 'PR'], platform: 'W', execution: 'B', language: 'th' })
    for (const n of [...r.banners, ...r.player, ...r.popup, ...r.promotion]) {
      expect(n.content).toMatch(/^<p>.*<\/p>$/s)
      expect(n.title).not.toBe('')
    }
  })

  it('keeps members-only notices for logged-in execution', async () => {
    const text = { ty: 'Para sa miyembro', en: 'Members only', cn: '会员专享', th: 'เฉพาะสมาชิก', vi: 'Chỉ thành viên' }
    await t.testDb.db.insertInto('announcements').values({
      type: 'PL', title: json(text), content: json(text), date: new Date(), execution: 'A', sort: 0,
    }).execute()
    const before = await notices({ types: ['PL'], platform: 'W', execution: 'B', language: 'en' })
    const after = await notices({ types: ['PL'], platform: 'W', execution: 'A', language: 'en' })
    expect(before.player.map((n) => n.title)).not.toContain('Members only')
    expect(after.player.map((n) => n.title)).toContain('Members only')
  })

  it('refuses bad input with the field named', async () => {
    const cases: Array<[unknown, string]> = [
      [{ types: ['X'], platform: 'W', execution: 'B' }, 'types'],
      [{ types: ['B'], platform: 'M', execution: 'B' }, 'platform'],
      [{ types: ['B'], platform: 'W' }, 'execution'],
      [{ types: 'B', platform: 'W', execution: 'B' }, 'types'],
      [{ types: ['B', 'B', 'B', 'B', 'B', 'B'], platform: 'W', execution: 'B' }, 'types'],
      [{ types: ['B'], platform: 'W', execution: 'B', language: 'fr' }, 'language'],
    ]
    for (const [payload, field] of cases) {
      const res = await call(payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(envelope(res)).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining(field) })
    }
  })
})
