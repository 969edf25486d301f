/** The withdrawal commands: parsed without a server, then run against one. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseCliArgs } from './cli-args.ts'
import { runCli } from './cli-main.ts'
import { createTestApp, TEST_ADMIN_TOKEN, type TestApp } from '../testing/test-app.ts'
import { bindAccount, createMember, withdraw, value } from '../testing/withdraw-helpers.ts'

const env = { ADMIN_TOKEN: 'env-token-0123456789' }

describe('withdrawal CLI arguments', () => {
  it('reads each command, the operator name and refuses bad ones', () => {
    expect(parseCliArgs(['withdrawals'], env)).toMatchObject({ ok: true, command: { kind: 'withdrawals' } })
    expect(parseCliArgs(['withdrawals', 'case'], env)).toMatchObject({ ok: true, command: { kind: 'withdrawals', status: 'case' } })
    expect(parseCliArgs(['withdrawal', 'approve', '12'], env)).toMatchObject({ ok: true, command: { kind: 'withdrawalApprove', id: '12' } })
    expect(parseCliArgs(['withdrawal', 'disburse', '12', '--as', 'eve'], env)).toMatchObject({ ok: true, operator: 'eve', command: { kind: 'withdrawalDisburse', id: '12' } })
    expect(parseCliArgs(['withdrawal', 'reject', '12', 'Wrong', 'name'], { ...env, ADMIN_OPERATOR: 'frank' }))
      .toMatchObject({ ok: true, operator: 'frank', command: { kind: 'withdrawalReject', id: '12', reason: 'Wrong name' } })
    expect(parseCliArgs(['withdrawal', 'answer', '12', 'refund', 'Sorry'], env)).toMatchObject({ ok: true, command: { kind: 'withdrawalAnswer', refund: true, answer: 'Sorry' } })
    expect(parseCliArgs(['withdrawal', 'settings'], env)).toMatchObject({ ok: true, command: { kind: 'withdrawalSettings' } })
    expect(parseCliArgs(['withdrawal', 'set', 'auto-receive-minutes', '5'], env)).toMatchObject({ ok: true, command: { kind: 'withdrawalSet', setting: 'autoReceiveMinutes', value: 5 } })
    for (const bad of [['withdrawals', 'lost'], ['withdrawal', 'approve', 'x1'], ['withdrawal', 'reject', '12'], ['withdrawal', 'answer', '12', 'maybe', 'x'], ['withdrawal', 'set', 'speed', '5']]) {
      expect(parseCliArgs(bad, env)).toMatchObject({ ok: false })
    }
    expect(parseCliArgs(['withdrawals', '--as', 'bad name!'], env)).toMatchObject({ ok: false })
  })
})

// The command line run in this process (cli.test.ts runs the real process).
const run = (args: string[]) => runCli(args, { ADMIN_TOKEN: TEST_ADMIN_TOKEN })

let t: TestApp
let url: string
beforeAll(async () => {
  t = await createTestApp()
  url = await t.app.listen({ host: '127.0.0.1', port: 0 })
})
afterAll(async () => { await t?.close() })

describe('npm run admin -- withdrawal', () => {
  it('lists, approves and disburses a withdrawal and changes a setting, recording the operator', async () => {
    const m = await createMember(t, 'cliwd', { balance: 500_000 })
    const w = value<{ id: string }>(await withdraw(t, m, await bindAccount(t, m, '9988776655'), 120_000))
    const listed = await run(['withdrawals', 'pending', '--url', url])
    expect(listed.stdout).toContain(`#${w.id} cliwd 1200.00 pending`)
    expect(listed.stdout).toContain('bank BDO 9988776655 (cliwd Payee)')
    expect((await run(['withdrawal', 'approve', w.id, '--url', url, '--as', 'eve'])).stdout).toContain('by eve')
    expect((await run(['withdrawal', 'disburse', w.id, '--url', url])).stdout).toMatch(/disbursed \S+ by admin/)
    const again = await run(['withdrawal', 'disburse', w.id, '--url', url])
    expect(again.code).toBe(1)
    expect(again.stderr).toContain('WITHDRAWAL_STATE')
    const set = await run(['withdrawal', 'set', 'promised-minutes', '45', '--url', url, '--as', 'eve'])
    expect(set.stdout).toContain('Promised time:    45 minutes')
    expect(set.stdout).toContain('by eve')
  })
})
