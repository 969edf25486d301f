/**
 * Limits and blocks where money moves: the seamless debit at the loss and wager limits' edges,
 * 20 concurrent debits against a loss limit, the vendors' HTTP API answering the refusal code,
 * the house games' typed failure, and breaks / self-exclusion refusing games, deposits and
 * rewards while withdrawals and records still work. Nobody can lift a self-exclusion.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { createTestApp, envelope, send, type TestApp } from '../../testing/test-app.ts'
import { insertGames, ledgerInvariants, seamlessValue } from '../../testing/wallet-helpers.ts'
import { balances, bindAccount, createMember, withdraw, type TestMember } from '../../testing/withdraw-helpers.ts'
import { createSeamlessWallet, type SeamlessWallet } from '../wallet/index.ts'
import { STAKES } from '../../providers/house/index.ts'

let t: TestApp
let wallet: SeamlessWallet
let merchant: string
let n = 0

const call = async <T = unknown>(m: TestMember, name: string, payload: object = {}) =>
  envelope<T>(await t.app.inject({ method: 'POST', url: `/wps/relay/${name}`, headers: { authorization: `Bearer ${m.token}` }, payload }))
const setLimit = async (m: TestMember, key: string, value: number | null) => {
  const env = await call(m, 'MCS2_setPlayerLimit', { key, value })
  if (!env.success) throw new Error(env.code)
}
const member = (balance = 1_000_00) => createMember(t, `pen${String(++n).padStart(3, '0')}`, { balance })
const debit = (m: TestMember, amount: number, round = randomUUID(), w = wallet) =>
  w.debit({ vendor: 'TCG_SEA', txId: `${round}-bet`, playerId: m.id, roundId: round, gameId: 'pe-slot', amount }).then((r) => ({ ...r, round }))
const credit = (m: TestMember, round: string, amount: number) =>
  wallet.credit({ vendor: 'TCG_SEA', txId: `${round}-win`, playerId: m.id, roundId: round, amount })
const launch = (m: TestMember, gameId = 'pe-slot') => t.app.inject({
  method: 'POST', url: '/wps/game/launch', headers: { authorization: `Bearer ${m.token}`, language: 'en' },
  payload: { gameId, nodeId: '1', accountType: 1, confirmTrans: 0, vassalage: 'TCG_SEA', launchMode: 'GLS', platform: 'html5-desktop', clientType: 3, username: m.account, token: m.token, merchantCode: merchant, language: 'en' },
})
const sessionOf = (url: string) => new URL(url, 'http://x').searchParams.get('s')!

beforeAll(async () => {
  t = await createTestApp({ protectionDueCheckMs: 0 })
  wallet = createSeamlessWallet(t.testDb.db, { singleConnection: t.testDb.kind === 'pglite' })
  const brand = await t.testDb.db.selectFrom('settings').select('value').where('key', '=', 'brand').executeTakeFirstOrThrow()
  merchant = (brand.value as { merchantCode: string }).merchantCode
  await insertGames(t.testDb.db, [{ id: 'pe-slot' }])
})
afterAll(() => t.close())

describe('the loss limit in the seamless debit', () => {
  it('passes a bet that reaches the limit exactly, refuses one minor unit more, and counts wins against the loss', async () => {
    const m = await member()
    await setLimit(m, 'lossDay', 100_00)
    const r1 = await debit(m, 60_00)
    expect(r1.ok).toBe(true)
    expect((await credit(m, r1.round, 0)).ok).toBe(true)
    const r2 = await debit(m, 40_00)
    expect(r2).toMatchObject({ ok: true, code: null })
    expect(await debit(m, 1)).toMatchObject({ ok: false, code: 'LOSS_LIMIT_REACHED' })
    // A win of 30.00 brings the day's net loss back to 70.00: 30.00 more may be risked, not a unit more.
    expect((await credit(m, r2.round, 30_00)).ok).toBe(true)
    expect(await debit(m, 30_01)).toMatchObject({ ok: false, code: 'LOSS_LIMIT_REACHED' })
    expect(await debit(m, 30_00)).toMatchObject({ ok: true })
    expect((await balances(t, m.id)).main).toBe(1_000_00 - 100_00 + 30_00 - 30_00)
  })

  it('gives a rolled-back stake back to the limit', async () => {
    const m = await member()
    await setLimit(m, 'lossDay', 50_00)
    const r = await debit(m, 50_00)
    expect(await debit(m, 1)).toMatchObject({ ok: false, code: 'LOSS_LIMIT_REACHED' })
    expect((await wallet.rollback({ vendor: 'TCG_SEA', txId: `${r.round}-rb`, playerId: m.id, refTxId: `${r.round}-bet` })).ok).toBe(true)
    expect(await debit(m, 50_00)).toMatchObject({ ok: true })
  })

  it('counts the bets made before the limit was set', async () => {
    const m = await member()
    await debit(m, 70_00)
    await setLimit(m, 'lossWeek', 100_00)
    expect(await debit(m, 30_01)).toMatchObject({ ok: false, code: 'LOSS_LIMIT_REACHED' })
    expect(await debit(m, 30_00)).toMatchObject({ ok: true })
  })
})

describe('a member without limits', () => {
  it('bets as before and leaves no protection rows (the debit only probed for one)', async () => {
    const m = await member()
    const r = await debit(m, 10_00)
    expect(r).toMatchObject({ ok: true, balance: 990_00 })
    await credit(m, r.round, 5_00)
    const db = t.testDb.db
    expect(await db.selectFrom('protection_limits').select('member_id').where('member_id', '=', m.id).execute()).toEqual([])
    expect(await db.selectFrom('protection_counters').select('member_id').where('member_id', '=', m.id).execute()).toEqual([])
  })
})

describe('the wager limit in the seamless debit', () => {
  it('passes stakes up to the limit exactly, then refuses one minor unit whatever was won', async () => {
    const m = await member()
    await setLimit(m, 'wagerMonth', 100_00)
    const r = await debit(m, 100_00)
    expect(r.ok).toBe(true)
    await credit(m, r.round, 500_00)
    expect(await debit(m, 1)).toMatchObject({ ok: false, code: 'WAGER_LIMIT_REACHED' })
    const refused = await t.testDb.db.selectFrom('protection_refusals').select(['code', 'amount']).where('member_id', '=', m.id).execute()
    expect(refused.map((r) => [r.code, Number(r.amount)])).toEqual([['WAGER_LIMIT_REACHED', 1]])
  })
})

describe('20 concurrent debits against a loss limit', () => {
  it('pass at most the limit, from several wallet services at once', async () => {
    const m = await member()
    await setLimit(m, 'lossDay', 100_00)
    // Four services: four runners, so on PostgreSQL the statements really run side by side.
    const services = Array.from({ length: 4 }, () => createSeamlessWallet(t.testDb.db, { singleConnection: t.testDb.kind === 'pglite' }))
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => debit(m, 10_00, randomUUID(), services[i % 4])))
    expect(answers.filter((a) => a.ok)).toHaveLength(10)
    expect(answers.filter((a) => !a.ok).every((a) => a.code === 'LOSS_LIMIT_REACHED')).toBe(true)
    expect((await balances(t, m.id)).main).toBe(1_000_00 - 100_00)
    // The counters the debit keeps agree with the bets that went through.
    const counters = await t.testDb.db.selectFrom('protection_counters').select(['period', 'stakes', 'wins']).where('member_id', '=', m.id).execute()
    expect(counters.map((c) => [c.period, Number(c.stakes), Number(c.wins)]).sort()).toEqual([['day', 100_00, 0], ['month', 100_00, 0], ['week', 100_00, 0]])
    expect(await ledgerInvariants(t.testDb.db)).toEqual({ sum: 0, unbalancedTx: 0, drift: 0, negative: 0, orphans: 0 })
  })
})

describe('the seamless HTTP API for outside vendors', () => {
  it('answers the protocol refusal with the protection code, and moves nothing', async () => {
    const m = await member()
    await setLimit(m, 'lossDay', 5_00)
    const ok = await seamlessValue(t.app, 'TCG_SEA', 'debit', { playerId: String(m.id), txId: 'pe-v1', roundId: 'pe-v1', gameId: 'pe-slot', amount: 5_00 })
    expect(ok).toMatchObject({ ok: true, balance: 995_00 })
    const refused = await seamlessValue(t.app, 'TCG_SEA', 'debit', { playerId: String(m.id), txId: 'pe-v2', roundId: 'pe-v2', gameId: 'pe-slot', amount: 1 })
    expect(refused).toEqual({ ok: false, code: 'LOSS_LIMIT_REACHED', balance: 995_00, replayed: false })
    expect(await call(m, 'MCS2_selfExclude', { duration: '6mo', confirm: true })).toMatchObject({ success: true })
    const excluded = await seamlessValue(t.app, 'TCG_SEA', 'debit', { playerId: String(m.id), txId: 'pe-v3', roundId: 'pe-v3', gameId: 'pe-slot', amount: 0 })
    expect(excluded).toMatchObject({ ok: false, code: 'SELF_EXCLUDED' })
  })
})

describe('the house games', () => {
  it('refuse a spin past the loss limit with LOSS_LIMIT_REACHED, the loss never past the limit', async () => {
    const m = await member()
    await setLimit(m, 'lossDay', 1_00)
    const env = envelope<{ game_url: string }>(await launch(m))
    if (!env.success) throw new Error(env.code)
    const s = sessionOf(env.value.game_url)
    const netLoss = async () => {
      const bets = await t.testDb.db.selectFrom('bets').select([sql<string>`coalesce(sum(stake), 0)`.as('stakes'), sql<string>`coalesce(sum(win), 0)`.as('wins')]).where('member_id', '=', m.id).executeTakeFirstOrThrow()
      return Number(bets.stakes) - Number(bets.wins)
    }
    // A stake that reaches the limit exactly is taken.
    expect(envelope(await t.app.inject({ method: 'POST', url: '/house/api/spin', payload: { s, stake: 100 } }))).toMatchObject({ success: true })
    // Then the smallest stake that would pass the limit; while wins keep the player too far ahead
    // for any stake to pass it, the largest (a win can not make the refusal depend on luck).
    let refusal: { code: string } | null = null
    for (let i = 0; i < 30 && !refusal; i++) {
      const net = await netLoss()
      expect(net).toBeLessThanOrEqual(1_00)
      const stake = STAKES.find((x) => net + x > 1_00) ?? STAKES[STAKES.length - 1]!
      const spin = envelope(await t.app.inject({ method: 'POST', url: '/house/api/spin', payload: { s, stake } }))
      if (!spin.success) refusal = spin
    }
    expect(refusal).toMatchObject({ code: 'LOSS_LIMIT_REACHED' })
    expect(await netLoss()).toBeLessThanOrEqual(1_00)
  })

  it('refuse a bet during a block with its end, when the game session outlived the block start', async () => {
    const m = await member()
    const env = envelope<{ game_url: string }>(await launch(m))
    if (!env.success) throw new Error(env.code)
    const until = new Date(Date.now() + 3_600_000)
    // Written straight in: the member's own call would have ended this game session too.
    await t.testDb.db.insertInto('protection_limits').values({ member_id: m.id, block_kind: 'timeout', block_until: until, block_started_at: new Date() }).execute()
    const spin = envelope(await t.app.inject({ method: 'POST', url: '/house/api/spin', payload: { s: sessionOf(env.value.game_url), stake: 100 } }))
    expect(spin).toMatchObject({ success: false, code: 'ON_BREAK', value: { kind: 'timeout', until: until.toISOString() } })
  })
})

describe('breaks and self-exclusion', () => {
  it('refuse games, deposits and rewards with the end time, and allow withdrawals and records', async () => {
    const m = await member()
    const payout = await bindAccount(t, m)
    const brk = await call<{ block: { kind: string; until: string } }>(m, 'MCS2_takeBreak', { duration: '24h' })
    expect(brk).toMatchObject({ success: true, value: { block: { kind: 'timeout' } } })
    const until = brk.success ? brk.value.block.until : ''
    expect(envelope(await launch(m))).toMatchObject({ success: false, code: 'ON_BREAK', value: { kind: 'timeout', until } })
    const channel = (await t.testDb.db.selectFrom('deposit_channels').select('id').where('auto_approve_seconds', 'is', null).executeTakeFirstOrThrow()).id
    expect(await call(m, 'MCS2_depositRequest', { channelId: channel, amount: 100_00, requestId: 'pe-block-dep1' })).toMatchObject({ success: false, code: 'ON_BREAK', value: { until } })
    expect(await call(m, 'MCS2_rewardClaim', { source: 'referral', id: 0 })).toMatchObject({ success: false, code: 'ON_BREAK' })
    expect(await call(m, 'MCS2_rewardList')).toMatchObject({ success: true, value: { list: [] } })

    expect(envelope(await withdraw(t, m, payout, 100_00))).toMatchObject({ success: true })
    expect(await call(m, 'ODSFE2_bettingRecord', { from: '2026-03-01', to: '2026-03-31' })).toMatchObject({ success: true })
    expect(envelope(await t.app.inject({ method: 'GET', url: '/wps/member/withdrawals', headers: { authorization: `Bearer ${m.token}` } }))).toMatchObject({ success: true })
  })

  it('cannot be shortened by the member; a longer one or a self-exclusion may follow', async () => {
    const m = await member()
    expect(await call(m, 'MCS2_takeBreak', { duration: '7d' })).toMatchObject({ success: true })
    expect(await call(m, 'MCS2_takeBreak', { duration: '24h' })).toMatchObject({ success: false, code: 'PROTECTION_ACTIVE', value: { kind: 'timeout' } })
    expect(await call(m, 'MCS2_takeBreak', { duration: '30d' })).toMatchObject({ success: true })
    expect(await call(m, 'MCS2_selfExclude', { duration: '1y', confirm: true })).toMatchObject({ success: true, value: { block: { kind: 'exclusion' } } })
    expect(await call(m, 'MCS2_takeBreak', { duration: '15m' })).toMatchObject({ success: false, code: 'PROTECTION_ACTIVE', value: { kind: 'exclusion' } })
    expect(await call(m, 'MCS2_selfExclude', { duration: '6mo', confirm: true })).toMatchObject({ success: false, code: 'PROTECTION_ACTIVE' })
    expect(envelope(await launch(m))).toMatchObject({ success: false, code: 'SELF_EXCLUDED' })
    expect(await call(m, 'MCS2_selfExclude', { duration: '1y' })).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
  })

  it('end the game sessions open when the break starts ("take a break" from the game bar)', async () => {
    const m = await member()
    const env = envelope<{ game_url: string }>(await launch(m))
    if (!env.success) throw new Error(env.code)
    expect(await call(m, 'MCS2_takeBreak', { duration: '15m' })).toMatchObject({ success: true, value: { block: { kind: 'break' } } })
    expect(envelope(await t.app.inject({ method: 'POST', url: '/house/api/spin', payload: { s: sessionOf(env.value.game_url), stake: 100 } })))
      .toMatchObject({ success: false, code: 'UNAUTHORIZED' })
  })

  it('hide popups, banners and promotions from a blocked member, not the player notices', async () => {
    const m = await member()
    const notices = async () => envelope<{ player: unknown[]; banners: unknown[]; popup: unknown[]; promotion: unknown[] }>(await t.app.inject({
      method: 'POST', url: '/wps/relay/MCSFE_getListAnnouncements', headers: { authorization: `Bearer ${m.token}` },
      payload: { types: ['PL', 'B', 'PU', 'PR'], platform: 'W', execution: 'A', language: 'en' },
    }))
    const before = await notices()
    if (!before.success) throw new Error(before.code)
    await call(m, 'MCS2_takeBreak', { duration: '24h' })
    const after = await notices()
    expect(after).toMatchObject({ success: true, value: { banners: [], popup: [], promotion: [], player: before.value.player } })
  })
})

describe('lifting a self-exclusion', () => {
  it('is refused by the database whoever asks: an UPDATE or DELETE of the row fails and changes nothing', async () => {
    const m = await member()
    await call(m, 'MCS2_selfExclude', { duration: 'permanent', confirm: true })
    const db = t.testDb.db
    await expect(db.updateTable('protection_limits').set({ block_kind: null, block_until: null }).where('member_id', '=', m.id).execute()).rejects.toThrow(/PROTECTION_BLOCK_IN_FORCE/)
    await expect(db.updateTable('protection_limits').set({ block_until: new Date() }).where('member_id', '=', m.id).execute()).rejects.toThrow(/PROTECTION_BLOCK_IN_FORCE/)
    await expect(db.updateTable('protection_limits').set({ block_kind: 'break' }).where('member_id', '=', m.id).execute()).rejects.toThrow(/PROTECTION_BLOCK_IN_FORCE/)
    await expect(db.deleteFrom('protection_limits').where('member_id', '=', m.id).execute()).rejects.toThrow(/PROTECTION_BLOCK_IN_FORCE/)
    expect(await call(m, 'MCS2_getPlayerLimits')).toMatchObject({ success: true, value: { block: { kind: 'exclusion', until: null } } })
  })

  it('has no operator call: the admin API answers NOT_FOUND to any attempt', async () => {
    const m = await member()
    await call(m, 'MCS2_selfExclude', { duration: '6mo', confirm: true })
    for (const [method, url] of [['DELETE', `/admin/protection/members/${m.account}/block`], ['POST', `/admin/protection/members/${m.account}/lift`], ['PUT', `/admin/protection/members/${m.account}`]] as const) {
      const res = await send(t.app, { method, url, admin: true, payload: {} })
      expect(envelope(res)).toMatchObject({ success: false })
    }
    expect(await call(m, 'MCS2_getPlayerLimits')).toMatchObject({ value: { block: { kind: 'exclusion' } } })
  })
})
