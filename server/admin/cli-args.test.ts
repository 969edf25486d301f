import { describe, expect, it } from 'vitest'
import { DEFAULT_URL, parseCliArgs } from './cli-args.ts'
import { formatRegion, formatStatus } from './cli-format.ts'

const env = { ADMIN_TOKEN: 'env-token-0123456789' }

describe('admin CLI arguments', () => {
  it('reads each command', () => {
    expect(parseCliArgs(['status'], env)).toEqual({ ok: true, help: false, command: { kind: 'status' }, url: DEFAULT_URL, token: env.ADMIN_TOKEN })
    expect(parseCliArgs(['maintenance', 'on'], env)).toMatchObject({ ok: true, command: { kind: 'maintenance', on: true } })
    expect(parseCliArgs(['maintenance', 'off'], env)).toMatchObject({ ok: true, command: { kind: 'maintenance', on: false } })
    expect(parseCliArgs(['region', 'block', 'PH'], env)).toMatchObject({ ok: true, command: { kind: 'region', action: 'block', target: 'PH' } })
    expect(parseCliArgs(['region', 'unblock', '203.0.113.0/24'], env)).toMatchObject({ ok: true, command: { kind: 'region', action: 'unblock', target: '203.0.113.0/24' } })
    expect(parseCliArgs(['module', 'off', 'FREEPLAY3'], env)).toMatchObject({ ok: true, command: { kind: 'module', enabled: false, modId: 'FREEPLAY3' } })
    expect(parseCliArgs(['rule', 'captcha', 'off'], env)).toMatchObject({ ok: true, command: { kind: 'rule', field: 'captcha', change: { enabled: false } } })
    expect(parseCliArgs(['rule', 'email', 'required'], env)).toMatchObject({ ok: true, command: { kind: 'rule', field: 'email', change: { required: true } } })
    expect(parseCliArgs(['rule', 'email', 'maybe'], env)).toMatchObject({ ok: false, error: expect.stringMatching(/Wrong arguments for "rule"/) })
  })

  it('takes --url and --token in either form, options anywhere', () => {
    expect(parseCliArgs(['--url', 'http://localhost:8099/', 'status'], env)).toMatchObject({ ok: true, url: 'http://localhost:8099' })
    expect(parseCliArgs(['status', '--url=https://tala.example'], env)).toMatchObject({ ok: true, url: 'https://tala.example' })
    expect(parseCliArgs(['status', '--token', 'flag-token-0123456789'], env)).toMatchObject({ ok: true, token: 'flag-token-0123456789' })
    expect(parseCliArgs(['status', '--token=t2'], {})).toMatchObject({ ok: true, token: 't2' })
  })

  it('reads --as and --operator as one option (the last counts), values after = and words after --', () => {
    expect(parseCliArgs(['status', '--operator', 'bad name', '--as', 'maria'], env)).toMatchObject({ ok: true, operator: 'maria' })
    expect(parseCliArgs(['withdrawal', 'reject', '12', '--', '-5', 'short'], env)).toMatchObject({ ok: true, command: { kind: 'withdrawalReject', reason: '-5 short' } })
    expect(parseCliArgs(['deposits', 'reject', '12', '--reason=-nothing-'], env)).toMatchObject({ ok: true, command: { kind: 'depositReject', reason: '-nothing-' } })
    expect(parseCliArgs(['message', 'send', '--all=yes', '--title', 'x', '--body', 'y'], env)).toEqual({ ok: false, error: '--all takes no value.' })
    expect(parseCliArgs(['status', '--url='], env)).toEqual({ ok: false, error: '--url needs a value.' })
    expect(parseCliArgs(['status', '--title', 'x'], env)).toEqual({ ok: false, error: '--title does not belong to "status".' })
  })

  it('asks for help', () => {
    expect(parseCliArgs(['--help'], {})).toEqual({ ok: true, help: true })
    expect(parseCliArgs(['status', '-h'], {})).toEqual({ ok: true, help: true })
  })

  it('explains bad arguments', () => {
    const bad: Array<[string[], RegExp]> = [
      [[], /No command/],
      [['reboot'], /Unknown command "reboot"/],
      [['maintenance'], /Wrong arguments for "maintenance"/],
      [['maintenance', 'maybe'], /Wrong arguments/],
      [['region', 'block'], /Wrong arguments for "region"/],
      [['region', 'ban', 'PH'], /Wrong arguments/],
      [['module', 'on'], /Wrong arguments for "module"/],
      [['status', 'extra'], /Wrong arguments/],
      [['status', '--url'], /--url needs a value/],
      [['status', '--url', 'ftp://x'], /--url must be an http/],
      [['status', '--verbose'], /Unknown option --verbose/],
    ]
    for (const [argv, message] of bad) {
      const r = parseCliArgs(argv, env)
      expect(r.ok, argv.join(' ')).toBe(false)
      if (!r.ok) expect(r.error).toMatch(message)
    }
  })

  it('reads the social sign-in commands', () => {
    expect(parseCliArgs(['social', 'list'], env)).toMatchObject({ ok: true, command: { kind: 'socialList' } })
    expect(parseCliArgs(['social', 'set', 'google', '--issuer', 'https://accounts.google.com', '--client-id', 'cid', '--client-secret=sec'], env))
      .toMatchObject({ ok: true, command: { kind: 'socialSet', provider: 'google', issuer: 'https://accounts.google.com', clientId: 'cid', clientSecret: 'sec' } })
    expect(parseCliArgs(['social', 'set', 'facebook', '--issuer', 'https://www.facebook.com', '--client-id', 'a', '--client-secret', 'b', '--name', 'FB'], env))
      .toMatchObject({ ok: true, command: { kind: 'socialSet', provider: 'facebook', displayName: 'FB' } })
    expect(parseCliArgs(['social', 'off', 'google'], env)).toMatchObject({ ok: true, command: { kind: 'socialEnable', provider: 'google', enabled: false } })
    expect(parseCliArgs(['social', 'on', 'facebook'], env)).toMatchObject({ ok: true, command: { kind: 'socialEnable', provider: 'facebook', enabled: true } })
    const bad: Array<[string[], RegExp]> = [
      [['social'], /Wrong arguments for "social"/],
      [['social', 'set', 'twitter', '--issuer', 'https://x', '--client-id', 'a', '--client-secret', 'b'], /Wrong arguments/],
      [['social', 'set', 'google', '--issuer', 'https://x'], /needs --issuer, --client-id and --client-secret/],
      [['social', 'off', 'google', '--issuer', 'https://x'], /belong to "social set"/],
      [['status', '--client-id', 'x'], /belong to "social set"/],
    ]
    for (const [argv, message] of bad) {
      const r = parseCliArgs(argv, env)
      expect(r.ok, argv.join(' ')).toBe(false)
      if (!r.ok) expect(r.error).toMatch(message)
    }
  })

  it('needs a token from the environment or --token', () => {
    expect(parseCliArgs(['status'], {})).toEqual({ ok: false, error: expect.stringContaining('ADMIN_TOKEN') })
  })
})

describe('admin CLI output', () => {
  it('prints status as an indented module tree', () => {
    const text = formatStatus({
      maintenance: true,
      blockedRegions: [{ kind: 'country', value: 'PH', createdAt: '2025-01-01T00:00:00.000Z' }],
      modules: [{ modId: 'SITE3', parentId: null, enabled: true }, { modId: 'HOMEREDIRECT3', parentId: 'SITE3', enabled: false }],
      counts: { gameVendors: 27, announcements: 5, helpArticles: 8, activeCaptchas: 1 },
    })
    expect(text).toContain('Maintenance:     on')
    expect(text).toContain('PH (country)')
    expect(text).toMatch(/^ {2}SITE3 +on$/m)
    expect(text).toMatch(/^ {4}HOMEREDIRECT3 +off$/m)
    expect(text).toContain('27 game vendors')
  })

  it('says when a region change did nothing', () => {
    expect(formatRegion({ action: 'block', kind: 'country', value: 'PH', changed: false, blockedRegions: [] })).toMatch(/already blocked/)
  })
})
