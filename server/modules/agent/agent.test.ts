/** The agent centre's calls through `inject`: what each answers, that only agents get in, and that bad input changes nothing. */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { createTestApp, envelope, send, type TestApp } from '../../testing/test-app.ts'
import { encrypted, solveAltcha } from '../../testing/account-helpers.ts'
import { insertGames } from '../../testing/wallet-helpers.ts'
import { AGENT_PAY, mainBalances, settledBet, treeMember, type TreeMember } from '../../testing/agent-helpers.ts'
import { AgentEndpoints, type AgentCentreReply, type FraudHintsReply, type MemberProfitReply, type TeamBetsReply, type TeamListReply, type TeamOverviewReply } from '../../../src/shared/api/index.ts'

let t: TestApp
let a: TreeMember, b: TreeMember, b1: TreeMember, a1: TreeMember, s: TreeMember, s1: TreeMember, p: TreeMember
const db = () => t.testDb.db

const call = (m: TreeMember | null, e: { method: string; path: string }, payload?: unknown) =>
  t.app.inject({
    method: e.method as 'GET' | 'POST', url: e.path, headers: m ? m.auth : {},
    ...(payload === undefined ? {} : e.method === 'GET' ? { query: payload as Record<string, string> } : { payload: payload as object }),
  }).then((r) => envelope<unknown>(r))
const value = async <T>(m: TreeMember, e: { method: string; path: string }, payload?: unknown): Promise<T> => {
  const env = await call(m, e, payload)
  if (!env.success) throw new Error(`${e.path}: ${env.code} ${env.message}`)
  return env.value as T
}
const march = { from: '2026-03-01', to: '2026-03-07' }
const transfer = (m: TreeMember, downline: string, amount: number, requestId: string = randomUUID(), paymentPassword = AGENT_PAY) =>
  call(m, AgentEndpoints.downlineTransfer, encrypted({ requestId, downline, amount, paymentPassword }))

beforeAll(async () => {
  t = await createTestApp()
  await insertGames(db(), [{ id: 'ag-slot', name: 'Agent Slot', vassalage: 'TCG_SEA', gameType: 'RNG' }])
  a = await treeMember(db(), 'aga', null, 1, 1_000_000)
  b = await treeMember(db(), 'agb', a.id, 2, 50_000)
  b1 = await treeMember(db(), 'agb1', b.id, 0, 50_000)
  a1 = await treeMember(db(), 'aga1', a.id, 0, 50_000)
  s = await treeMember(db(), 'ags', null, 1, 50_000)
  s1 = await treeMember(db(), 'ags1', s.id, 0, 50_000)
  p = await treeMember(db(), 'agp', null, 0, 50_000)
  await db().updateTable('members').set({ created_at: new Date('2026-03-02T01:00:00Z') }).where('id', 'in', [b.id, b1.id]).execute()
  await settledBet(db(), a1.id, 'ag-r1', 'ag-slot', 1_000, 3_000, new Date('2026-03-01T10:00:00Z'))
  await settledBet(db(), b1.id, 'ag-r2', 'ag-slot', 2_000, 0, new Date('2026-03-02T10:00:00Z'))
  await settledBet(db(), b1.id, 'ag-r3', 'ag-slot', 500, 100, new Date('2026-03-03T10:00:00Z'))
  await settledBet(db(), s1.id, 'ag-r4', 'ag-slot', 9_000, 0, new Date('2026-03-02T10:00:00Z'))
  await sql`SELECT ledger_post('ag-dep-1', 'deposit', (SELECT id FROM wallet_accounts WHERE kind = 'cashier'), wallet_main(${b1.id}), 7000::bigint)`.execute(db())
  await sql`UPDATE ledger_entries SET created_at = '2026-03-04T05:00:00Z' WHERE tx_id = (SELECT id FROM ledger_transactions WHERE idempotency_key = 'ag-dep-1')`.execute(db())
})
afterAll(() => t.close())

