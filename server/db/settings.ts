/**
 * Typed access to the `settings` key/value table. Every key the server knows is listed in
 * `SettingValues`, so a typo is a type error rather than a silent miss.
 */
import type { Kysely } from 'kysely'
import type { BrandConfig } from '../../src/shared/api/index.ts'
import type { Database, Localized } from './schema.ts'
import { json } from './json.ts'

export interface SettingValues {
  brand: BrandConfig
  maintenance: boolean
  payloadKey: string
  customerService: { readonly url: string }
  imageCDNs: ReadonlyArray<string>
  launchGameCDNs: ReadonlyArray<string>
  helpAbout: Localized
  /** The deployment's default weak password (spec §4/§9 {secret}): the seed writes it plain, the start keeps only `hmac:<hex>` (account/weak-password.ts). */
  defaultWeakPassword: string
  /** Ask for an SMS/e-mail code when an account logs in from an IP it never used (default off). */
  loginIpVerification: boolean
  /** The old in-database key of authenticator secrets; the start re-seals them under the secrets key and deletes it. */
  authenticatorKey: string
  /** When the demo accounts were created (see db/seed-data/accounts.ts). */
  demoAccountsSeededAt: string
  /** GCS_merchantWallet: true = one wallet for every vendor (seamless); false = vendor wallets with transfers. Default true. */
  singleWallet: boolean
  /** Game types a trial (free-play) account may launch; others need a real account. Default RNG, FISH, BINGO. */
  freePlayGameTypes: ReadonlyArray<string>
  /** Largest seamless credit of a round as a multiple of its stake, unless the game sets its own (games.max_win_multiple). Default 10,000. */
  maxWinMultiple: number
  /** How many deposit requests a member may have pending at once. Default 3 (modules/deposits). */
  depositMaxPending: number
  /** When the demo deposit channels were seeded (seed-deposits.ts). */
  depositChannelsSeededAt: string
  /** IANA time zone the site's days are counted in (daily missions, rebates). Default Asia/Manila. */
  siteTimeZone: string
  /** Player protection: hours a raised or removed limit waits before it applies (the cooling-off). Default 24 (modules/protection). */
  protectionCoolingOffHours: number
  /** Invite friends: the inviter's reward per friend whose first deposit reaches minDeposit (minor units). Default none. */
  referralRule: { readonly rewardPerFriend: number; readonly minDeposit: number }
  /** What every bonus asks to be wagered before it can be withdrawn, in percent of the bonus (100 = 1×). Default 100. */
  bonusTurnoverPercent: number
  /** When the demo missions, promotions and referral rule were seeded (seed.ts). */
  demoRewardsSeededAt: string
  /** When the seed ran; its presence means the database is not empty. */
  seededAt: string
  /** Agent centre menu switches: dividend (enableCt), daily salary (salary), hourly salary (hourSalary). Default all on. */
  agentSwitches: { readonly enableCt: boolean; readonly salary: boolean; readonly hourSalary: boolean }
  /** Agents see their downlines' main-wallet balances in team management. Default true. */
  agentShowBalance: boolean
  /** An agent's transfer to a direct downline: minimum, maximum and daily total, minor units. Default 1.00 / 50,000.00 / 200,000.00. */
  agentTransfer: { readonly min: number; readonly max: number; readonly daily: number }
  /** When agent01's demo team was seeded (seed-agent-team.ts). */
  agentTeamSeededAt: string
  /** Feedback (spec §5): the fewest and most words the content may have. Default 1..60 (modules/feedback). */
  feedbackWords: { readonly min: number; readonly max: number }
  /** Winner board: the smallest win shown (minor units), how many entries, over how many days. Default 100.00, 20, 7 (modules/winners). */
  winnerBoard: { readonly minWin: number; readonly size: number; readonly days: number }
  /** Chat room: the messages a member may send per window of seconds. Default 5 per 30 s (modules/chat). */
  chatRate: { readonly max: number; readonly windowSeconds: number }
}
export type SettingKey = keyof SettingValues

export const getSetting = async <K extends SettingKey>(db: Kysely<Database>, key: K): Promise<SettingValues[K] | undefined> => {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst()
  return row?.value as SettingValues[K] | undefined
}

/** Reads several keys in one query. */
export const getSettings = async <K extends SettingKey>(db: Kysely<Database>, keys: ReadonlyArray<K>): Promise<Partial<Pick<SettingValues, K>>> => {
  if (keys.length === 0) return {}
  const rows = await db.selectFrom('settings').select(['key', 'value']).where('key', 'in', keys as K[]).execute()
  return Object.fromEntries(rows.map((r) => [r.key, r.value])) as Partial<Pick<SettingValues, K>>
}

/** A setting that must exist once the database is seeded; a missing one is a deployment fault. */
export const requireSetting = <K extends SettingKey>(values: Partial<Pick<SettingValues, K>>, key: K): SettingValues[K] => {
  const value = values[key]
  if (value === undefined) throw new Error(`Setting "${key}" is missing from the database (was the seed applied?)`)
  return value as SettingValues[K]
}

export const putSetting = async <K extends SettingKey>(db: Kysely<Database>, key: K, value: SettingValues[K]): Promise<void> => {
  await db
    .insertInto('settings')
    .values({ key, value: json(value) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json(value), updated_at: new Date() }))
    .execute()
}
