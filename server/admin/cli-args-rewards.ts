/**
 * Arguments of the reward-side admin commands (`message`, `mission`, `promotion`), parsed
 * apart from cli-args.ts because they take many named options. Pure, like cli-args.ts.
 */
import type { LocalizedInput } from './contract-rewards.ts'

export const REWARDS_USAGE = `  message send --to <account> | --all --title <text> --body <text> [--title-ty <text> --body-ty <text> ...]
                                  send a message to one member or to every member (languages: ty en cn th vi; a
                                  language left out gets the English text)
  mission list                    the missions, with who changed them and when
  mission add bet_total|rounds|first_deposit --target <n> --reward <minor> --period daily|once --title <text>
              [--game-type RNG] [--sort <n>]
                                  define a mission (target: minor units of stake or deposit, or a number of rounds)
  mission on|off <id>             switch a mission on or off
  promotion list                  promotion rewards and rebates
  promotion add promotion --reward <minor> --title <text> [--starts <ISO time>] [--ends <ISO time>]
  promotion add rebate --rate-bp <1..10000> --title <text> [--game-type RNG] [--starts ...] [--ends ...]
                                  define a promotion reward (members join, you approve) or a daily rebate
  promotion on|off <id>           switch a promotion or rebate on or off
  promotion applications [--status applying|issued|rejected|claimed]
                                  applications to decide (default: waiting)
  promotion approve <application id> [--amount <minor>]
  promotion reject <application id> --reason <text>`

const LANGS = ['ty', 'en', 'cn', 'th', 'vi'] as const

export type RewardsCommand =
  | { readonly kind: 'messageSend'; readonly to: string | 'all'; readonly title: LocalizedInput; readonly body: LocalizedInput }
  | { readonly kind: 'missionList' }
  | {
    readonly kind: 'missionAdd'; readonly mission: {
      kind: 'bet_total' | 'rounds' | 'first_deposit'; target: number; reward: number; period: 'daily' | 'once'; title: LocalizedInput; gameType?: string; sort?: number
    }
  }
  | { readonly kind: 'missionEnable'; readonly id: number; readonly enabled: boolean }
  | { readonly kind: 'promotionList' }
  | {
    readonly kind: 'promotionAdd'; readonly promotion: {
      kind: 'promotion' | 'rebate'; title: LocalizedInput; reward?: number; rateBp?: number; gameType?: string; startsAt?: string; endsAt?: string
    }
  }
  | { readonly kind: 'promotionEnable'; readonly id: number; readonly enabled: boolean }
  | { readonly kind: 'applicationList'; readonly status?: 'applying' | 'issued' | 'rejected' | 'claimed' }
  | { readonly kind: 'applicationDecide'; readonly id: number; readonly decision: 'approve' | 'reject'; readonly amount?: number; readonly reason?: string }

export const REWARDS_COMMANDS = ['message', 'mission', 'promotion']

const wholeNumber = (text: string | undefined): number | null => (text !== undefined && /^\d{1,15}$/.test(text) ? Number(text) : null)

/** `--title` (English) and `--title-<lang>` into one text per language. */
const localizedOf = (options: ReadonlyMap<string, string>, name: 'title' | 'body'): LocalizedInput | null => {
  const en = options.get(name) ?? options.get(`${name}-en`)
  if (!en) return null
  const text: Record<string, string> = { en }
  for (const lang of LANGS) {
    const value = options.get(`${name}-${lang}`)
    if (value && lang !== 'en') text[lang] = value
  }
  return text as unknown as LocalizedInput
}

