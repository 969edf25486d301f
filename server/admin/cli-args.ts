/**
 * Argument parsing for `npm run admin -- <command>`: node's parseArgs reads the options, the
 * words are the command. Pure (argv and env in, a command or a message out) so it is
 * unit-tested without a server.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util'
import { DEPOSIT_OPTIONS, DEPOSIT_OPTIONS_OF, DEPOSIT_USAGE, parseDepositCommand, type DepositCommand } from './cli-deposits.ts'
import { WITHDRAW_USAGE, parseWithdrawCommand, type WithdrawCommand } from './cli-withdraw.ts'
import { CONTRACT_USAGE, parseContractCommand, type ContractCommand } from './cli-contracts.ts'
import { LOTTERY_OPTIONS_OF, LOTTERY_USAGE, parseLotteryCommand, type LotteryCommand } from './cli-lottery.ts'
import { REWARDS_COMMANDS, REWARDS_OPTIONS_OF, REWARDS_USAGE, parseRewardsCommand, type RewardsCommand } from './cli-args-rewards.ts'
import { POINTS_OPTIONS_OF, POINTS_USAGE, parsePointsCommand, type PointsCommand } from './cli-points.ts'
import { PROTECTION_USAGE, parseProtectionCommand, type ProtectionCommand } from './cli-protection.ts'
import { FEEDBACK_OPTIONS_OF, FEEDBACK_USAGE, parseFeedbackCommand, type FeedbackCommand } from './cli-feedback.ts'
import { CHAT_OPTIONS_OF, CHAT_USAGE, parseChatCommand, type ChatCommand } from './cli-chat.ts'
import { PROMO_OPTIONS_OF, PROMO_USAGE, parsePromoCommand, type PromoCommand } from './cli-promo.ts'
import { NOTICES_OPTIONS_OF, NOTICES_USAGE, parseNoticesCommand, type NoticesCommand } from './cli-notices.ts'
import { APPLICATIONS_OPTIONS_OF, APPLICATIONS_USAGE, parseApplicationsCommand, type ApplicationsCommand } from './cli-applications.ts'

export const USAGE = `Usage: npm run admin -- <command> [--url <server>] [--token <admin token>]

Commands:
  status                          show maintenance, blocked regions, modules and counts
  maintenance on|off              switch the maintenance page on or off
  region block|unblock <target>   block or unblock a country code (PH), IP or CIDR (203.0.113.0/24)
  module on|off <modId>           switch a whitelabel module (e.g. FREEPLAY3) on or off
  rule <field> on|off|required|optional
                                  show or hide a registration field (e.g. captcha), or make it required or optional
  outbox [--to <mobile or email>] recent SMS and e-mail messages (codes for local testing)
  social list                     the social sign-in providers (OpenID Connect; secrets never shown)
  social set google|facebook --issuer <URL> --client-id <id> --client-secret <secret> [--name <label>]
                                  configure and switch on a provider (the button appears)
  social on|off google|facebook   switch a configured provider on or off
  changes [<count>]               the latest changes made through this command (default 50, at most 500),
                                  newest first: when, who (--as), the call and what was sent (secrets left out)
  setting get <key>               show an operator setting (e.g. loginIpVerification)
${DEPOSIT_USAGE}
${WITHDRAW_USAGE}
  setting set <key> <value>       change it (loginIpVerification true|false, referralRule 500/10000, siteTimeZone Asia/Manila)
${REWARDS_USAGE}
${CONTRACT_USAGE}
${LOTTERY_USAGE}
${POINTS_USAGE}
${PROTECTION_USAGE}
${FEEDBACK_USAGE}
${CHAT_USAGE}
${PROMO_USAGE}
${NOTICES_USAGE}
${APPLICATIONS_USAGE}

Options:
  --url <server>     the Tala server (default http://localhost:8080)
  --token <token>    the admin token (default: the ADMIN_TOKEN environment variable)
  --as <name>        who the change is recorded under (also --operator; default: ADMIN_OPERATOR, else "admin")
  -h, --help         show this text`

export const DEFAULT_URL = 'http://localhost:8080'

export type AdminCommand =
  | { readonly kind: 'status' }
  | { readonly kind: 'maintenance'; readonly on: boolean }
  | { readonly kind: 'region'; readonly action: 'block' | 'unblock'; readonly target: string }
  | { readonly kind: 'module'; readonly enabled: boolean; readonly modId: string }
  | { readonly kind: 'outbox'; readonly to?: string }
  | { readonly kind: 'changes'; readonly limit?: number }
  | { readonly kind: 'socialList' }
  | {
    readonly kind: 'socialSet'; readonly provider: SocialKey; readonly issuer: string; readonly clientId: string
    readonly clientSecret: string; readonly displayName?: string
  }
  | { readonly kind: 'socialEnable'; readonly provider: SocialKey; readonly enabled: boolean }
  | { readonly kind: 'rule'; readonly field: string; readonly change: { readonly enabled?: boolean; readonly required?: boolean } }
  | { readonly kind: 'settingGet'; readonly key: string }
  | { readonly kind: 'settingSet'; readonly key: string; readonly value: string }
  | DepositCommand
  | WithdrawCommand
  | RewardsCommand
  | ContractCommand
  | LotteryCommand
  | PointsCommand
  | ProtectionCommand
  | FeedbackCommand
  | ChatCommand
  | PromoCommand
  | NoticesCommand
  | ApplicationsCommand

export type SocialKey = 'google' | 'facebook'
const isSocialKey = (word: string | undefined): word is SocialKey => word === 'google' || word === 'facebook'
const SOCIAL_OPTIONS = ['issuer', 'client-id', 'client-secret', 'name'] as const

export type CliParse =
  | { readonly ok: true; readonly help: true }
  | { readonly ok: true; readonly help: false; readonly command: AdminCommand; readonly url: string; readonly token: string; readonly operator?: string }
  | { readonly ok: false; readonly error: string }

const RULE_CHANGES: Readonly<Record<string, { enabled?: boolean; required?: boolean }>> = {
  on: { enabled: true }, off: { enabled: false }, required: { required: true }, optional: { required: false },
}

/** Who a change is recorded under (server/admin/operator.ts accepts the same names). */
const OPERATOR_NAME = /^[A-Za-z0-9_.@-]{1,64}$/
const OPERATOR_ERROR = 'The operator (--as or --operator) is a plain name: up to 64 letters, digits and _ . @ -'