describe('agent calls', () => {
  it('refuse members, trial accounts and visitors: FORBIDDEN or 401, and nothing changes', async () => {
    const before = await mainBalances(db())
    const bodies: Record<string, unknown> = {
      teamOverview: march, teamBets: march, memberProfit: march, agentTransactions: march, teamList: {},
      agentRegister: encrypted({ altcha: 'not checked before the agent check', account: 'agnew1', password: 'Passw0rd!x', kind: 'member' }),
      downlineTransfer: encrypted({ requestId: randomUUID(), downline: 'aga1', amount: 1_000, paymentPassword: AGENT_PAY }),
    }
    for (const name of ['agentCentre', 'agentNotices', 'teamOverview', 'agentRegister', 'teamList', 'downlineTransfer', 'teamBets', 'memberProfit', 'agentTransactions', 'fraudHints'] as const) {
      expect(await call(p, AgentEndpoints[name], bodies[name]), name).toMatchObject({ success: false, code: 'FORBIDDEN' })
      expect((await t.app.inject({ method: AgentEndpoints[name].method, url: AgentEndpoints[name].path })).statusCode, name).toBe(401)
    }
    expect(await mainBalances(db())).toEqual(before)
    expect(await db().selectFrom('members').select('id').where('account', '=', 'agnew1').executeTakeFirst()).toBeUndefined()
  })

  it('agentCentre: the agent, its team size, the switches and the transfer limits', async () => {
    const r = await value<AgentCentreReply>(a, AgentEndpoints.agentCentre)
    expect(r).toMatchObject({ account: 'aga', type: 1, directCount: 2, teamSize: 3, switches: { enableCt: true, salary: true, hourSalary: true }, showBalance: true })
    expect(r.transfer).toMatchObject({ usedToday: 0, paymentPasswordSet: true })
  })

  it('teamOverview: the subtree\'s figures per day and in all, never a sibling\'s', async () => {
    const r = await value<TeamOverviewReply>(a, AgentEndpoints.teamOverview, march)
    expect(r).toMatchObject({ teamSize: 3, newMembers: 2, activeMembers: 2, deposits: 7_000, withdrawals: 0, validBets: 3_500, profit: -400 })
    expect(r.days).toHaveLength(7)
    expect(r.days[1]).toMatchObject({ date: '2026-03-02', newMembers: 2, activeMembers: 1, validBets: 2_000, profit: -2_000 })
    expect(r.days[3]).toMatchObject({ date: '2026-03-04', deposits: 7_000 })
    const sub = await value<TeamOverviewReply>(b, AgentEndpoints.teamOverview, march)
    expect(sub).toMatchObject({ teamSize: 1, validBets: 2_500, activeMembers: 1 })
    expect(await call(a, AgentEndpoints.teamOverview, { from: '2026-03-09', to: '2026-03-01' })).toMatchObject({ code: 'RECORDS_RANGE_INVALID' })
    expect(await call(a, AgentEndpoints.teamOverview, { from: 'x', to: '2026-03-01' })).toMatchObject({ code: 'VALIDATION_FAILED' })
  })

  it('teamList: one level, a sub-agent\'s level, a search; an account outside the team is NOT_FOUND', async () => {
    const top = await value<TeamListReply>(a, AgentEndpoints.teamList, {})
    expect(top.list.map((m) => [m.account, m.depth, m.isAgent, m.teamSize])).toEqual([['aga1', 1, false, 0], ['agb', 1, true, 1]])
    expect(top.path).toEqual(['aga'])
    expect(top.list[0]).toMatchObject({ upline: 'aga', balance: 52_000, status: 'online' })
    const level = await value<TeamListReply>(a, AgentEndpoints.teamList, { parent: 'agb' })
    expect(level.list.map((m) => m.account)).toEqual(['agb1'])
    expect(level.path).toEqual(['aga', 'agb'])
    expect((await value<TeamListReply>(a, AgentEndpoints.teamList, { search: 'b1' })).list.map((m) => [m.account, m.depth])).toEqual([['agb1', 2]])
    expect((await value<TeamListReply>(a, AgentEndpoints.teamList, { search: 'ags' })).list).toEqual([])
    for (const parent of ['ags', 'ags1', 'agp', 'nobody']) expect(await call(a, AgentEndpoints.teamList, { parent })).toMatchObject({ code: 'NOT_FOUND' })
    expect(await call(b, AgentEndpoints.teamList, { parent: 'aga' })).toMatchObject({ code: 'NOT_FOUND' })
    expect(await call(a, AgentEndpoints.teamList, { search: '%' })).toMatchObject({ code: 'VALIDATION_FAILED' })
  })

  it('teamBets and memberProfit: the subtree\'s bets only, filtered by a member of it', async () => {
    const bets = await value<TeamBetsReply>(a, AgentEndpoints.teamBets, march)
    expect(bets.list.map((x) => [x.account, x.roundId])).toEqual([['agb1', 'ag-r3'], ['agb1', 'ag-r2'], ['aga1', 'ag-r1']])
    expect(bets.totals).toEqual({ stake: 3_500, win: 3_100, profit: -400, count: 3 })
    expect((await value<TeamBetsReply>(a, AgentEndpoints.teamBets, { ...march, account: 'aga1' })).list.map((x) => x.roundId)).toEqual(['ag-r1'])
    expect(await call(a, AgentEndpoints.teamBets, { ...march, account: 'ags1' })).toMatchObject({ code: 'NOT_FOUND' })
    expect((await value<TeamBetsReply>(b, AgentEndpoints.teamBets, march)).list.map((x) => x.roundId)).toEqual(['ag-r3', 'ag-r2'])
    const profit = await value<MemberProfitReply>(a, AgentEndpoints.memberProfit, march)
    expect(profit.list).toEqual([
      { account: 'agb1', depth: 2, count: 2, stake: 2_500, win: 100, profit: -2_400 },
      { account: 'aga1', depth: 1, count: 1, stake: 1_000, win: 3_000, profit: 2_000 },
    ])
    expect(profit.totals).toEqual({ count: 3, stake: 3_500, win: 3_100, profit: -400 })
    expect((await value<MemberProfitReply>(a, AgentEndpoints.memberProfit, { ...march, search: 'a1' })).list.map((x) => x.account)).toEqual(['aga1'])
  })

  it('agentRegister: a member or a sub-agent right under the agent; a taken name or a weak password changes nothing', async () => {
    expect(await value(a, AgentEndpoints.agentRegister, encrypted({ altcha: await solveAltcha(t.app), account: 'agnewm', password: 'Passw0rd!x', kind: 'member', nickname: 'New' }))).toEqual({ account: 'agnewm', type: 0 })
    expect(await value(b, AgentEndpoints.agentRegister, encrypted({ altcha: await solveAltcha(t.app), account: 'agnewa', password: 'Passw0rd!x', kind: 'agent' }))).toEqual({ account: 'agnewa', type: 2 })
    const rows = await db().selectFrom('members').select(['account', 'upline_id', 'nickname']).where('account', 'in', ['agnewm', 'agnewa']).orderBy('account').execute()
    expect(rows).toEqual([{ account: 'agnewa', upline_id: b.id, nickname: 'agnewa' }, { account: 'agnewm', upline_id: a.id, nickname: 'New' }])
    expect((await value<TeamListReply>(a, AgentEndpoints.teamList, { search: 'agnew' })).list.map((m) => [m.account, m.depth])).toEqual([['agnewm', 1], ['agnewa', 2]])
    const count = async () => (await db().selectFrom('members').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n
    const before = await count()
    expect(await call(a, AgentEndpoints.agentRegister, encrypted({ altcha: await solveAltcha(t.app), account: 'ags1', password: 'Passw0rd!x', kind: 'member' }))).toMatchObject({ code: 'ACCOUNT_EXISTS' })
    expect(await call(a, AgentEndpoints.agentRegister, encrypted({ altcha: await solveAltcha(t.app), account: 'agweak', password: 'short', kind: 'member' }))).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(await call(a, AgentEndpoints.agentRegister, encrypted({ altcha: await solveAltcha(t.app), account: 'agweak', password: 'password123', kind: 'member' }))).toMatchObject({ success: false })
    expect(await call(a, AgentEndpoints.agentRegister, encrypted({ altcha: await solveAltcha(t.app), account: '1bad', password: 'Passw0rd!x', kind: 'member' }))).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(await call(a, AgentEndpoints.agentRegister, encrypted({ altcha: await solveAltcha(t.app), account: 'agboss', password: 'Passw0rd!x', kind: 'owner' }))).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(await call(a, AgentEndpoints.agentRegister, { account: 'agplain', password: 'Passw0rd!x', kind: 'member' })).toMatchObject({ success: false })
    expect(await count()).toBe(before)
  })

  it('agentRegister is bot-checked and throttled per agent: 20 new accounts an hour, then a pause', async () => {
    const register = async (account: string, altcha?: string) =>
      call(a, AgentEndpoints.agentRegister, encrypted({ altcha: altcha ?? (await solveAltcha(t.app)), account, password: 'Passw0rd!x', kind: 'member' }))
    const before = await db().selectFrom('members').select(sql<number>`count(*)::int`.as('n')).where('upline_id', '=', a.id).executeTakeFirstOrThrow()
    expect(await register('agbot1', 'not-a-solution')).toMatchObject({ code: 'BOT_CHECK_FAILED' })
    const codes: string[] = []
    for (let i = 0; i < 22; i++) {
      const r = (await register(`agburst${i}`)) as { success: boolean; code?: string }
      codes.push(r.success ? 'OK' : r.code!)
    }
    // Attempts count, made or not: this test's earlier registrations and the refused bot check included.
    expect(codes.filter((c) => c === 'OK').length).toBeLessThanOrEqual(20)
    expect(codes.at(-1)).toBe('TOO_MANY_REQUESTS')
    const after = await db().selectFrom('members').select(sql<number>`count(*)::int`.as('n')).where('upline_id', '=', a.id).executeTakeFirstOrThrow()
    expect(after.n - before.n).toBe(codes.filter((c) => c === 'OK').length)
  })

  it('downlineTransfer: to a direct downline once per request id, with the password and the limits; nothing moves on a refusal', async () => {
    const before = await mainBalances(db())
    expect(await transfer(a, 'agb1', 1_000)).toMatchObject({ code: 'TRANSFER_NOT_ALLOWED' })
    expect(await transfer(a, 'ags1', 1_000)).toMatchObject({ code: 'NOT_FOUND' })
    expect(await transfer(a, 'aga', 1_000)).toMatchObject({ code: 'NOT_FOUND' })
    expect(await transfer(b, 'aga1', 1_000)).toMatchObject({ code: 'NOT_FOUND' })
    expect(await transfer(a, 'aga1', 50)).toMatchObject({ code: 'AMOUNT_OUT_OF_RANGE', value: { min: 100, max: 5_000_000 } })
    expect(await transfer(a, 'aga1', 1_000, undefined, '000000')).toMatchObject({ code: 'PAYMENT_PASSWORD_INVALID' })
    expect(await transfer(b1, 'aga1', 1_000)).toMatchObject({ code: 'FORBIDDEN' })
    expect(await call(a, AgentEndpoints.downlineTransfer, encrypted({ requestId: 'short', downline: 'aga1', amount: 1_000, paymentPassword: AGENT_PAY }))).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(await transfer(b, 'agb1', 4_000_000)).toMatchObject({ code: 'INSUFFICIENT_FUNDS' })
    expect(await mainBalances(db())).toEqual(before)
    expect(await db().selectFrom('agent_transfers').select('id').execute()).toEqual([])

    const [one, two] = await Promise.all([transfer(a, 'aga1', 20_000, 'agt-req-0001'), transfer(a, 'aga1', 20_000, 'agt-req-0001')])
    expect(one).toMatchObject({ success: true, value: { amount: 20_000, downline: 'aga1', usedToday: 20_000 } })
    expect(two).toMatchObject({ success: true })
    const after = await mainBalances(db())
    expect(Number(after[a.id])).toBe(Number(before[a.id]) - 20_000)
    expect(Number(after[a1.id])).toBe(Number(before[a1.id]) + 20_000)
    const today = new Date().toISOString().slice(0, 10)
    const own = await value<{ list: Array<{ kind: string; amount: number; detail: Record<string, unknown> }> }>(a, AgentEndpoints.agentTransactions, { from: today, to: today, kinds: ['agent_transfer'] })
    expect(own.list.map((m) => [m.kind, m.amount, m.detail.toAccount])).toEqual([['agent_transfer', -20_000, 'aga1']])
    expect((await value<AgentCentreReply>(a, AgentEndpoints.agentCentre)).transfer.usedToday).toBe(20_000)
  })

  it('downlineTransfer: transfers sent at once never pass the daily limit', async () => {
    await db().insertInto('settings').values({ key: 'agentTransfer', value: JSON.stringify({ min: 100, max: 50_000, daily: 100_000 }) as never })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify({ min: 100, max: 50_000, daily: 100_000 }) as never })).execute()
    // 20,000 already sent today: 80,000 left, so two of four 30,000 transfers pass (four: the
    // payment password's tries are reserved per request, five at once with one wrong try before).
    const replies = await Promise.all(Array.from({ length: 4 }, () => transfer(a, 'agb', 30_000)))
    expect(replies.filter((r) => r.success)).toHaveLength(2)
    expect(replies.filter((r) => !r.success && r.code === 'LIMIT_REACHED')).toHaveLength(2)
    expect(await transfer(a, 'agb', 30_000)).toMatchObject({ code: 'LIMIT_REACHED', value: { limit: 100_000, left: 20_000 } })
    await db().deleteFrom('settings').where('key', '=', 'agentTransfer').execute()
  })

  it('the operator\'s settings: menu switches, balances shown or not, transfer limits', async () => {
    const set = (key: string, value: string) => send(t.app, { admin: true, method: 'PUT', url: `/admin/settings/${key}`, payload: { value } }).then((r) => envelope(r))
    expect(await set('agentSwitches', 'salary')).toMatchObject({ success: true })
    expect(await set('agentShowBalance', 'false')).toMatchObject({ success: true })
    expect(await set('agentTransfer', '500/1000/2000')).toMatchObject({ success: true })
    expect(await set('agentTransfer', '5000/1000/2000')).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(await set('agentSwitches', 'salary,bonus')).toMatchObject({ code: 'VALIDATION_FAILED' })
    const r = await value<AgentCentreReply>(a, AgentEndpoints.agentCentre)
    expect(r).toMatchObject({ switches: { enableCt: false, salary: true, hourSalary: false }, showBalance: false, transfer: { minAmount: 500, maxAmount: 1_000, dailyLimit: 2_000 } })
    expect((await value<TeamListReply>(a, AgentEndpoints.teamList, {})).list.every((m) => m.balance === null)).toBe(true)
    expect(await transfer(a, 'aga1', 1_500)).toMatchObject({ code: 'AMOUNT_OUT_OF_RANGE', value: { min: 500, max: 1_000 } })
    await db().deleteFrom('settings').where('key', 'in', ['agentSwitches', 'agentShowBalance', 'agentTransfer']).execute()
  })

  it('agentNotices and fraudHints: notices of type AG; downlines sharing an address with the agent or each other', async () => {
    await db().insertInto('announcements').values({
      type: 'AG', title: JSON.stringify({ ty: 'T', en: 'For agents', cn: 'C', th: 'T', vi: 'V' }) as never, content: JSON.stringify({ ty: 'T', en: '<p>Hi</p>', cn: 'C', th: 'T', vi: 'V' }) as never,
      date: new Date('2026-03-01T00:00:00Z'), execution: 'A', sort: 0,
    }).execute()
    expect((await value<{ list: Array<{ title: string }> }>(a, AgentEndpoints.agentNotices, { language: 'en' })).list.map((n) => n.title)).toEqual(['For agents'])
    // Every test session logs in from 127.0.0.1 with the user agent "test": one address, one device.
    const hints = await value<FraudHintsReply>(a, AgentEndpoints.fraudHints)
    const ip = hints.list.find((h) => h.kind === 'ip')
    expect(ip).toMatchObject({ value: '127.0.0.1', withUpline: true })
    expect([...ip!.accounts].sort()).toEqual(['aga1', 'agb', 'agb1'])
    const sub = await value<FraudHintsReply>(b, AgentEndpoints.fraudHints)
    expect(sub.list.find((h) => h.kind === 'ip')!.accounts).toEqual(['agb1'])
  })
})
