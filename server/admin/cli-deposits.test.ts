/** The deposit commands of the admin CLI: their arguments, and the command lines against a listening server. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli } from './cli-main.ts'
import { createTestApp, envelope, TEST_ADMIN_TOKEN, type TestApp } from '../testing/test-app.ts'
import { newMember } from '../testing/member-helpers.ts'
import { parseCliArgs } from './cli-args.ts'
import { toMinor } from './cli-deposits.ts'

const env = { ADMIN_TOKEN: 'env-token-0123456789' }
const addArgs = ['channels', 'add', '--kind', 'bank', '--name', 'BDO', '--min', '100', '--max', '5000.50', '--bank', 'BDO', '--number', '001', '--holder', 'Tala', '--instructions', 'Pay here']

describe('deposit command arguments', () => {
  it('reads each command', () => {
    expect(parseCliArgs(['channels', 'list'], env)).toMatchObject({ ok: true, command: { kind: 'depositChannels' } })
    expect(parseCliArgs(['channels', 'off', '7'], env)).toMatchObject({ ok: true, command: { kind: 'depositChannelEnable', id: '7', enabled: false } })
    expect(parseCliArgs(['deposits', 'list', '--status', 'rejected'], env)).toMatchObject({ ok: true, command: { kind: 'deposits', status: 'rejected' } })
    expect(parseCliArgs(['deposits', 'approve', '12', '--operator', 'alice'], env)).toMatchObject({ ok: true, operator: 'alice', command: { kind: 'depositApprove', id: '12' } })
    expect(parseCliArgs(['deposits', 'reject', '12', '--reason', 'no money'], { ...env, ADMIN_OPERATOR: 'bob' }))
      .toMatchObject({ ok: true, operator: 'bob', command: { kind: 'depositReject', id: '12', reason: 'no money' } })
    expect(parseCliArgs([...addArgs, '--auto-approve', '5', '--fee-bp', '150', '--fee-payer', 'site'], env)).toMatchObject({
      ok: true,
      command: {
        kind: 'depositChannelAdd',
        body: { kind: 'bank', name: { en: 'BDO' }, min: 100_00, max: 5_000_50, feeBp: 150, feePayer: 'site', autoApproveSeconds: 5, accountNumber: '001' },
      },
    })
  })

  it('explains bad arguments', () => {
    const bad: Array<[string[], RegExp]> = [
      [['channels'], /Wrong arguments for "channels"/],
      [['channels', 'on', 'x'], /Wrong arguments for "channels"/],
      [['channels', 'add', '--kind', 'bank'], /add needs --kind, --name/],
      [[...addArgs.slice(0, 2), '--kind', 'cash', ...addArgs.slice(4)], /--kind is bank or ewallet/],
      [[...addArgs, '--fee-bp', '1.5'], /whole numbers/],
      [[...addArgs, '--status', 'pending'], /belong to "deposits"/],
      [['deposits', 'reject', '3'], /--reason/],
      [['deposits', 'approve', '3', '--reason', 'x'], /Wrong arguments for "deposits"/],
      [['status', '--min', '5'], /--min belongs to the channels and deposits commands/],
      [['deposits', 'list', '--operator', 'bad name'], /operator \(--as or --operator\) is a plain name/],
    ]
    for (const [argv, message] of bad) expect(parseCliArgs(argv, env)).toMatchObject({ ok: false, error: expect.stringMatching(message) })
  })

  it('reads amounts in currency units', () => {
    expect([toMinor('500'), toMinor('499.5'), toMinor('0.01'), toMinor('1.234'), toMinor('-1'), toMinor('1e3')]).toEqual([500_00, 499_50, 1, null, null, null])
  })
})

// The command line run in this process (cli.test.ts runs the real process).
const run = (args: string[]) => runCli(args, { ADMIN_TOKEN: TEST_ADMIN_TOKEN })

describe('npm run admin -- channels / deposits', () => {
  let t: TestApp
  let url: string
  beforeAll(async () => {
    t = await createTestApp()
    url = await t.app.listen({ host: '127.0.0.1', port: 0 })
  })
  afterAll(async () => { await t?.close() })

  it('lists and adds channels, then approves and rejects requests, naming the operator', async () => {
    const [listed, added] = await Promise.all([run(['channels', 'list', '--url', url]), run([...addArgs, '--url', url, '--operator', 'olga'])])
    expect(listed.stdout).toMatch(/"Bank transfer"  100\.00\.\.50000\.00 .*operator approves/)
    expect(listed.stdout).toMatch(/auto-approve after 5s/)
    expect(added.stdout).toMatch(/Added:\n#\d+ on  bank +"BDO"  100\.00\.\.5000\.50 .*changed by olga/)

    const m = await newMember(t.testDb.db, 'depcli1')
    const bank = (await t.testDb.db.selectFrom('deposit_channels').select('id').where('auto_approve_seconds', 'is', null).orderBy('id').executeTakeFirstOrThrow()).id
    const ids: number[] = []
    for (const requestId of ['cli-req-0001', 'cli-req-0002']) {
      const env = envelope<{ id: number }>(await t.app.inject({ method: 'POST', url: '/wps/relay/MCS2_depositRequest', headers: m.auth, payload: { channelId: bank, amount: 150_00, requestId } }))
      if (!env.success) throw new Error(env.code)
      ids.push(env.value.id)
    }
    const pending = await run(['deposits', 'list', '--url', url])
    expect(pending.stdout).toMatch(new RegExp(`#${ids[0]} DP-\\w{8} pending +depcli1 +150\\.00`))
    const [approved, rejected] = await Promise.all([
      run(['deposits', 'approve', String(ids[0]), '--url', url, '--operator', 'pat']),
      run(['deposits', 'reject', String(ids[1]), '--reason', 'Nothing arrived', '--url', url]),
    ])
    expect(approved.stdout).toMatch(/approved .* approved by pat at/)
    expect(rejected.stdout).toMatch(/rejected by admin at .* reason: Nothing arrived/)
    const again = await run(['deposits', 'approve', String(ids[0]), '--url', url])
    expect(again.code).toBe(1)
    expect(again.stderr).toContain('DEPOSIT_NOT_PENDING')
  }, 60_000)
})