/** Options every command takes. */
const GLOBAL_OPTIONS = ['url', 'token', 'as', 'operator'] as const
/** The options each command takes besides those; any other given is refused. */
const OPTIONS_OF = { outbox: ['to'], socialSet: SOCIAL_OPTIONS, ...DEPOSIT_OPTIONS_OF, ...REWARDS_OPTIONS_OF, ...LOTTERY_OPTIONS_OF, ...POINTS_OPTIONS_OF, ...FEEDBACK_OPTIONS_OF, ...CHAT_OPTIONS_OF, ...PROMO_OPTIONS_OF, ...NOTICES_OPTIONS_OF, ...APPLICATIONS_OPTIONS_OF } as const
type OptionName = (typeof GLOBAL_OPTIONS)[number] | (typeof OPTIONS_OF)[keyof typeof OPTIONS_OF][number]
type CliOptions = Readonly<Partial<Record<Exclude<OptionName, 'all'>, string>>> & { readonly all?: boolean }

/** All of them for parseArgs: each takes a value, except --all and --help. */
const PARSE_OPTIONS: NonNullable<ParseArgsConfig['options']> = {
  help: { type: 'boolean', short: 'h' },
  ...Object.fromEntries([...GLOBAL_OPTIONS, ...Object.values(OPTIONS_OF).flat()].map((n) => [n, { type: n === 'all' ? 'boolean' : 'string' } as const])),
}

/**
 * Options and words, by parseArgs. Not strict, so the messages are ours: each option is
 * checked in the order given (so --help wins when it comes before a mistake).
 */
const readArgs = (argv: ReadonlyArray<string>): { options: CliOptions; words: string[] } | 'help' | string => {
  const { positionals, tokens } = parseArgs({ args: [...argv], options: PARSE_OPTIONS, allowPositionals: true, strict: false, tokens: true })
  const options: Record<string, string | boolean> = {}
  for (const t of tokens) {
    if (t.kind !== 'option') continue
    const type = Object.hasOwn(PARSE_OPTIONS, t.name) ? PARSE_OPTIONS[t.name]!.type : undefined
    if (type === undefined) return `Unknown option ${t.rawName}.`
    if (type === 'boolean' && t.inlineValue) return `${t.rawName} takes no value.`
    if (t.name === 'help') return 'help'
    if (type === 'string' && !t.value) return `${t.rawName} needs a value.`
    // --operator is another name for --as: the last one given counts.
    options[t.name === 'operator' ? 'as' : t.name] = t.value ?? true
  }
  return { options: options as CliOptions, words: positionals }
}

/** Why an option given does not fit the command, worded as operators have known it. */
const misplaced = (option: string, words: ReadonlyArray<string>): string => {
  if (option === 'all') return '--all belongs to "message send".'
  // The lottery commands share --status and --reason with the deposit ones: the general wording fits them.
  if (!REWARDS_COMMANDS.includes(words[0]!) && !['lottery', 'points', 'vip', 'feedback', 'notice', 'agent', 'chat', 'promo', 'raffle'].includes(words[0]!)) {
    if (option === 'to') return '--to belongs to the outbox command.'
    if ((DEPOSIT_OPTIONS as ReadonlyArray<string>).includes(option)) return `--${option} belongs to the channels and deposits commands.`
    if ((SOCIAL_OPTIONS as ReadonlyArray<string>).includes(option)) return '--issuer, --client-id, --client-secret and --name belong to "social set".'
  }
  return `--${option} does not belong to "${words.slice(0, 2).join(' ')}".`
}

const onOff = (word: string | undefined): boolean | null => (word === 'on' ? true : word === 'off' ? false : null)

