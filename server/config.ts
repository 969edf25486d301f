/**
 * Server configuration from the environment. `parseConfig` is pure (it takes the env as an
 * argument) and collects every problem instead of stopping at the first, so an operator
 * fixes a bad deployment in one go. An empty variable counts as unset.
 */
import { parseCidr } from './http/ip.ts'
import { parseSecretsKey } from './lib/secrets-key.ts'
import { DEFAULT_SETTLE_BATCH } from './providers/house/index.ts'

export const LogLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LogLevels)[number]

export interface Config {
  readonly port: number
  /** null = embedded PGlite under `dataDir/pglite`. */
  readonly databaseUrl: string | null
  readonly dataDir: string
  /** Seed the demo brand (SEED_DEMO=1|0; default: on the embedded database only). */
  readonly seedDemo: boolean
  /** null = admin API disabled (answers 403 ADMIN_DISABLED). */
  readonly adminToken: string | null
  /** null = a random key generated once and kept in the database settings. */
  readonly payloadKey: string | null
  /** Seals secrets at rest (vendor and OIDC secrets, authenticator secrets, outbox bodies); null = a key generated once in DATA_DIR/secrets.key (0600). */
  readonly secretsKey: Buffer | null
  /** IPs or CIDRs whose X-Forwarded-For is honoured. */
  readonly trustedProxies: ReadonlyArray<string>
  /** IPs or CIDRs the admin API answers; every other address gets the 404 of an unknown path. */
  readonly adminAllowIps: ReadonlyArray<string>
  readonly logLevel: LogLevel
  /** null = e-mail stays in the outbox table (and the log); else delivered over SMTP. */
  readonly smtpUrl: string | null
  /** The site's public origin for links and redirect URIs (never the Host header); default http://localhost:PORT. */
  readonly publicUrl: string
  /** OpenID Connect issuers on loopback or private addresses are allowed (default off). */
  readonly socialAllowPrivateIssuers: boolean
  /** The real-time salary period in ms (SALARY_REALTIME_PERIOD_MS, default 5 minutes; tests shorten it). */
  readonly salaryRealtimeMs: number
  /** How often the salary jobs look for ended periods (SALARY_TICK_MS, default 10 s; 0 runs none in this process). */
  readonly salaryTickMs: number
  /** How long after a period ends its bets are settled (SALARY_GRACE_MS, default 30 s). */
  readonly salaryGraceMs: number
  /** How often the points earning job runs (POINTS_TICK_MS, default 10 s; 0 runs none in this process). */
  readonly pointsTickMs: number
  /** How long after a bet settles it earns points (POINTS_GRACE_MS, default 30 s): a settlement still committing is never passed over. */
  readonly pointsGraceMs: number
  /** The length of a second in the house tables' rounds (TABLE_SECOND_MS, default 1000; tests shorten it). */
  readonly tableSecondMs: number
  /** How often the house tables' settlement job runs (TABLE_TICK_MS, default 1000; 0 runs none in this process). */
  readonly tableTickMs: number
  /** How often the house lottery's draw job runs (LOTTERY_TICK_MS, default 1000; 0 runs none in this process). */
  readonly lotteryTickMs: number
  /** Lottery tickets settled per transaction (LOTTERY_SETTLE_BATCH, default the draw job's 500, 1 to 5,000): more is faster, fewer keeps wallet calls' wait shorter meanwhile. */
  readonly lotterySettleBatch: number
  /** Every Vietnamese province draws this often instead of daily (VN_LOTTERY_TEST_DRAW_MS, 5 s to an hour; unset or 0 = off, the only setting for a real site): end-to-end tests see a draw. */
  readonly vnLotteryTestDrawMs: number
  /** How often disbursed withdrawals nobody answered are looked for (AUTO_RECEIVE_CHECK_MS, default 30 s; 0 runs none here). */
  readonly autoReceiveCheckMs: number
  /** How often the SPA asks for a member's unread and ready-to-claim counts (BADGE_POLL_MS, default a minute). */
  readonly badgePollMs: number
  /** The length of a minute in the withdrawal promises (WITHDRAW_MINUTE_MS, default 60 000; end-to-end tests shorten it). */
  readonly withdrawMinuteMs: number
  /** How often the embedded database's tables are checked for an analyze or a vacuum (DB_MAINTENANCE_TICK_MS, default 10 s; 0 none; PostgreSQL's autovacuum does it on DATABASE_URL). */
  readonly dbMaintenanceTickMs: number
}

export type ConfigResult =
  | { readonly ok: true; readonly config: Config }
  | { readonly ok: false; readonly errors: ReadonlyArray<string> }

export const MIN_SECRET_LENGTH = 16

/** The admin API answers this machine only unless ADMIN_ALLOW_IPS says otherwise. */
export const DEFAULT_ADMIN_ALLOW_IPS = ['127.0.0.0/8', '::1'] as const