/** The command from its words and options, or the reason it is wrong. Options not used are refused. */
export const parseRewardsCommand = (words: ReadonlyArray<string>, options: ReadonlyMap<string, string>, flags: ReadonlySet<string>): RewardsCommand | string => {
  const used = new Set<string>()
  const opt = (name: string) => { used.add(name); return options.get(name) }
  const [name, first, second, ...extra] = words
  let command: RewardsCommand | string
  const onOff = first === 'on' ? true : first === 'off' ? false : null
  if (name === 'message' && first === 'send' && second === undefined) {
    const to = opt('to')
    const all = flags.has('all')
    LANGS.forEach((l) => { used.add(`title-${l}`); used.add(`body-${l}`) })
    used.add('title'); used.add('body')
    const title = localizedOf(options, 'title')
    const body = localizedOf(options, 'body')
    if ((to === undefined) === !all) command = 'message send needs either --to <account> or --all.'
    else if (!title || !body) command = 'message send needs --title and --body.'
    else command = { kind: 'messageSend', to: all ? 'all' : to!, title, body }
  } else if (name === 'mission' && first === 'list' && second === undefined) {
    command = { kind: 'missionList' }
  } else if (name === 'mission' && first === 'add' && (second === 'bet_total' || second === 'rounds' || second === 'first_deposit') && extra.length === 0) {
    const target = wholeNumber(opt('target'))
    const reward = wholeNumber(opt('reward'))
    const period = opt('period')
    const sort = opt('sort')
    const gameType = opt('game-type')
    used.add('title'); LANGS.forEach((l) => used.add(`title-${l}`))
    const title = localizedOf(options, 'title')
    if (target === null || reward === null || (period !== 'daily' && period !== 'once') || !title) {
      command = 'mission add needs --target <n>, --reward <minor>, --period daily|once and --title <text>.'
    } else {
      command = {
        kind: 'missionAdd', mission: {
          kind: second, target, reward, period, title, ...(gameType ? { gameType } : {}), ...(sort !== undefined ? { sort: wholeNumber(sort) ?? -1 } : {}),
        },
      }
    }
  } else if (name === 'mission' && onOff !== null && wholeNumber(second) !== null && extra.length === 0) {
    command = { kind: 'missionEnable', id: wholeNumber(second)!, enabled: onOff }
  } else if (name === 'promotion' && first === 'list' && second === undefined) {
    command = { kind: 'promotionList' }
  } else if (name === 'promotion' && first === 'add' && (second === 'promotion' || second === 'rebate') && extra.length === 0) {
    const reward = opt('reward')
    const rateBp = opt('rate-bp')
    const gameType = opt('game-type')
    const startsAt = opt('starts')
    const endsAt = opt('ends')
    used.add('title'); LANGS.forEach((l) => used.add(`title-${l}`))
    const title = localizedOf(options, 'title')
    if (!title) command = 'promotion add needs --title <text>.'
    else if (second === 'promotion' && wholeNumber(reward) === null) command = 'promotion add promotion needs --reward <minor>.'
    else if (second === 'rebate' && wholeNumber(rateBp) === null) command = 'promotion add rebate needs --rate-bp <basis points>.'
    else {
      command = {
        kind: 'promotionAdd', promotion: {
          kind: second, title, ...(reward !== undefined ? { reward: wholeNumber(reward) ?? -1 } : {}), ...(rateBp !== undefined ? { rateBp: wholeNumber(rateBp) ?? -1 } : {}),
          ...(gameType ? { gameType } : {}), ...(startsAt ? { startsAt } : {}), ...(endsAt ? { endsAt } : {}),
        },
      }
    }
  } else if (name === 'promotion' && onOff !== null && wholeNumber(second) !== null && extra.length === 0) {
    command = { kind: 'promotionEnable', id: wholeNumber(second)!, enabled: onOff }
  } else if (name === 'promotion' && first === 'applications' && second === undefined) {
    const status = opt('status')
    if (status !== undefined && !['applying', 'issued', 'rejected', 'claimed'].includes(status)) command = '--status is applying, issued, rejected or claimed.'
    else command = { kind: 'applicationList', ...(status ? { status: status as 'applying' } : {}) }
  } else if (name === 'promotion' && (first === 'approve' || first === 'reject') && wholeNumber(second) !== null && extra.length === 0) {
    const amount = opt('amount')
    const reason = opt('reason')
    if (first === 'reject' && !reason) command = 'promotion reject needs --reason <text>.'
    else {
      command = {
        kind: 'applicationDecide', id: wholeNumber(second)!, decision: first,
        ...(amount !== undefined ? { amount: wholeNumber(amount) ?? -1 } : {}), ...(reason ? { reason } : {}),
      }
    }
  } else {
    command = `Wrong arguments for "${name}".`
  }
  if (typeof command === 'string') return command
  const unused = [...options.keys()].filter((k) => !used.has(k))
  if (unused.length > 0) return `--${unused[0]} does not belong to "${words.slice(0, 2).join(' ')}".`
  if (flags.has('all') && command.kind !== 'messageSend') return '--all belongs to "message send".'
  return command
}
