import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Schema } from 'effect'
import {
  DomainRouteReply, HelpCenterReply, ModuleIds, RegisterFields, RegisterSettingReply, StatusReply, WhitelabelReply,
  PatternSources, type WhitelabelNode,
} from '../../../src/shared/api/index.ts'
import { createTestApp, envelope, TEST_PAYLOAD_KEY, type TestApp } from '../../testing/test-app.ts'
import { putSetting } from '../../db/settings.ts'

let t: TestApp
beforeAll(async () => { t = await createTestApp() })
afterAll(async () => { await t?.close() })

const flatten = (nodes: ReadonlyArray<WhitelabelNode>): WhitelabelNode[] => nodes.flatMap((n) => [n, ...flatten(n.childrenNodes)])

const valueOf = <S extends Schema.Top>(schema: S, body: unknown): S['Type'] => {
  const env = body as { success: boolean; value: unknown }
  expect(env.success).toBe(true)
  return Schema.decodeUnknownSync(schema as never)(env.value) as S['Type']
}

describe('GET /wps/system/status', () => {
  it('answers the boot information a visitor needs, in the contract shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/system/status?url=localhost%3A5173' })
    expect(res.statusCode).toBe(200)
    const status = valueOf(StatusReply, res.json())
    expect(status.info.brand).toMatchObject({ brandName: 'Tala', merchantCode: 'tala', platform: 'W', currencySymbol: 'TLB', lotteryType: 'Elott', device: 'WEB' })
    expect(status.info.brand.prizeModes).toEqual(['Lott', 'ZY', 'Elott', 'SEA'])
    expect(status.info.payloadKey).toBe(TEST_PAYLOAD_KEY)
    expect(status.info.imageCDNs).toEqual(['/img'])
    expect(status.info.customerService.url).toMatch(/^https:\/\//)
    expect(status.info.resources.map((r) => r.resourceType)).toEqual(expect.arrayContaining(['TELEGRAM', 'FACEBOOK', 'YOUTUBE', 'AFFILIATES']))
    expect(status.maintenance).toBe(false)
    expect(status.regionRestriction).toBe(false)
    // inject comes from 127.0.0.1: no country for loopback
    expect(status.location).toEqual({ ip: '127.0.0.1', country: '--' })
  })

  it('tells the SPA which game types a trial account may play: the setting, else RNG, FISH and BINGO', async () => {
    const freePlay = async () => valueOf(StatusReply, (await t.app.inject({ method: 'GET', url: '/wps/system/status' })).json()).info.freePlayGameTypes
    expect(await freePlay()).toEqual(['RNG', 'FISH', 'BINGO'])
    await putSetting(t.app.tala.db, 'freePlayGameTypes', ['RNG', 'LIVE'])
    expect(await freePlay()).toEqual(['RNG', 'LIVE'])
    await t.app.tala.db.deleteFrom('settings').where('key', '=', 'freePlayGameTypes').execute()
  })

  it('carries every module the SPA reads, grouped under parents, with HOMEREDIRECT3 off', async () => {
    const status = valueOf(StatusReply, (await t.app.inject({ url: '/wps/system/status' })).json())
    const all = flatten(status.info.whitelabel)
    for (const id of Object.keys(ModuleIds)) expect(all.find((n) => n.modId === id), id).toBeDefined()
    expect(status.info.whitelabel.every((root) => root.childrenNodes.length > 0)).toBe(true)
    expect(all.filter((n) => n.enabled === '0').map((n) => n.modId)).toEqual(['HOMEREDIRECT3'])
  })

  it('gives a rule for every registration field', async () => {
    const status = valueOf(StatusReply, (await t.app.inject({ url: '/wps/system/status' })).json())
    expect(Object.keys(status.info.registerValidation).sort()).toEqual([...RegisterFields].sort())
    expect(status.info.registerValidation.username).toMatchObject({ enabled: true, required: true, patternId: 'LETTER_FIRST_ALNUM', minLength: 6, maxLength: 16 })
    expect(status.info.registerValidation.paymentPassword).toMatchObject({ patternId: 'DIGITS', minLength: 6, maxLength: 6 })
    expect(status.info.registerValidation.email.acceptedPattern).toBe(PatternSources.EMAIL)
  })

  it('refuses a url that is not a host, naming the field', async () => {
    const res = await t.app.inject({ url: '/wps/system/status?url=' + encodeURIComponent('http://') })
    expect(res.statusCode).toBe(400)
    expect(envelope(res)).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: expect.stringContaining('url') })
  })

  it('refuses an oversize url', async () => {
    const res = await t.app.inject({ url: `/wps/system/status?url=${'a'.repeat(3000)}.com` })
    expect(res.statusCode).toBe(400)
    expect(envelope(res)).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('url') })
  })
})

