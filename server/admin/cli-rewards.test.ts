/** The reward-side admin commands: their arguments, and the command lines against a listening server. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseCliArgs } from './cli-args.ts'
import { runCli } from './cli-main.ts'
import { createTestApp, TEST_ADMIN_TOKEN, type TestApp } from '../testing/test-app.ts'

const env = { ADMIN_TOKEN: 'env-token-0123456789' }

describe('reward commands: arguments', () => {
  it('reads each command', () => {
    expect(parseCliArgs(['message', 'send', '--to', 'demo01', '--title', 'Hi', '--body', 'Welcome', '--title-ty', 'Kumusta'], env)).toMatchObject({
      ok: true, command: { kind: 'messageSend', to: 'demo01', title: { en: 'Hi', ty: 'Kumusta' }, body: { en: 'Welcome' } },
    })
    expect(parseCliArgs(['--url', 'http://localhost:8331', 'message', 'send', '--all', '--title=Hi', '--body=All'], env)).toMatchObject({
      ok: true, url: 'http://localhost:8331', command: { kind: 'messageSend', to: 'all' },
    })
    expect(parseCliArgs(['mission', 'add', 'bet_total', '--target', '50000', '--reward', '1000', '--period', 'daily', '--title', 'Slots', '--game-type', 'RNG'], env)).toMatchObject({
      ok: true, command: { kind: 'missionAdd', mission: { kind: 'bet_total', target: 50_000, reward: 1_000, period: 'daily', gameType: 'RNG', title: { en: 'Slots' } } },
    })
    expect(parseCliArgs(['mission', 'off', '3'], env)).toMatchObject({ ok: true, command: { kind: 'missionEnable', id: 3, enabled: false } })
    expect(parseCliArgs(['mission', 'list'], env)).toMatchObject({ ok: true, command: { kind: 'missionList' } })
    expect(parseCliArgs(['promotion', 'add', 'rebate', '--rate-bp', '50', '--title', 'Rebate'], env)).toMatchObject({
      ok: true, command: { kind: 'promotionAdd', promotion: { kind: 'rebate', rateBp: 50 } },
    })
    expect(parseCliArgs(['promotion', 'on', '2'], env)).toMatchObject({ ok: true, command: { kind: 'promotionEnable', id: 2, enabled: true } })
    expect(parseCliArgs(['promotion', 'applications', '--status', 'issued'], env)).toMatchObject({ ok: true, command: { kind: 'applicationList', status: 'issued' } })
    expect(parseCliArgs(['promotion', 'approve', '7', '--amount', '6000'], env)).toMatchObject({ ok: true, command: { kind: 'applicationDecide', id: 7, decision: 'approve', amount: 6_000 } })
    expect(parseCliArgs(['promotion', 'reject', '7', '--reason', 'Duplicate account'], env)).toMatchObject({ ok: true, command: { kind: 'applicationDecide', decision: 'reject', reason: 'Duplicate account' } })
  })

  it('records who: --as, --operator or ADMIN_OPERATOR, as for every other command', () => {
    expect(parseCliArgs(['mission', 'off', '3', '--as', 'maria'], env)).toMatchObject({ ok: true, operator: 'maria', command: { kind: 'missionEnable' } })
    expect(parseCliArgs(['--operator', 'jose', 'promotion', 'on', '2'], env)).toMatchObject({ ok: true, operator: 'jose' })
    expect(parseCliArgs(['message', 'send', '--all', '--title', 'x', '--body', 'y'], { ...env, ADMIN_OPERATOR: 'ana' })).toMatchObject({ ok: true, operator: 'ana' })
    expect(parseCliArgs(['mission', 'list'], env)).not.toHaveProperty('operator')
  })

  it('refuses wrong arguments with a reason', () => {
    const refused = (argv: string[]) => parseCliArgs(argv, env)
    expect(refused(['message', 'send', '--title', 'x', '--body', 'y'])).toMatchObject({ ok: false, error: expect.stringContaining('--to') })
    expect(refused(['message', 'send', '--to', 'a', '--all', '--title', 'x', '--body', 'y'])).toMatchObject({ ok: false })
    expect(refused(['message', 'send', '--to', 'a', '--title', 'x'])).toMatchObject({ ok: false, error: expect.stringContaining('--body') })
    expect(refused(['mission', 'add', 'rounds', '--target', 'ten', '--reward', '1', '--period', 'once', '--title', 'x'])).toMatchObject({ ok: false })
    expect(refused(['mission', 'add', 'jumps', '--target', '1', '--reward', '1', '--period', 'once', '--title', 'x'])).toMatchObject({ ok: false })
    expect(refused(['mission', 'off', 'x'])).toMatchObject({ ok: false })
    expect(refused(['mission', 'list', '--reason', 'x'])).toMatchObject({ ok: false, error: expect.stringContaining('--reason') })
    expect(refused(['promotion', 'reject', '7'])).toMatchObject({ ok: false, error: expect.stringContaining('--reason') })
    expect(refused(['promotion', 'add', 'promotion', '--title', 'x'])).toMatchObject({ ok: false, error: expect.stringContaining('--reward') })
    expect(parseCliArgs(['mission', 'list'], {})).toMatchObject({ ok: false, error: expect.stringContaining('ADMIN_TOKEN') })
    expect(refused(['mission', 'on', '3', '--as', 'bad name'])).toMatchObject({ ok: false, error: expect.stringContaining('plain name') })
    // The other commands read their arguments as before.
    expect(parseCliArgs(['status'], env)).toMatchObject({ ok: true, command: { kind: 'status' } })
  })
})

// The command line run in this process (cli.test.ts runs the real process).
const run = (args: string[]) => runCli(args, { ADMIN_TOKEN: TEST_ADMIN_TOKEN })

describe('reward commands: npm run admin', () => {
  let t: TestApp
  let url: string
  beforeAll(async () => {
    t = await createTestApp()
    url = await t.app.listen({ host: '127.0.0.1', port: 0 })
  })
  afterAll(async () => { await t?.close() })

  it('sends a message, defines and lists missions and promotions, and refuses an unknown member', async () => {
    const [sent, added, promo, unknown] = await Promise.all([
      run(['message', 'send', '--all', '--title', 'Maintenance', '--body', 'Tonight 02:00', '--url', url]),
      run(['mission', 'add', 'rounds', '--target', '5', '--reward', '250', '--period', 'daily', '--title', 'Play 5 rounds', '--url', url]),
      run(['promotion', 'add', 'promotion', '--reward', '1500', '--title', 'Weekend bonus', '--url', url]),
      run(['message', 'send', '--to', 'nobody99', '--title', 'x', '--body', 'y', '--url', url]),
    ])
    expect(sent).toMatchObject({ code: 0, stdout: expect.stringMatching(/Message #\d+ sent to every member by admin/) })
    expect(added).toMatchObject({ code: 0, stdout: expect.stringContaining('rounds daily: target 5 rounds, reward 2.50, "Play 5 rounds"') })
    expect(promo).toMatchObject({ code: 0, stdout: expect.stringContaining('promotion reward 15.00, "Weekend bonus"') })
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toContain('NOT_FOUND')
    const [missions, applications] = await Promise.all([run(['mission', 'list', '--url', url]), run(['promotion', 'applications', '--url', url])])
    expect(missions.stdout).toContain('"Bet 500 on slots today"')
    expect(missions.stdout).toContain('"Play 5 rounds"')
    expect(applications).toMatchObject({ code: 0, stdout: 'No applications.\n' })
  })

  it('records the operator given with --as on a message and a mission switch', async () => {
    const sent = await run(['message', 'send', '--to', 'demo01', '--title', 'Hi', '--body', 'From maria', '--as', 'maria', '--url', url])
    expect(sent).toMatchObject({ code: 0, stdout: expect.stringMatching(/sent to demo01 by maria at /) })
    const id = String((await t.testDb.db.selectFrom('missions').select('id').orderBy('id').executeTakeFirstOrThrow()).id)
    const switched = await run(['mission', 'off', id, '--as', 'jose', '--url', url])
    expect(switched).toMatchObject({ code: 0, stdout: expect.stringContaining('(changed by jose at ') })
    await run(['mission', 'on', id, '--url', url])
  })
})
