import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseCliArgs } from './cli-args.ts'
import { runNoticesCommand } from './cli-notices.ts'

const env = { ADMIN_TOKEN: 'token-0123456789' }

describe('notice and agent-application commands', () => {
  it('parses notice list, write, schedule and withdraw', () => {
    expect(parseCliArgs(['notice', 'list', '--type', 'PU', '--state', 'scheduled'], env)).toMatchObject({ ok: true, command: { kind: 'noticeList', type: 'PU', state: 'scheduled' } })
    expect(parseCliArgs(['notice', 'write', 'PR', '--file', 'n.json', '--from', '2026-12-24T18:00+08:00'], env))
      .toMatchObject({ ok: true, command: { kind: 'noticeWrite', type: 'PR', file: 'n.json', from: '2026-12-24T18:00+08:00' } })
    expect(parseCliArgs(['notice', 'schedule', '4', '--until', 'none'], env)).toMatchObject({ ok: true, command: { kind: 'noticeSchedule', id: '4', until: null } })
    expect(parseCliArgs(['notice', 'withdraw', '4'], env)).toMatchObject({ ok: true, command: { kind: 'noticeWithdraw', id: '4' } })
  })

  it('refuses notice arguments that do not fit', () => {
    expect(parseCliArgs(['notice', 'write', 'X', '--file', 'n.json'], env)).toMatchObject({ ok: false, error: 'The notice type is one of B, PL, PU, PR, H, AG.' })
    expect(parseCliArgs(['notice', 'write', 'B'], env)).toMatchObject({ ok: false, error: 'notice write needs --file <notice.json>.' })
    expect(parseCliArgs(['notice', 'write', 'B', '--file', 'n.json', '--from', 'tomorrow'], env)).toMatchObject({ ok: false })
    expect(parseCliArgs(['notice', 'schedule', '4'], env)).toMatchObject({ ok: false, error: 'notice schedule needs --from and/or --until.' })
    expect(parseCliArgs(['notice', 'withdraw', '4', '--file', 'x'], env)).toMatchObject({ ok: false, error: '--file does not belong to "notice withdraw".' })
  })

  it('sends the file\'s five languages, or says why the file cannot be used', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tala-notice-'))
    const five = { ty: 'a', en: 'b', cn: 'c', th: 'd', vi: 'e' }
    writeFileSync(join(dir, 'ok.json'), JSON.stringify({ title: five, body: five, membersOnly: true, ignored: 1 }))
    writeFileSync(join(dir, 'bad.json'), '{ nope')
    const sent: unknown[] = []
    const call = async (_m: string, _p: string, _r: unknown, body?: unknown) => {
      sent.push(body)
      return { id: 9, type: 'B', title: five, from: '2026-12-05T00:00:00.000Z', until: null, membersOnly: true, state: 'live', createdBy: 'rosa', withdrawnBy: null, withdrawnAt: null } as never
    }
    expect(await runNoticesCommand({ kind: 'noticeWrite', type: 'B', file: join(dir, 'ok.json') }, call)).toContain('#9 B [live]')
    expect(sent[0]).toEqual({ type: 'B', title: five, body: five, membersOnly: true })
    await expect(runNoticesCommand({ kind: 'noticeWrite', type: 'B', file: join(dir, 'bad.json') }, call)).rejects.toThrow(/is not a notice file/)
    await expect(runNoticesCommand({ kind: 'noticeWrite', type: 'B', file: join(dir, 'missing.json') }, call)).rejects.toThrow(/Cannot read/)
  })

  it('parses agent applications, approve and reject', () => {
    expect(parseCliArgs(['agent', 'applications', '--status', 'pending'], env)).toMatchObject({ ok: true, command: { kind: 'agentApplications', status: 'pending' } })
    expect(parseCliArgs(['agent', 'approve', '7'], env)).toMatchObject({ ok: true, command: { kind: 'agentApprove', id: '7' } })
    expect(parseCliArgs(['agent', 'reject', '7', '--reason', 'No site yet'], env)).toMatchObject({ ok: true, command: { kind: 'agentReject', id: '7', reason: 'No site yet' } })
    expect(parseCliArgs(['agent', 'reject', '7'], env)).toMatchObject({ ok: false, error: 'agent reject needs --reason <text>.' })
    expect(parseCliArgs(['agent', 'applications', '--status', 'open'], env)).toMatchObject({ ok: false, error: '--status is pending, approved or rejected.' })
    expect(parseCliArgs(['agent', 'approve', 'x'], env)).toMatchObject({ ok: false })
  })
})
