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

/** `--title` (English) and `--title-<lang>`, the same for `--body`. */
const texts = <N extends 'title' | 'body'>(name: N) => [name, ...LANGS.map((l) => `${name}-${l}` as const)]

/** The options each reward command takes; any other is refused (cli-args.ts). */
export const REWARDS_OPTIONS_OF = {
  messageSend: ['to', 'all', ...texts('title'), ...texts('body')],
  missionAdd: ['target', 'reward', 'period', 'sort', 'game-type', ...texts('title')],
  promotionAdd: ['reward', 'rate-bp', 'game-type', 'starts', 'ends', ...texts('title')],
  applicationList: ['status'],
  applicationDecide: ['amount', 'reason'],
} as const
type RewardsOption = (typeof REWARDS_OPTIONS_OF)[keyof typeof REWARDS_OPTIONS_OF][number]
export type RewardsOptions = Readonly<Partial<Record<Exclude<RewardsOption, 'all'>, string>>> & { readonly all?: boolean }

const wholeNumber = (text: string | undefined): number | null => (text !== undefined && /^\d{1,15}$/.test(text) ? Number(text) : null)
/** Given but not a whole number: -1, which the server refuses with its own message. */
const numberIfGiven = <K extends string>(key: K, text: string | undefined) => (text === undefined ? {} : { [key]: wholeNumber(text) ?? -1 }) as Partial<Record<K, number>>

/** One text per language: English from `--title` or `--title-en`, the others where given. */
const localizedOf = (o: RewardsOptions, name: 'title' | 'body'): LocalizedInput | null => {
  const en = o[name] ?? o[`${name}-en`]
  if (!en) return null
  const text: Record<string, string> = { en }
  for (const lang of LANGS) {
    const value = o[`${name}-${lang}`]
    if (value && lang !== 'en') text[lang] = value
  }
  return text as unknown as LocalizedInput
}

/** The command from its words (`mission add rounds`) and options, or the reason it is wrong. */
export const parseRewardsCommand = (words: ReadonlyArray<string>, o: RewardsOptions): RewardsCommand | string => {
  const [name, first, second, ...extra] = words
  const onOff = first === 'on' ? true : first === 'off' ? false : null
  const title = localizedOf(o, 'title')
  const gameType = o['game-type'] ? { gameType: o['game-type'] } : {}
  if (name === 'message' && first === 'send' && second === undefined) {
    const body = localizedOf(o, 'body')
    if ((o.to === undefined) === !o.all) return 'message send needs either --to <account> or --all.'
    if (!title || !body) return 'message send needs --title and --body.'
    return { kind: 'messageSend', to: o.all ? 'all' : o.to!, title, body }
  }
  if ((name === 'mission' || name === 'promotion') && first === 'list' && second === undefined) return { kind: name === 'mission' ? 'missionList' : 'promotionList' }
  if ((name === 'mission' || name === 'promotion') && onOff !== null && wholeNumber(second) !== null && extra.length === 0) {
    return { kind: name === 'mission' ? 'missionEnable' : 'promotionEnable', id: wholeNumber(second)!, enabled: onOff }
  }
  if (name === 'mission' && first === 'add' && (second === 'bet_total' || second === 'rounds' || second === 'first_deposit') && extra.length === 0) {
    const [target, reward, period] = [wholeNumber(o.target), wholeNumber(o.reward), o.period]
    if (target === null || reward === null || (period !== 'daily' && period !== 'once') || !title) {
      return 'mission add needs --target <n>, --reward <minor>, --period daily|once and --title <text>.'
    }
    return { kind: 'missionAdd', mission: { kind: second, target, reward, period, title, ...gameType, ...numberIfGiven('sort', o.sort) } }
  }
  if (name === 'promotion' && first === 'add' && (second === 'promotion' || second === 'rebate') && extra.length === 0) {
    if (!title) return 'promotion add needs --title <text>.'
    if (second === 'promotion' && wholeNumber(o.reward) === null) return 'promotion add promotion needs --reward <minor>.'
    if (second === 'rebate' && wholeNumber(o['rate-bp']) === null) return 'promotion add rebate needs --rate-bp <basis points>.'
    const when = { ...(o.starts ? { startsAt: o.starts } : {}), ...(o.ends ? { endsAt: o.ends } : {}) }
    return { kind: 'promotionAdd', promotion: { kind: second, title, ...numberIfGiven('reward', o.reward), ...numberIfGiven('rateBp', o['rate-bp']), ...gameType, ...when } }
  }
  if (name === 'promotion' && first === 'applications' && second === undefined) {
    const status = o.status
    if (status !== undefined && !['applying', 'issued', 'rejected', 'claimed'].includes(status)) return '--status is applying, issued, rejected or claimed.'
    return { kind: 'applicationList', ...(status ? { status: status as 'applying' } : {}) }
  }
  if (name === 'promotion' && (first === 'approve' || first === 'reject') && wholeNumber(second) !== null && extra.length === 0) {
    if (first === 'reject' && !o.reason) return 'promotion reject needs --reason <text>.'
    return { kind: 'applicationDecide', id: wholeNumber(second)!, decision: first, ...numberIfGiven('amount', o.amount), ...(o.reason ? { reason: o.reason } : {}) }
  }
  return `Wrong arguments for "${name}".`
}