/** The server address as the CLI uses it, or null when it is not an http(s) URL. */
const normalizeUrl = (url: string): string | null => {
  try {
    const parsed = new URL(url)
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null
    return parsed.origin + parsed.pathname.replace(/\/+$/, '')
  } catch {
    return null
  }
}

/** The command its words and options name, or the reason they do not. */
const parseCommand = (words: ReadonlyArray<string>, o: CliOptions): AdminCommand | string => {
  const [name, first, second, ...extra] = words
  if (name === undefined) return 'No command given.'
  if (REWARDS_COMMANDS.includes(name)) return parseRewardsCommand(words, o)
  if (name === 'channels' || name === 'deposits') return parseDepositCommand(name, words.slice(1), o)
  const area = parseWithdrawCommand(name, words.slice(1)) ?? parseContractCommand(name, words.slice(1)) ?? parseLotteryCommand(name, words.slice(1), o)
    ?? parsePointsCommand(name, words.slice(1), o) ?? parseProtectionCommand(name, words.slice(1)) ?? parseFeedbackCommand(name, words.slice(1), o)
    ?? parseChatCommand(name, words.slice(1), o) ?? parsePromoCommand(name, words.slice(1), o)
    ?? parseNoticesCommand(name, words.slice(1), o) ?? parseApplicationsCommand(name, words.slice(1), o)
  if (area !== null) return area
  if (name === 'status' && first === undefined) return { kind: 'status' }
  if (name === 'maintenance' && onOff(first) !== null && second === undefined) return { kind: 'maintenance', on: onOff(first)! }
  if (name === 'region' && (first === 'block' || first === 'unblock') && second !== undefined && extra.length === 0) return { kind: 'region', action: first, target: second }
  if (name === 'module' && onOff(first) !== null && second !== undefined && extra.length === 0) return { kind: 'module', enabled: onOff(first)!, modId: second }
  if (name === 'rule' && first !== undefined && second !== undefined && RULE_CHANGES[second] && extra.length === 0) return { kind: 'rule', field: first, change: RULE_CHANGES[second] }
  if (name === 'changes' && second === undefined && (first === undefined || (/^[1-9]\d{0,2}$/.test(first) && Number(first) <= 500))) {
    return first === undefined ? { kind: 'changes' } : { kind: 'changes', limit: Number(first) }
  }
  if (name === 'outbox' && first === undefined) return o.to === undefined ? { kind: 'outbox' } : { kind: 'outbox', to: o.to }
  if (name === 'social' && first === 'list' && second === undefined) return { kind: 'socialList' }
  if (name === 'social' && first === 'set' && isSocialKey(second) && extra.length === 0) {
    const { issuer, 'client-id': clientId, 'client-secret': clientSecret, name: displayName } = o
    if (!issuer || !clientId || !clientSecret) return 'social set needs --issuer, --client-id and --client-secret.'
    return { kind: 'socialSet', provider: second, issuer, clientId, clientSecret, ...(displayName ? { displayName } : {}) }
  }
  if (name === 'social' && onOff(first) !== null && isSocialKey(second) && extra.length === 0) return { kind: 'socialEnable', provider: second, enabled: onOff(first)! }
  if (name === 'setting' && first === 'get' && second !== undefined && extra.length === 0) return { kind: 'settingGet', key: second }
  if (name === 'setting' && first === 'set' && second !== undefined && extra.length === 1) return { kind: 'settingSet', key: second, value: extra[0]! }
  if (['status', 'maintenance', 'region', 'module', 'rule', 'outbox', 'social', 'setting', 'changes'].includes(name)) return `Wrong arguments for "${name}".`
  return `Unknown command "${name}".`
}

export const parseCliArgs = (argv: ReadonlyArray<string>, env: Readonly<Record<string, string | undefined>>): CliParse => {
  const read = readArgs(argv)
  if (read === 'help') return { ok: true, help: true }
  if (typeof read === 'string') return { ok: false, error: read }
  const { options: o, words } = read
  const url = normalizeUrl(o.url ?? DEFAULT_URL)
  if (url === null) return { ok: false, error: `--url must be an http(s) address such as ${DEFAULT_URL} (got "${o.url}").` }
  const command = parseCommand(words, o)
  if (typeof command === 'string') return { ok: false, error: command }
  const allowed: ReadonlyArray<string> = [...GLOBAL_OPTIONS, ...((OPTIONS_OF as Partial<Record<string, ReadonlyArray<string>>>)[command.kind] ?? [])]
  const stray = Object.keys(o).find((option) => !allowed.includes(option))
  if (stray !== undefined) return { ok: false, error: misplaced(stray, words) }
  const token = o.token ?? (env.ADMIN_TOKEN?.trim() || undefined)
  if (!token) return { ok: false, error: 'No admin token: set ADMIN_TOKEN in the environment or pass --token.' }
  const operator = o.as ?? (env.ADMIN_OPERATOR?.trim() || undefined)
  if (operator !== undefined && !OPERATOR_NAME.test(operator)) return { ok: false, error: OPERATOR_ERROR }
  return { ok: true, help: false, command, url, token, ...(operator ? { operator } : {}) }
}
