import { describe, expect, it } from 'vitest'
import { formatConfigErrors, parseConfig } from './config.ts'
// The server's default part size is the draw job's (and the lottery bench's): one figure for both.
import { DEFAULT_SETTLE_BATCH } from './providers/house/index.ts'

describe('parseConfig', () => {
  it('has working defaults with nothing set', () => {
    expect(DEFAULT_SETTLE_BATCH).toBe(500)
    expect(parseConfig({})).toEqual({
      ok: true,
      config: { port: 8080, databaseUrl: null, dataDir: './data', seedDemo: true, adminToken: null, payloadKey: null, secretsKey: null, trustedProxies: [], adminAllowIps: ['127.0.0.0/8', '::1'], logLevel: 'info', smtpUrl: null,
        publicUrl: 'http://localhost:8080', socialAllowPrivateIssuers: false, salaryRealtimeMs: 300_000, salaryTickMs: 10_000, salaryGraceMs: 30_000, pointsTickMs: 10_000, pointsGraceMs: 30_000,
        autoReceiveCheckMs: 30_000, badgePollMs: 60_000, withdrawMinuteMs: 60_000, tableSecondMs: 1000, tableTickMs: 1000, lotteryTickMs: 1000, lotterySettleBatch: DEFAULT_SETTLE_BATCH, vnLotteryTestDrawMs: 0, dbMaintenanceTickMs: 10_000 },
    })
  })

  it('seeds the demo on the embedded database only, unless SEED_DEMO says otherwise', () => {
    const pg = 'postgres://tala:pw@db:5432/tala'
    const demo = (env: Record<string, string>) => {
      const r = parseConfig(env)
      return r.ok ? r.config.seedDemo : r.errors
    }
    expect(demo({})).toBe(true)
    expect(demo({ DATABASE_URL: pg })).toBe(false)
    expect(demo({ DATABASE_URL: pg, SEED_DEMO: '1' })).toBe(true)
    expect(demo({ SEED_DEMO: '0' })).toBe(false)
    expect(demo({ SEED_DEMO: 'yes' })).toEqual(['SEED_DEMO must be 1 or 0 (got "yes").'])
  })

  it('reads every variable', () => {
    const r = parseConfig({
      PORT: '9000',
      DATABASE_URL: 'postgres://tala:pw@db:5432/tala',
      DATA_DIR: '/var/lib/tala',
      ADMIN_TOKEN: 'a'.repeat(16),
      PAYLOAD_KEY: 'k'.repeat(32),
      SECRETS_KEY: 'ab'.repeat(32),
      TRUSTED_PROXIES: '10.0.0.1, 172.16.0.0/12,::1',
      ADMIN_ALLOW_IPS: '10.8.0.0/16, 192.0.2.7',
      LOG_LEVEL: 'WARN',
      SMTP_URL: 'smtps://mailer:pw@mail.example.com:465',
      PUBLIC_URL: 'https://play.example.com/',
      SOCIAL_ALLOW_PRIVATE_ISSUERS: '1',
      SALARY_REALTIME_PERIOD_MS: '10000',
      SALARY_TICK_MS: '1000',
      SALARY_GRACE_MS: '0',
      POINTS_TICK_MS: '1000',
      POINTS_GRACE_MS: '2000',
      AUTO_RECEIVE_CHECK_MS: '1000',
      BADGE_POLL_MS: '2000',
      WITHDRAW_MINUTE_MS: '5000',
      TABLE_SECOND_MS: '400',
      TABLE_TICK_MS: '0',
      LOTTERY_TICK_MS: '0',
      LOTTERY_SETTLE_BATCH: '250',
      VN_LOTTERY_TEST_DRAW_MS: '30000',
      DB_MAINTENANCE_TICK_MS: '0',
    })
    expect(r).toEqual({
      ok: true,
      config: {
        port: 9000,
        databaseUrl: 'postgres://tala:pw@db:5432/tala',
        dataDir: '/var/lib/tala',
        seedDemo: false,
        adminToken: 'a'.repeat(16),
        payloadKey: 'k'.repeat(32),
        secretsKey: Buffer.from('ab'.repeat(32), 'hex'),
        trustedProxies: ['10.0.0.1', '172.16.0.0/12', '::1'],
        adminAllowIps: ['10.8.0.0/16', '192.0.2.7'],
        logLevel: 'warn',
        smtpUrl: 'smtps://mailer:pw@mail.example.com:465',
        publicUrl: 'https://play.example.com',
        socialAllowPrivateIssuers: true,
        salaryRealtimeMs: 10_000,
        salaryTickMs: 1000,
        salaryGraceMs: 0,
        pointsTickMs: 1000,
        pointsGraceMs: 2000,
        autoReceiveCheckMs: 1000,
        badgePollMs: 2000,
        withdrawMinuteMs: 5000,
        tableSecondMs: 400,
        tableTickMs: 0,
        lotteryTickMs: 0,
        lotterySettleBatch: 250,
        vnLotteryTestDrawMs: 30_000,
        dbMaintenanceTickMs: 0,
      },
    })
  })

  it('keeps the Vietnamese lottery on its daily draws unless test draws are asked for, never faster than every 5 s', () => {
    const period = (VN_LOTTERY_TEST_DRAW_MS: string) => {
      const r = parseConfig({ VN_LOTTERY_TEST_DRAW_MS })
      return r.ok ? r.config.vnLotteryTestDrawMs : r.errors
    }
    expect(period('')).toBe(0)
    expect(period('0')).toBe(0)
    expect(period('60000')).toBe(60_000)
    expect(period('1000')).toEqual(['VN_LOTTERY_TEST_DRAW_MS must be 0 (off) or at least 5000 (got 1000).'])
    expect(period('30s')).toEqual(['VN_LOTTERY_TEST_DRAW_MS must be a whole number of milliseconds from 0 to 3600000 (got "30s").'])
  })

  it('treats empty variables as unset', () => {
    expect(parseConfig({ PORT: '', ADMIN_TOKEN: '  ', DATABASE_URL: '' })).toMatchObject({ ok: true, config: { port: 8080, adminToken: null, databaseUrl: null } })
  })

  it('lists every problem at once', () => {
    const r = parseConfig({
      PORT: '80a',
      DATABASE_URL: 'mysql://x/y',
      ADMIN_TOKEN: 'short',
      PAYLOAD_KEY: 'tiny',
      TRUSTED_PROXIES: '10.0.0.1,proxy.local',
      LOG_LEVEL: 'verbose',
      SECRETS_KEY: 'too-short',
      ADMIN_ALLOW_IPS: '127.0.0.1,office',
      LOTTERY_SETTLE_BATCH: '0',
    })
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.errors).toHaveLength(9)
    const text = formatConfigErrors(r.errors)
    for (const name of ['PORT', 'DATABASE_URL', 'ADMIN_TOKEN', 'PAYLOAD_KEY', 'TRUSTED_PROXIES', 'LOG_LEVEL', 'SECRETS_KEY', 'ADMIN_ALLOW_IPS', 'LOTTERY_SETTLE_BATCH']) expect(text).toContain(name)
    expect(text).toContain('proxy.local')
    expect(text).toMatch(/^Tala cannot start/)
  })

  it('accepts only smtp:// or smtps:// as SMTP_URL', () => {
    for (const SMTP_URL of ['http://mail.example.com', 'mail.example.com', 'smtp://']) {
      const r = parseConfig({ SMTP_URL })
      expect(r.ok, SMTP_URL).toBe(false)
      if (!r.ok) expect(r.errors.join(' ')).toContain('SMTP_URL')
    }
    expect(parseConfig({ SMTP_URL: 'smtp://localhost:1025' })).toMatchObject({ ok: true, config: { smtpUrl: 'smtp://localhost:1025' } })
  })

  it('accepts only an http(s) origin as PUBLIC_URL and 1 or 0 for SOCIAL_ALLOW_PRIVATE_ISSUERS', () => {
    for (const PUBLIC_URL of ['play.example.com', 'ftp://play.example.com', 'https://play.example.com/app', 'https://u:p@play.example.com', 'https://play.example.com/?x=1']) {
      const r = parseConfig({ PUBLIC_URL })
      expect(r.ok, PUBLIC_URL).toBe(false)
      if (!r.ok) expect(r.errors.join(' ')).toContain('PUBLIC_URL')
    }
    expect(parseConfig({ PORT: '9000' })).toMatchObject({ ok: true, config: { publicUrl: 'http://localhost:9000' } })
    expect(parseConfig({ SOCIAL_ALLOW_PRIVATE_ISSUERS: 'yes' }).ok).toBe(false)
    expect(parseConfig({ SOCIAL_ALLOW_PRIVATE_ISSUERS: '0' })).toMatchObject({ ok: true, config: { socialAllowPrivateIssuers: false } })
  })

  it('refuses ports outside 1-65535', () => {
    for (const PORT of ['0', '65536', '-1', '8080.5']) expect(parseConfig({ PORT }).ok, PORT).toBe(false)
  })
})
