/**
 * What the app is built from (AppDeps, given by main.ts or the tests) and the context every
 * module reads as `app.tala`, with the defaults filled in.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { CustomFetch } from 'openid-client'
import type { Database } from './db/schema.ts'
import type { LogLevel } from './config.ts'
import type { AppContext } from './http/context.ts'
import type { LogDestination } from './http/log-options.ts'
import { derivePayloadKeys } from './http/payload-crypto.ts'
import { createSiteStateCache } from './http/site-state.ts'
import type { SessionResolver } from './http/token.ts'
import type { RateLimitSettings } from './plugins/rate-limit.ts'
import { createMessenger, smtpEmail, type EmailProvider, type SmsProvider } from './providers/outbox/index.ts'
import { createSessionResolver } from './modules/account/index.ts'
import { WITHDRAW_MINUTE_MS } from './modules/withdraw/index.ts'

export interface AppDeps {
  readonly db: Kysely<Database>
  /** The database runs one statement at a time (embedded PGlite): seamless calls take one lane. */
  readonly singleConnection?: boolean
  readonly payloadKey: string
  /** Seals secrets at rest (lib/secrets-key.ts loadSecretsKey). */
  readonly secretsKey: Buffer
  readonly adminToken?: string | null
  /** IPs/CIDRs whose X-Forwarded-For is honoured; default none. */
  readonly trustedProxies?: ReadonlyArray<string>
  /** IPs/CIDRs the admin API answers; default loopback only (config.ts DEFAULT_ADMIN_ALLOW_IPS). */
  readonly adminAllowIps?: ReadonlyArray<string>
  readonly logLevel?: LogLevel
  /** Where log lines go; default stdout (tests read them). */
  readonly logStream?: LogDestination
  /** The built SPA; default <repo>/dist; null serves no SPA. */
  readonly distDir?: string | null
  readonly rateLimit?: RateLimitSettings
  /** Largest accepted request body in bytes; default 64 KiB. */
  readonly bodyLimit?: number
  /** How long maintenance/region state may be cached; default 1000 ms. */
  readonly siteStateTtlMs?: number
  /** How long the in-memory game catalogue may be served before it is read again (other processes' changes); default 30 s. */
  readonly catalogueTtlMs?: number
  /** How often the deposit auto-approval job runs here, in ms; 0 runs none (tests run it by hand). Default 1000. */
  readonly depositAutoApproveMs?: number
  /** The real-time salary period in ms (SALARY_REALTIME_PERIOD_MS); default 5 minutes. */
  readonly salaryRealtimeMs?: number
  /** How often the salary jobs look for ended periods here, in ms (SALARY_TICK_MS); 0 runs none (tests run them by hand). Default 10 s. */
  readonly salaryTickMs?: number
  /** How long after a period ends its bets are settled (SALARY_GRACE_MS); default 30 s. */
  readonly salaryGraceMs?: number
  /** The length of a second in the house tables' rounds, in ms (TABLE_SECOND_MS); default 1000. */
  readonly tableSecondMs?: number
  /** How often the house tables' settlement job runs here, in ms (TABLE_TICK_MS); 0 runs none (tests settle by hand). Default 1000. */
  readonly tableTickMs?: number
  /** How often the house lottery's draw job runs here, in ms (LOTTERY_TICK_MS); 0 runs none (tests draw by hand). Default 1000. */
  readonly lotteryTickMs?: number
  /** Lottery tickets settled per transaction (LOTTERY_SETTLE_BATCH); default the draw job's 500. */
  readonly lotterySettleBatch?: number
  /** Every Vietnamese province draws this often, in ms, instead of daily (VN_LOTTERY_TEST_DRAW_MS, end-to-end tests); absent or 0 = daily. */
  readonly vnLotteryTestDrawMs?: number
  /** How often the auto-receive job looks for unanswered disbursements here, in ms (AUTO_RECEIVE_CHECK_MS); 0 runs none. Default 30 s. */
  readonly autoReceiveCheckMs?: number
  /** How often raised player-protection limits whose cooling-off ended are applied without a read, in ms; 0 runs none. Default a minute. */
  readonly protectionDueCheckMs?: number
  /** How often the points earning job (and the day's VIP recompute check) runs here, in ms; 0 runs none (tests run them by hand). Default 10 s. */
  readonly pointsTickMs?: number
  /** How long after a bet settles the earning job reads it, in ms (POINTS_GRACE_MS); default 30 s. */
  readonly pointsGraceMs?: number
  /** How often the SPA asks for a member's badge counts, in ms (BADGE_POLL_MS, sent in the status reply); default a minute. */
  readonly badgePollMs?: number
  /** The length of a minute in the withdrawal settings' promises, in ms (WITHDRAW_MINUTE_MS); default 60 000. */
  readonly withdrawMinuteMs?: number
  /** How often the embedded database is analyzed and vacuumed where due, in ms (DB_MAINTENANCE_TICK_MS); 0 none. Default 10 s; only on PGlite. */
  readonly dbMaintenanceTickMs?: number
  readonly sessions?: SessionResolver
  /** SMTP server for e-mail (nodemailer URL); null/unset keeps e-mail in the outbox only. */
  readonly smtpUrl?: string | null
  /** Replace the SMS/e-mail providers (tests). */
  readonly smsProvider?: SmsProvider
  readonly emailProvider?: EmailProvider
  /** ALTCHA difficulty; default 100000 (tests use less). */
  readonly altchaMaxNumber?: number
  /** Replaces fetch for calls to OpenID Connect providers (tests). */
  readonly socialFetch?: CustomFetch
  /** The site's public origin (PUBLIC_URL); default http://localhost. */
  readonly publicUrl?: string
  /** Allow OpenID Connect issuers on loopback or private addresses; default false. */
  readonly socialAllowPrivateIssuers?: boolean
  readonly now?: () => number
}

export const createAppContext = (deps: AppDeps, log: FastifyBaseLogger): AppContext => {
  const now = deps.now ?? Date.now
  const secretsKey = deps.secretsKey
  return {
    db: deps.db,
    singleConnection: deps.singleConnection ?? false,
    payloadKey: deps.payloadKey,
    payloadKeys: derivePayloadKeys(deps.payloadKey),
    secretsKey,
    adminToken: deps.adminToken ?? null,
    siteState: createSiteStateCache(deps.db, deps.siteStateTtlMs ?? 1000, now),
    altchaMaxNumber: deps.altchaMaxNumber ?? 100_000,
    publicUrl: deps.publicUrl ?? 'http://localhost',
    allowPrivateIssuers: deps.socialAllowPrivateIssuers ?? false,
    sessions: deps.sessions ?? createSessionResolver(deps.db, now),
    messenger: createMessenger({
      db: deps.db,
      log,
      sms: deps.smsProvider,
      email: deps.emailProvider ?? (deps.smtpUrl ? smtpEmail(deps.smtpUrl) : undefined),
      secretsKey,
      now,
    }),
    withdrawMinuteMs: deps.withdrawMinuteMs ?? WITHDRAW_MINUTE_MS,
    now,
  }
}
