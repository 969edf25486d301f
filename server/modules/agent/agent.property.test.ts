/**
 * Subtree isolation, over random trees: for every pair (caller, member) and every agent call,
 * an agent sees and acts on its own subtree only, never a sibling's or an upline's; a member
 * who is not an agent gets FORBIDDEN from every call; and a refused call moves no money.
 */
import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, envelope, type TestApp } from '../../testing/test-app.ts'
import { encrypted, solveAltcha } from '../../testing/account-helpers.ts'
import { insertGames } from '../../testing/wallet-helpers.ts'
import { AGENT_PAY, mainBalances, settledBet, treeMember, type TreeMember } from '../../testing/agent-helpers.ts'
import { AgentEndpoints, type FraudHintsReply, type MemberProfitReply, type TeamBetsReply, type TeamListReply, type TeamOverviewReply } from '../../../src/shared/api/index.ts'

let t: TestApp
const db = () => t.testDb.db
beforeAll(async () => {
  t = await createTestApp()
  await insertGames(db(), [{ id: 'prop-slot', name: 'Prop Slot', vassalage: 'TCG_SEA', gameType: 'RNG' }])
})
afterAll(() => t.close())

const today = new Date().toISOString().slice(0, 10)
const range = { from: today, to: today }
const ask = (m: TreeMember, e: { method: string; path: string }, payload?: unknown) =>
  t.app.inject({ method: e.method as 'GET' | 'POST', url: e.path, headers: m.auth, ...(payload === undefined ? {} : { payload: payload as object }) }).then((r) => envelope<unknown>(r))
const ok = async <T>(m: TreeMember, e: { method: string; path: string }, payload?: unknown): Promise<T> => {
  const env = await ask(m, e, payload)
  if (!env.success) throw new Error(`${e.path} by ${m.account}: ${env.code}`)
  return env.value as T
}

/** A node: its upline's index (or none: a root) and its type. */
const treeArb = fc.array(fc.record({ parent: fc.nat(), type: fc.constantFrom(0, 0, 1, 2, 41, 42, 4) }), { minLength: 3, maxLength: 7 })

describe('agent calls over random trees', () => {
  it('see and act on the caller\'s subtree only', async () => {
    let run = 0
    await fc.assert(
      fc.asyncProperty(treeArb, fc.integer({ min: 100, max: 5_000 }), async (nodes, amount) => {
        run++
        const members: TreeMember[] = []
        const upline: Array<number | null> = []
        for (const [i, n] of nodes.entries()) {
          const pick = n.parent % (i + 1)
          upline.push(pick === i ? null : pick)
          members.push(await treeMember(db(), `pt${run}x${i}`, pick === i ? null : members[pick]!.id, n.type, 100_000))
          await settledBet(db(), members[i]!.id, `pt${run}r${i}`, 'prop-slot', 100 + i, i % 2 === 0 ? 0 : 300, new Date())
        }
        /** Indices strictly under i, from the upline column. */
        const under = (i: number): Set<number> => {
          const out = new Set<number>()
          for (let j = 0; j < members.length; j++) {
            for (let at = upline[j]; at !== null && at !== undefined; at = upline[at]) if (at === i) out.add(j)
          }
          return out
        }
        const isAgent = (i: number) => [1, 2, 41, 42].includes(nodes[i]!.type)
        for (const [x, caller] of members.entries()) {
          const team = under(x)
          const teamAccounts = new Set([...team].map((j) => members[j]!.account))
          const inTeam = (account: string) => teamAccounts.has(account)
          if (!isAgent(x)) {
            for (const e of [AgentEndpoints.agentCentre, AgentEndpoints.fraudHints]) expect((await ask(caller, e)).success).toBe(false)
            for (const e of [AgentEndpoints.teamOverview, AgentEndpoints.teamBets, AgentEndpoints.memberProfit, AgentEndpoints.agentTransactions]) {
              expect(await ask(caller, e, range)).toMatchObject({ code: 'FORBIDDEN' })
            }
            expect(await ask(caller, AgentEndpoints.teamList, {})).toMatchObject({ code: 'FORBIDDEN' })
            continue
          }
          // Whole-team reads hold the team and nothing else.
          expect((await ok<TeamOverviewReply>(caller, AgentEndpoints.teamOverview, range)).teamSize).toBe(team.size)
          const all = await ok<TeamListReply>(caller, AgentEndpoints.teamList, { search: 'pt', pageSize: 100 })
          expect(all.list.map((m) => m.account).filter((a) => a.startsWith(`pt${run}x`)).sort()).toEqual([...teamAccounts].sort())
          expect(all.list.every((m) => m.account.startsWith(`pt${run}n`) || inTeam(m.account) || !m.account.startsWith(`pt${run}`))).toBe(true)
          const bets = await ok<TeamBetsReply>(caller, AgentEndpoints.teamBets, { ...range, pageSize: 100 })
          expect(bets.list.every((b) => inTeam(b.account))).toBe(true)
          expect(new Set(bets.list.map((b) => b.account))).toEqual(teamAccounts)
          const profit = await ok<MemberProfitReply>(caller, AgentEndpoints.memberProfit, { ...range, pageSize: 100 })
          expect(new Set(profit.list.map((p) => p.account))).toEqual(teamAccounts)
          const hints = await ok<FraudHintsReply>(caller, AgentEndpoints.fraudHints)
          expect(hints.list.every((h) => h.accounts.every(inTeam))).toBe(true)
          // Calls naming a member: allowed exactly on the team (a level also on the caller itself).
          for (const [y, target] of members.entries()) {
            const mine = team.has(y)
            const level = await ask(caller, AgentEndpoints.teamList, { parent: target.account })
            expect(level.success, `${caller.account} lists ${target.account}`).toBe(mine || x === y)
            if (level.success) expect((level.value as TeamListReply).list.every((m) => inTeam(m.account))).toBe(true)
            const one = await ask(caller, AgentEndpoints.teamBets, { ...range, account: target.account })
            expect(one.success, `${caller.account} reads bets of ${target.account}`).toBe(mine)
            if (!mine) expect(one).toMatchObject({ code: 'NOT_FOUND' })
            const before = await mainBalances(db())
            const sent = await ask(caller, AgentEndpoints.downlineTransfer, encrypted({ requestId: randomUUID(), downline: target.account, amount, paymentPassword: AGENT_PAY }))
            const direct = upline[y] === x
            expect(sent.success, `${caller.account} pays ${target.account}`).toBe(direct)
            if (!direct) {
              expect(sent).toMatchObject({ code: mine ? 'TRANSFER_NOT_ALLOWED' : 'NOT_FOUND' })
              expect(await mainBalances(db())).toEqual(before)
            }
          }
          // A registration hangs the new account right under the caller.
          const fresh = `pt${run}n${x}`
          await ok(caller, AgentEndpoints.agentRegister, encrypted({ altcha: await solveAltcha(t.app), account: fresh, password: 'Passw0rd!x', kind: x % 2 === 0 ? 'member' : 'agent' }))
          expect((await db().selectFrom('members').select('upline_id').where('account', '=', fresh).executeTakeFirstOrThrow()).upline_id).toBe(caller.id)
        }
      }),
      { numRuns: Number(process.env.AGENT_PROP_RUNS ?? 6), seed: 20261126 },
    )
  }, 240_000)
})