describe('GET /wps/system/whitelabel and /setting/register', () => {
  it('whitelabel is the same tree as in status', async () => {
    const tree = valueOf(WhitelabelReply, (await t.app.inject({ url: '/wps/system/whitelabel' })).json())
    const status = valueOf(StatusReply, (await t.app.inject({ url: '/wps/system/status' })).json())
    expect(tree).toEqual(status.info.whitelabel)
  })

  it('register settings hold one rule per field, whose patterns compile', async () => {
    const rules = valueOf(RegisterSettingReply, (await t.app.inject({ url: '/wps/system/setting/register' })).json())
    for (const field of RegisterFields) {
      const rule = rules[field]
      expect(rule.minLength).toBeLessThanOrEqual(rule.maxLength)
      if (rule.acceptedPattern !== '*') expect(() => new RegExp(rule.acceptedPattern, 'u')).not.toThrow()
    }
    expect(new RegExp(rules.username.acceptedPattern, 'u').test('player01')).toBe(true)
    expect(new RegExp(rules.username.acceptedPattern, 'u').test('1player')).toBe(false)
  })
})

describe('GET /wps/system/domainRoute', () => {
  it('lists domains with speeds and the resource links', async () => {
    const value = valueOf(DomainRouteReply, (await t.app.inject({ url: '/wps/system/domainRoute' })).json())
    expect(value.domainList.length).toBeGreaterThan(0)
    for (const d of value.domainList) expect(d.speed).toBeGreaterThan(0)
    expect(value.resources.length).toBeGreaterThanOrEqual(4)
  })
})

describe('GET /wps/system/helpCenter', () => {
  it('defaults to Tagalog', async () => {
    const ty = valueOf(HelpCenterReply, (await t.app.inject({ url: '/wps/system/helpCenter' })).json())
    const en = valueOf(HelpCenterReply, (await t.app.inject({ url: '/wps/system/helpCenter?language=en' })).json())
    expect(ty.categories[0]?.title).toBe('Tungkol sa amin')
    expect(en.categories.map((c) => c.title)).toEqual(['About us', 'Deposit', 'Withdrawal', 'User agreement', 'Privacy policy', 'Responsible gaming'])
  })

  it.each(['ty', 'en', 'cn', 'th', 'vi'] as const)('has complete content in %s', async (language) => {
    const help = valueOf(HelpCenterReply, (await t.app.inject({ url: `/wps/system/helpCenter?language=${language}` })).json())
    expect(help.about.length).toBeGreaterThan(40)
    expect(help.categories.length).toBe(6)
    for (const c of help.categories) {
      expect(c.title).not.toBe('')
      expect(c.articles.length).toBeGreaterThan(0)
      for (const a of c.articles) {
        expect(a.title).not.toBe('')
        expect(a.content).toMatch(/^<p>/)
        expect(a.content).not.toMatch(/<script/i)
      }
    }
  })

  it('speaks each language in its own script', async () => {
    const get = async (l: string) => valueOf(HelpCenterReply, (await t.app.inject({ url: `/wps/system/helpCenter?language=${l}` })).json())
    expect((await get('cn')).about).toMatch(/[\u4e00-\u9fa5]/)
    expect((await get('th')).about).toMatch(/[\u0e00-\u0e7f]/)
    expect((await get('vi')).about).toMatch(/[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/)
  })

  it('refuses an unknown language', async () => {
    const res = await t.app.inject({ url: '/wps/system/helpCenter?language=de' })
    expect(res.statusCode).toBe(400)
    expect(envelope(res)).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: expect.stringContaining('language') })
  })
})