type Env = Readonly<Record<string, string | undefined>>

const read = (env: Env, name: string): string | undefined => {
  const value = env[name]?.trim()
  return value === undefined || value === '' ? undefined : value
}

export const parseConfig = (env: Env): ConfigResult => {
  const errors: string[] = []

  const portText = read(env, 'PORT')
  let port = 8080
  if (portText !== undefined) {
    port = Number(portText)
    if (!/^\d+$/.test(portText) || port < 1 || port > 65535) {
      errors.push(`PORT must be a whole number from 1 to 65535 (got "${portText}").`)
    }
  }

  const databaseUrl = read(env, 'DATABASE_URL') ?? null
  if (databaseUrl !== null) {
    let valid = false
    try {
      const url = new URL(databaseUrl)
      valid = (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== ''
    } catch {
      valid = false
    }
    if (!valid) {
      errors.push('DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/tala (leave it unset to use the embedded database).')
    }
  }

  const dataDir = read(env, 'DATA_DIR') ?? './data'

  // The demo brand (members with published passwords, a self-approving channel...) is for
  // trying Tala on the embedded database; a PostgreSQL deployment gets it only when asked.
  const seedDemoText = read(env, 'SEED_DEMO')
  if (seedDemoText !== undefined && seedDemoText !== '0' && seedDemoText !== '1') errors.push(`SEED_DEMO must be 1 or 0 (got "${seedDemoText}").`)
  const seedDemo = seedDemoText === undefined ? databaseUrl === null : seedDemoText === '1'

  const adminToken = read(env, 'ADMIN_TOKEN') ?? null
  if (adminToken !== null && adminToken.length < MIN_SECRET_LENGTH) {
    errors.push(`ADMIN_TOKEN must be at least ${MIN_SECRET_LENGTH} characters (got ${adminToken.length}); leave it unset to disable the admin API.`)
  }

  const payloadKey = read(env, 'PAYLOAD_KEY') ?? null
  if (payloadKey !== null && payloadKey.length < MIN_SECRET_LENGTH) {
    errors.push(`PAYLOAD_KEY must be at least ${MIN_SECRET_LENGTH} characters (got ${payloadKey.length}); leave it unset to have one generated.`)
  }

  const secretsText = read(env, 'SECRETS_KEY')
  const secretsKey = secretsText === undefined ? null : parseSecretsKey(secretsText)
  if (secretsText !== undefined && secretsKey === null) {
    errors.push('SECRETS_KEY must be 32 random bytes written as base64 (44 characters) or hex (64), e.g. from `openssl rand -base64 32`; leave it unset to have one generated under DATA_DIR.')
  }

  const proxiesText = read(env, 'TRUSTED_PROXIES')
  const trustedProxies = proxiesText === undefined ? [] : proxiesText.split(',').map((p) => p.trim()).filter((p) => p !== '')
  for (const proxy of trustedProxies) {
    if (parseCidr(proxy) === null) {
      errors.push(`TRUSTED_PROXIES entry "${proxy}" is not an IP address or CIDR block (e.g. 10.0.0.1 or 10.0.0.0/8).`)
    }
  }

  const adminAllowText = read(env, 'ADMIN_ALLOW_IPS')
  const adminAllowIps = adminAllowText === undefined ? [...DEFAULT_ADMIN_ALLOW_IPS] : adminAllowText.split(',').map((p) => p.trim()).filter((p) => p !== '')
  for (const entry of adminAllowIps) {
    if (parseCidr(entry) === null) {
      errors.push(`ADMIN_ALLOW_IPS entry "${entry}" is not an IP address or CIDR block (e.g. 127.0.0.1 or 10.0.0.0/8).`)
    }
  }

  const levelText = read(env, 'LOG_LEVEL')?.toLowerCase() ?? 'info'
  if (!(LogLevels as ReadonlyArray<string>).includes(levelText)) {
    errors.push(`LOG_LEVEL must be one of ${LogLevels.join(', ')} (got "${levelText}").`)
  }

  const smtpUrl = read(env, 'SMTP_URL') ?? null
  if (smtpUrl !== null) {
    let valid = false
    try {
      const url = new URL(smtpUrl)
      valid = (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== ''
    } catch {
      valid = false
    }
    if (!valid) {
      errors.push('SMTP_URL must be an smtp:// or smtps:// URL such as smtps://user:password@mail.example.com:465 (leave it unset to keep e-mail in the outbox).')
    }
  }

  const publicText = read(env, 'PUBLIC_URL')
  let publicUrl = `http://localhost:${port}`
  if (publicText !== undefined) {
    let url: URL | null = null
    try {
      url = new URL(publicText)
    } catch {
      url = null
    }
    if (!url || !['http:', 'https:'].includes(url.protocol) || url.username || url.password || url.pathname !== '/' || url.search || url.hash) {
      errors.push(`PUBLIC_URL must be the site's origin, such as https://play.example.com, with no path, query or credentials (got "${publicText}").`)
    } else {
      publicUrl = url.origin
    }
  }

  const privateText = read(env, 'SOCIAL_ALLOW_PRIVATE_ISSUERS')?.toLowerCase()
  if (privateText !== undefined && !['1', 'true', '0', 'false'].includes(privateText)) {
    errors.push(`SOCIAL_ALLOW_PRIVATE_ISSUERS must be 1 or 0 (got "${privateText}").`)
  }
  const socialAllowPrivateIssuers = privateText === '1' || privateText === 'true'

  // Whole milliseconds within bounds; a real-time period must divide a day so periods align.
  const millis = (name: string, fallback: number, min: number, max: number): number => {
    const text = read(env, name)
    if (text === undefined) return fallback
    const n = Number(text)
    if (!/^\d+$/.test(text) || n < min || n > max) {
      errors.push(`${name} must be a whole number of milliseconds from ${min} to ${max} (got "${text}").`)
      return fallback
    }
    return n
  }
  const salaryRealtimeMs = millis('SALARY_REALTIME_PERIOD_MS', 300_000, 1000, 86_400_000)
  if (86_400_000 % salaryRealtimeMs !== 0) errors.push(`SALARY_REALTIME_PERIOD_MS must divide a day (86400000) exactly (got ${salaryRealtimeMs}).`)
  const salaryTickMs = millis('SALARY_TICK_MS', 10_000, 0, 3_600_000)
  const salaryGraceMs = millis('SALARY_GRACE_MS', 30_000, 0, 3_600_000)
  const pointsTickMs = millis('POINTS_TICK_MS', 10_000, 0, 3_600_000)
  const pointsGraceMs = millis('POINTS_GRACE_MS', 30_000, 1000, 3_600_000)
  const tableSecondMs = millis('TABLE_SECOND_MS', 1000, 100, 1000)
  const tableTickMs = millis('TABLE_TICK_MS', 1000, 0, 60_000)
  const lotteryTickMs = millis('LOTTERY_TICK_MS', 1000, 0, 60_000)
  const dbMaintenanceTickMs = millis('DB_MAINTENANCE_TICK_MS', 10_000, 0, 3_600_000)
  const lotterySettleBatchText = read(env, 'LOTTERY_SETTLE_BATCH')
  const lotterySettleBatch = lotterySettleBatchText === undefined ? DEFAULT_SETTLE_BATCH : Number(lotterySettleBatchText)
  if (lotterySettleBatchText !== undefined && (!/^\d+$/.test(lotterySettleBatchText) || lotterySettleBatch < 1 || lotterySettleBatch > 5_000)) {
    errors.push(`LOTTERY_SETTLE_BATCH must be a whole number of tickets from 1 to 5000 (got "${lotterySettleBatchText}").`)
  }
  const vnLotteryTestDrawMs = millis('VN_LOTTERY_TEST_DRAW_MS', 0, 0, 3_600_000)
  if (vnLotteryTestDrawMs > 0 && vnLotteryTestDrawMs < 5_000) errors.push(`VN_LOTTERY_TEST_DRAW_MS must be 0 (off) or at least 5000 (got ${vnLotteryTestDrawMs}).`)
  const autoReceiveCheckMs = millis('AUTO_RECEIVE_CHECK_MS', 30_000, 0, 3_600_000)
  const badgePollMs = millis('BADGE_POLL_MS', 60_000, 1000, 3_600_000)
  const withdrawMinuteMs = millis('WITHDRAW_MINUTE_MS', 60_000, 1000, 60_000)

  if (errors.length > 0) return { ok: false, errors }
  return {
    ok: true,
    config: {
      port,
      databaseUrl,
      dataDir,
      seedDemo,
      adminToken,
      payloadKey,
      secretsKey,
      trustedProxies,
      adminAllowIps,
      logLevel: levelText as LogLevel,
      smtpUrl,
      publicUrl,
      socialAllowPrivateIssuers,
      salaryRealtimeMs,
      salaryTickMs,
      salaryGraceMs,
      pointsTickMs,
      pointsGraceMs,
      tableSecondMs,
      tableTickMs,
      lotteryTickMs,
      lotterySettleBatch,
      vnLotteryTestDrawMs,
      autoReceiveCheckMs,
      badgePollMs,
      withdrawMinuteMs,
      dbMaintenanceTickMs,
    },
  }
}

/** The message printed when the server refuses to start. */
export const formatConfigErrors = (errors: ReadonlyArray<string>): string =>
  ['Tala cannot start. Fix these settings (environment variables):', ...errors.map((e) => `  - ${e}`)].join('\n')
