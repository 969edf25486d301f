/**
 * Register account with a contract (issue 16): an agent registers a sub-agent and offers it a
 * contract in one call; the member and the offer are written together, and any bad part of
 * the request (terms above the agent's own, a contract for a member, bad tiers, a taken name,
 * a weak password) changes nothing at all.
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AgentEndpoints, ContractEndpoints, type Contract } from '../../../src/shared/api/index.ts'
import { createTestApp, envelope, type TestApp } from '../../testing/test-app.ts'
import { encrypted, solveAltcha } from '../../testing/account-helpers.ts'
import type { TestMember } from '../../testing/member-helpers.ts'
import { houseContract, memberUnder, tiers } from '../../testing/contract-helpers.ts'

let t: TestApp
let a: TestMember, noContract: TestMember

beforeAll(async () => {
  t = await createTestApp()
  const db = t.testDb.db
  a = await memberUnder(db, 'rgagenta', null)
  noContract = await memberUnder(db, 'rgagentn', null)
  await houseContract(db, a.id, 'realtime_salary', 'realtime', tiers([0, 0, 100], [3, 0, 150]), new Date(Date.now() - 86_400_000))
})
afterAll(async () => t?.close())

const call = (m: TestMember, e: { method: string; path: string }, payload: object) =>
  t.app.inject({ method: e.method as 'POST', url: e.path, headers: m.auth, payload }).then((r) => envelope<unknown>(r))
const register = async (m: TestMember, body: Record<string, unknown>) => call(m, AgentEndpoints.agentRegister, encrypted({ altcha: await solveAltcha(t.app), ...body }))
const realtime = (t_: ReturnType<typeof tiers>) => ({ kind: 'realtime_salary', period: 'realtime', tiers: t_ })

const snapshot = async () => (await sql<{ m: string; c: string; e: string }>`
  SELECT (SELECT count(*) FROM members) AS m, (SELECT count(*) FROM contracts) AS c, (SELECT count(*) FROM contract_events) AS e`.execute(t.testDb.db)).rows[0]

describe('agentRegister with a contract offer', () => {
  it('registers the sub-agent and records the offer in one go, which the upline lists', async () => {
    const reply = await register(a, { account: 'rgsub1', password: 'Passw0rd!x', kind: 'agent', contract: realtime(tiers([0, 0, 80], [3, 0, 120])) })
    expect(reply).toMatchObject({ success: true, value: { account: 'rgsub1', type: 2, contractId: expect.any(Number) } })
    if (!reply.success) return
    const { contractId } = reply.value as { contractId: number }
    const row = await t.testDb.db.selectFrom('contracts as c').innerJoin('members as m', 'm.id', 'c.downline_id')
      .select(['c.status', 'c.upline_id', 'm.account', 'm.upline_id as member_upline']).where('c.id', '=', String(contractId)).executeTakeFirstOrThrow()
    expect(row).toEqual({ status: 'offered', upline_id: a.id, account: 'rgsub1', member_upline: a.id })
    const events = await t.testDb.db.selectFrom('contract_events').select('event').where('contract_id', '=', String(contractId)).execute()
    expect(events.map((e) => e.event)).toEqual(['offered'])
    // The upline lists it among the offers it made.
    const given = await call(a, ContractEndpoints.contractList, { role: 'upline', status: 'offered' })
    expect(given.success && (given.value as { list: Contract[] }).list.map((c) => c.id)).toContain(contractId)
  })

  it('refuses bad requests with a clear code and writes nothing', async () => {
    const before = await snapshot()
    const bad: Array<[TestMember, Record<string, unknown>, string]> = [
      // Above the agent's own contract at some tier.
      [a, { account: 'rgbad1', password: 'Passw0rd!x', kind: 'agent', contract: realtime(tiers([0, 0, 101])) }, 'CONTRACT_CEILING'],
      [a, { account: 'rgbad2', password: 'Passw0rd!x', kind: 'agent', contract: realtime(tiers([0, 0, 100], [1, 0, 150])) }, 'CONTRACT_CEILING'],
      // An agent without a contract of the kind has nothing to offer.
      [noContract, { account: 'rgbad3', password: 'Passw0rd!x', kind: 'agent', contract: realtime(tiers([0, 0, 10])) }, 'CONTRACT_CEILING'],
      // A member is never offered a contract.
      [a, { account: 'rgbad4', password: 'Passw0rd!x', kind: 'member', contract: realtime(tiers([0, 0, 10])) }, 'VALIDATION_FAILED'],
      // The kind's period, duplicate tiers, no tiers, a rate out of range, an unknown kind.
      [a, { account: 'rgbad5', password: 'Passw0rd!x', kind: 'agent', contract: { kind: 'realtime_salary', period: 'daily', tiers: tiers([0, 0, 10]) } }, 'VALIDATION_FAILED'],
      [a, { account: 'rgbad6', password: 'Passw0rd!x', kind: 'agent', contract: realtime(tiers([0, 0, 10], [0, 0, 20])) }, 'VALIDATION_FAILED'],
      [a, { account: 'rgbad7', password: 'Passw0rd!x', kind: 'agent', contract: realtime([]) }, 'VALIDATION_FAILED'],
      [a, { account: 'rgbad8', password: 'Passw0rd!x', kind: 'agent', contract: realtime(tiers([0, 0, 0])) }, 'VALIDATION_FAILED'],
      [a, { account: 'rgbad9', password: 'Passw0rd!x', kind: 'agent', contract: { kind: 'weekly_bonus', period: 'weekly', tiers: tiers([0, 0, 10]) } }, 'VALIDATION_FAILED'],
      [a, { account: 'rgbad10', password: 'Passw0rd!x', kind: 'agent', contract: 'yes' }, 'VALIDATION_FAILED'],
      // A taken account or a weak password: the offer is not made either.
      [a, { account: 'rgsub1', password: 'Passw0rd!x', kind: 'agent', contract: realtime(tiers([0, 0, 50])) }, 'ACCOUNT_EXISTS'],
      [a, { account: 'rgbad11', password: 'short', kind: 'agent', contract: realtime(tiers([0, 0, 50])) }, 'VALIDATION_FAILED'],
    ]
    for (const [who, body, code] of bad) expect(await register(who, body), JSON.stringify(body)).toMatchObject({ success: false, code })
    expect(await snapshot()).toEqual(before)
  })
})
