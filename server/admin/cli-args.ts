import { DEPOSIT_OPTIONS, DEPOSIT_USAGE, parseDepositCommand, type DepositCommand, type DepositOption } from './cli-deposits.ts'
import { WITHDRAW_USAGE, parseWithdrawCommand, type WithdrawCommand } from './cli-withdraw.ts'
import { CONTRACT_USAGE, parseContractCommand, type ContractCommand } from './cli-contracts.ts'

/**
 * Argument parsing for `npm run admin -- <command>`. Pure (argv and env in, a command or a
 * message out) so it is unit-tested without a server.
 */
import { REWARDS_COMMANDS, REWARDS_USAGE, parseRewardsCommand, type RewardsCommand } from './cli-args-rewards.ts'
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

export type SocialKey = 'google' | 'facebook'
const isSocialKey = (word: string | undefined): word is SocialKey => word === 'google' || word === 'facebook'

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

/** The reward-side commands (cli-args-rewards.ts): any `--name value` option, `--all` as a flag. */
const parseRewardsArgs = (argv: ReadonlyArray<string>, env: Readonly<Record<string, string | undefined>>): CliParse => {
  const words: string[] = []
  const options = new Map<string, string>()
  const flags = new Set<string>()
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (arg === '-h' || arg === '--help') return { ok: true, help: true }
    if (arg === '--all') { flags.add('all'); continue }
    const option = /^--([a-z][a-z-]*)(?:=(.*))?$/.exec(arg)
    if (option) {
      const value = option[2] ?? argv[++i]
      if (value === undefined || value === '') return { ok: false, error: `--${option[1]} needs a value.` }
      options.set(option[1]!, value)
      continue
    }
    if (arg.startsWith('-')) return { ok: false, error: `Unknown option ${arg}.` }
    words.push(arg)
  }
  const url = normalizeUrl(options.get('url') ?? DEFAULT_URL)
  if (url === null) return { ok: false, error: `--url must be an http(s) address such as ${DEFAULT_URL} (got "${options.get('url')}").` }
  const token = options.get('token') ?? (env.ADMIN_TOKEN?.trim() || undefined)
  // Messages, missions and promotions are recorded under the operator like every other change.
  const operator = options.get('as') ?? options.get('operator') ?? (env.ADMIN_OPERATOR?.trim() || undefined)
  for (const name of ['url', 'token', 'as', 'operator']) options.delete(name)
  const command = parseRewardsCommand(words, options, flags)
  if (typeof command === 'string') return { ok: false, error: command }
  if (!token) return { ok: false, error: 'No admin token: set ADMIN_TOKEN in the environment or pass --token.' }
  if (operator !== undefined && !OPERATOR_NAME.test(operator)) return { ok: false, error: OPERATOR_ERROR }
  return { ok: true, help: false, command, url, token, ...(operator ? { operator } : {}) }
}

/** The first word that is not an option or an option's value. */
const commandWord = (argv: ReadonlyArray<string>): string | undefined => {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (arg.startsWith('--') && !arg.includes('=') && arg !== '--all' && arg !== '--help') { i++; continue }
    if (!arg.startsWith('-')) return arg
  }
  return undefined
}

