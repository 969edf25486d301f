/** The house contract commands of the admin CLI: their arguments, and the command lines against a listening server. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { runCli } from './cli-main.ts'
import { createTestApp, TEST_ADMIN_TOKEN, type TestApp } from '../testing/test-app.ts'
import { memberUnder, tiers } from '../testing/contract-helpers.ts'
import { parseCliArgs } from './cli-args.ts'

const env = { ADMIN_TOKEN: 'env-token-0123456789' }

describe('contract command arguments', () => {
  it('reads set and end', () => {
    expect(parseCliArgs(['contract', 'set', 'agent01', 'realtime_salary', '0/0/100,5/1000000/150'], env)).toMatchObject({
      ok: true,
      command: { kind: 'contractSet', body: { account: 'agent01', kind: 'realtime_salary', period: 'realtime', tiers: tiers([0, 0, 100], [5, 1_000_000, 150]) } },
    })
    expect(parseCliArgs(['contract', 'set', 'agent01', 'dividend', '0/0/500', 'weekly', 'end-lower', '--as', 'olga'], env)).toMatchObject({
      ok: true, operator: 'olga', command: { kind: 'contractSet', body: { kind: 'dividend', period: 'weekly', terminateLower: true } },
    })
    expect(parseCliArgs(['contract', 'end', 'agent01', 'hourly_salary'], env)).toMatchObject({ ok: true, command: { kind: 'contractEnd', body: { account: 'agent01', kind: 'hourly_salary' } } })
  })

  it('explains bad arguments', () => {
    const bad: Array<[string[], RegExp]> = [
      [['contract'], /give the agent's account and a kind/],
      [['contract', 'set', 'agent01', 'bonus', '0/0/1'], /give the agent's account and a kind/],
      [['contract', 'pause', 'agent01', 'dividend'], /set or end/],
      [['contract', 'set', 'agent01', 'realtime_salary'], /tiers are minActive\/minAmount\/rateBp/],
      [['contract', 'set', 'agent01', 'realtime_salary', '0/0/0'], /rate 1-10000 bp/],
      [['contract', 'set', 'agent01', 'realtime_salary', '0/0/10001'], /rate 1-10000 bp/],
      [['contract', 'set', 'agent01', 'realtime_salary', '0/0.5/10'], /whole numbers/],
      [['contract', 'set', 'agent01', 'dividend', '0/0/10'], /a dividend needs its period/],
      [['contract', 'set', 'agent01', 'dividend', '0/0/10', 'yearly'], /a dividend needs its period/],
      [['contract', 'set', 'agent01', 'daily_salary', '0/0/10', 'weekly'], /has no period to give/],
      [['contract', 'end', 'agent01', 'dividend', 'now'], /set or end/],
    ]
    for (const [argv, message] of bad) expect(parseCliArgs(argv, env), argv.join(' ')).toMatchObject({ ok: false, error: expect.stringMatching(message) })
  })
})

// The command line run in this process (cli.test.ts runs the real process).
const run = (args: string[]) => runCli(args, { ADMIN_TOKEN: TEST_ADMIN_TOKEN })

describe('npm run admin -- contract', () => {
  let t: TestApp
  let url: string
  beforeAll(async () => {
    t = await createTestApp()
    url = await t.app.listen({ host: '127.0.0.1', port: 0 })
  })
  afterAll(async () => { await t?.close() })

  it('sets a top agent\'s house contract, asks before ending the downline contracts above new terms, and ends it', async () => {
    const db = t.testDb.db
    const top = await memberUnder(db, 'clitop', null)
    const sub = await memberUnder(db, 'clisub', top.id)
    const set = await run(['contract', 'set', 'clitop', 'realtime_salary', '0/0/100,3/0/150', '--url', url])
    expect(set.code, set.stderr).toBe(0)
    expect(set.stdout).toMatch(/House contract set:\n#\d+ active +realtime_salary \(realtime\) house -> clitop: 1\.00% from 0 active and 0\.00; 1\.50% from 3 active/)
    const first = await db.selectFrom('contracts').select('id').where('downline_id', '=', top.id).where('status', '=', 'active').executeTakeFirstOrThrow()
    // clitop gave clisub 1%: new house terms of 0.5% would end it.
    await sql`INSERT INTO contracts (kind, upline_id, downline_id, period, tiers, status, starts_at, offered_at, decided_at)
      VALUES ('realtime_salary', ${top.id}, ${sub.id}, 'realtime', ${JSON.stringify(tiers([0, 0, 100]))}::jsonb, 'active', now(), now(), now())`.execute(db)

    const asked = await run(['contract', 'set', 'clitop', 'realtime_salary', '0/0/50', '--url', url])
    expect(asked.code).toBe(1)
    expect(asked.stderr).toContain('CONFIRM_REQUIRED')
    expect(asked.stderr).toMatch(/These would end .*\n {2}#\d+ active +realtime_salary \(realtime\) clitop -> clisub: 1\.00%/)
    const still = await db.selectFrom('contracts').select(['id', 'status']).where('downline_id', 'in', [top.id, sub.id]).where('status', '=', 'active').orderBy('id').execute()
    expect(still.map((r) => Number(r.id))).toContain(Number(first.id))
    expect(still).toHaveLength(2)

    const agreed = await run(['contract', 'set', 'clitop', 'realtime_salary', '0/0/50', 'end-lower', '--url', url, '--as', 'olga'])
    expect(agreed.code, agreed.stderr).toBe(0)
    expect(agreed.stdout).toMatch(/House contract set:\n#\d+ active .* house -> clitop: 0\.50%/)
    expect(agreed.stdout).toMatch(/Ended with it:\n {2}#\d+ terminated +realtime_salary \(realtime\) clitop -> clisub/)

    const ended = await run(['contract', 'end', 'clitop', 'realtime_salary', '--url', url])
    expect(ended.code, ended.stderr).toBe(0)
    expect(ended.stdout).toMatch(/House contract ended:\n#\d+ terminated +realtime_salary \(realtime\) house -> clitop/)
    const nobody = await run(['contract', 'end', 'clinobody', 'realtime_salary', '--url', url])
    expect(nobody.code).toBe(1)
    expect(nobody.stderr).toContain('NOT_FOUND')
  }, 90_000)
})