export const parseCliArgs = (argv: ReadonlyArray<string>, env: Readonly<Record<string, string | undefined>>): CliParse => {
  if (REWARDS_COMMANDS.includes(commandWord(argv) ?? '')) return parseRewardsArgs(argv, env)
  const positional: string[] = []
  let url = DEFAULT_URL
  let token: string | undefined = env.ADMIN_TOKEN?.trim() || undefined
  let to: string | undefined
  const social: Partial<Record<'issuer' | 'client-id' | 'client-secret' | 'name', string>> = {}
  const deposit: Partial<Record<DepositOption, string>> = {}
  let operator: string | undefined = env.ADMIN_OPERATOR?.trim() || undefined
  const optionNames = ['url', 'token', 'to', 'issuer', 'client-id', 'client-secret', 'name', 'operator', 'as', ...DEPOSIT_OPTIONS]

  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (arg === '-h' || arg === '--help') return { ok: true, help: true }
    const option = /^--([a-z-]+)(?:=(.*))?$/.exec(arg)
    if (option && optionNames.includes(option[1]!)) {
      const value = option[2] ?? argv[++i]
      if (value === undefined || value === '') return { ok: false, error: `--${option[1]} needs a value.` }
      if (option[1] === 'url') url = value
      else if (option[1] === 'to') to = value
      else if (option[1] === 'token') token = value
      else if (option[1] === 'operator' || option[1] === 'as') operator = value
      else if ((DEPOSIT_OPTIONS as ReadonlyArray<string>).includes(option[1]!)) deposit[option[1] as DepositOption] = value
      else social[option[1] as keyof typeof social] = value
      continue
    }
    if (arg.startsWith('-')) return { ok: false, error: `Unknown option ${arg}.` }
    positional.push(arg)
  }

  const normalized = normalizeUrl(url)
  if (normalized === null) return { ok: false, error: `--url must be an http(s) address such as ${DEFAULT_URL} (got "${url}").` }
  url = normalized

  const [name, first, second, ...extra] = positional
  let command: AdminCommand
  if (name === undefined) return { ok: false, error: 'No command given.' }
  const withdraw = parseWithdrawCommand(name, positional.slice(1))
  if (typeof withdraw === 'string') return { ok: false, error: withdraw }
  const contract = parseContractCommand(name, positional.slice(1))
  if (typeof contract === 'string') return { ok: false, error: contract }
  if (withdraw !== null) {
    command = withdraw
  } else if (contract !== null) {
    command = contract
  } else if (name === 'status' && first === undefined) {
    command = { kind: 'status' }
  } else if (name === 'maintenance' && onOff(first) !== null && second === undefined) {
    command = { kind: 'maintenance', on: onOff(first)! }
  } else if (name === 'region' && (first === 'block' || first === 'unblock') && second !== undefined && extra.length === 0) {
    command = { kind: 'region', action: first, target: second }
  } else if (name === 'module' && onOff(first) !== null && second !== undefined && extra.length === 0) {
    command = { kind: 'module', enabled: onOff(first)!, modId: second }
  } else if (name === 'rule' && first !== undefined && second !== undefined && RULE_CHANGES[second] && extra.length === 0) {
    command = { kind: 'rule', field: first, change: RULE_CHANGES[second] }
  } else if (name === 'changes' && (first === undefined || /^[1-9]\d{0,2}$/.test(first)) && second === undefined && (first === undefined || Number(first) <= 500)) {
    command = first === undefined ? { kind: 'changes' } : { kind: 'changes', limit: Number(first) }
  } else if (name === 'outbox' && first === undefined) {
    command = to === undefined ? { kind: 'outbox' } : { kind: 'outbox', to }
  } else if (name === 'social' && first === 'list' && second === undefined) {
    command = { kind: 'socialList' }
  } else if (name === 'social' && first === 'set' && isSocialKey(second) && extra.length === 0) {
    const { issuer, 'client-id': clientId, 'client-secret': clientSecret, name: displayName } = social
    if (!issuer || !clientId || !clientSecret) return { ok: false, error: 'social set needs --issuer, --client-id and --client-secret.' }
    command = { kind: 'socialSet', provider: second, issuer, clientId, clientSecret, ...(displayName ? { displayName } : {}) }
  } else if (name === 'social' && onOff(first) !== null && isSocialKey(second) && extra.length === 0) {
    command = { kind: 'socialEnable', provider: second, enabled: onOff(first)! }
  } else if (name === 'setting' && first === 'get' && second !== undefined && extra.length === 0) {
    command = { kind: 'settingGet', key: second }
  } else if (name === 'setting' && first === 'set' && second !== undefined && extra.length === 1) {
    command = { kind: 'settingSet', key: second, value: extra[0]! }
  } else if (name === 'channels' || name === 'deposits') {
    const parsed = parseDepositCommand(name, positional.slice(1), deposit, social.name)
    if (!parsed.ok) return parsed
    command = parsed.command
  } else if (['status', 'maintenance', 'region', 'module', 'rule', 'outbox', 'social', 'setting', 'changes'].includes(name)) {
    return { ok: false, error: `Wrong arguments for "${name}".` }
  } else {
    return { ok: false, error: `Unknown command "${name}".` }
  }

  if (to !== undefined && command.kind !== 'outbox') return { ok: false, error: '--to belongs to the outbox command.' }
  if (Object.keys(deposit).length > 0 && !['depositChannelAdd', 'deposits', 'depositReject'].includes(command.kind)) {
    return { ok: false, error: `--${Object.keys(deposit)[0]} belongs to the channels and deposits commands.` }
  }
  const { name: channelName, ...socialOnly } = social
  if (Object.keys(command.kind === 'depositChannelAdd' && channelName !== undefined ? socialOnly : social).length > 0 && command.kind !== 'socialSet') return { ok: false, error: '--issuer, --client-id, --client-secret and --name belong to "social set".' }
  if (!token) return { ok: false, error: 'No admin token: set ADMIN_TOKEN in the environment or pass --token.' }
  if (operator !== undefined && !OPERATOR_NAME.test(operator)) return { ok: false, error: OPERATOR_ERROR }
  return { ok: true, help: false, command, url, token, ...(operator ? { operator } : {}) }
}
