/**
 * The points and VIP commands of `npm run admin --`: rates and ratio, the reward catalogue,
 * redemptions to decide, adjusting a member's points, the VIP table, period and recompute.
 * Parsing is pure (unit-tested without a server); `runPointsCommand` calls the /admin API.
 * Money is typed as the operator reads it (10.00) and sent in minor units.
 */
import { AdminEndpoints } from './contract.ts'
import { GAME_TYPE_PATTERN, type AdminPointConfig, type AdminPointReward, type AdminRedemption, type AdminVipLevels } from './contract-points.ts'
import type { AdminCall } from './cli-call.ts'

export const POINTS_USAGE = `  points config                   the points earned per 100.00 of valid bet for each game type, and the convert ratio
  points rate <gameType> <points> set the points per 100.00 of valid bet for a game type (RNG 1, LIVE 0.5; 0 earns none)
  points ratio <points> <amount> [<minimum points>]
                                  converting: <points> points give <amount> money (100 10.00); whole steps only
  points rewards                  the point mall's catalogue, withdrawn rewards too
  points reward add credit|item --name <text> --points <n> [--credit <amount>] [--bets <amount>] [--stock <n>]
              [--limit <n>] [--image <url>] [--sort <n>]
                                  add a reward: wallet credit (--credit, paid at once) or a physical item (you approve);
                                  --bets the valid bets a member must have placed, --stock how many, --limit per member
  points reward edit <id> [--name ...] [--points ...] [--credit ...] [--bets ...] [--stock <n>|none] [--limit <n>|none] ...
  points reward withdraw|restore <id>
                                  take a reward off the mall (history keeps it) or put it back
  points redemptions              physical rewards redeemed and waiting for your decision
  points approve <redemption id>  approve a physical reward (send it)
  points reject <redemption id> --reason <text>
                                  reject it: the member's points come back
  points adjust <account> give|take <n> --reason <text>
                                  give or take a member's points (never below zero)
  vip levels                      the VIP level table and the period its valid bets count over
  vip level <n> <label> --bets <amount> --rebate-bp <n> --withdraw-count <n> --withdraw-max <amount>
              --multiplier <percent> --birthday <amount> [--club <name>]
                                  add or change a level (a higher level asks for more valid bets)
  vip period <days>               how many days of valid bets the levels count
  vip recompute                   recompute every member's level now (the daily job does it once a day)`

/** The options each command takes; any other is refused (cli-args.ts). */
const REWARD_OPTIONS = ['name', 'points', 'credit', 'bets', 'stock', 'limit', 'image', 'sort'] as const
export const POINTS_OPTIONS_OF = {
  pointRewardAdd: REWARD_OPTIONS,
  pointRewardEdit: REWARD_OPTIONS,
  pointReject: ['reason'],
  pointsAdjust: ['reason'],
  vipLevelSet: ['bets', 'rebate-bp', 'withdraw-count', 'withdraw-max', 'multiplier', 'birthday', 'club'],
} as const
type PointsOption = (typeof POINTS_OPTIONS_OF)[keyof typeof POINTS_OPTIONS_OF][number]
export type PointsOptions = Readonly<Partial<Record<PointsOption, string>>>

export type RewardFields = {
  name?: { en: string }; points?: number; creditAmount?: number; betRequirement?: number; stock?: number | null; memberLimit?: number | null; image?: string; sort?: number
}

export type PointsCommand =
  | { readonly kind: 'pointConfig' }
  | { readonly kind: 'pointRate'; readonly gameType: string; readonly rateMilli: number }
  | { readonly kind: 'pointRatio'; readonly points: number; readonly amount: number; readonly minimum: number }
  | { readonly kind: 'pointRewards' }
  | { readonly kind: 'pointRewardAdd'; readonly reward: RewardFields & { kind: 'credit' | 'item'; name: { en: string }; points: number } }
  | { readonly kind: 'pointRewardEdit'; readonly id: number; readonly reward: RewardFields & { status?: 'on' | 'withdrawn' } }
  | { readonly kind: 'pointRedemptions' }
  | { readonly kind: 'pointApprove'; readonly id: string }
  | { readonly kind: 'pointReject'; readonly id: string; readonly reason: string }
  | { readonly kind: 'pointsAdjust'; readonly account: string; readonly points: number; readonly reason: string }
  | { readonly kind: 'vipLevels' }
  | {
    readonly kind: 'vipLevelSet'; readonly level: number; readonly body: {
      label: string; club?: string; requiredBet: number; rebateBp: number; withdrawDailyCount: number; withdrawDailyMax: number; pointMultiplierPct: number; birthdayBonus: number
    }
  }
  | { readonly kind: 'vipPeriod'; readonly days: number }
  | { readonly kind: 'vipRecompute' }

const whole = (text: string | undefined): number | null => (text !== undefined && /^\d{1,12}$/.test(text) ? Number(text) : null)
/** "10", "10.5", "10.50" as minor units; null when not an amount. */
export const minorOf = (text: string | undefined): number | null => {
  const m = text === undefined ? null : /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text)
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null
}
/** Points per 100.00 with up to three decimals, as thousandths ("0.5" -> 500). */
export const rateMilliOf = (text: string | undefined): number | null => {
  const m = text === undefined ? null : /^(\d{1,4})(?:\.(\d{1,3}))?$/.exec(text)
  return m ? Number(m[1]) * 1000 + Number((m[2] ?? '').padEnd(3, '0')) : null
}

/** The reward fields the options give, or the first option that is wrong. */
const rewardFields = (o: PointsOptions): RewardFields | string => {
  const f: RewardFields = {}
  if (o.name !== undefined) f.name = { en: o.name }
  if (o.image !== undefined) f.image = o.image
  const numbers: Array<[keyof RewardFields, string | undefined, (t: string | undefined) => number | null, string, boolean]> = [
    ['points', o.points, whole, '--points is a whole number of points', false],
    ['creditAmount', o.credit, minorOf, '--credit is an amount such as 10.00', false],
    ['betRequirement', o.bets, minorOf, '--bets is an amount such as 1000.00', false],
    ['stock', o.stock, whole, '--stock is a whole number or none', true],
    ['memberLimit', o.limit, whole, '--limit is a whole number or none', true],
    ['sort', o.sort, whole, '--sort is a whole number', false],
  ]
  for (const [key, text, read, error, noneAllowed] of numbers) {
    if (text === undefined) continue
    if (noneAllowed && text === 'none') { (f as Record<string, unknown>)[key] = null; continue }
    const n = read(text)
    if (n === null) return `Wrong arguments: ${error}.`
    ;(f as Record<string, unknown>)[key] = n
  }
  return f
}

/** The command, or an error message; null when `name` is neither `points` nor `vip`. */
export const parsePointsCommand = (name: string, args: ReadonlyArray<string>, o: PointsOptions): PointsCommand | string | null => {
  if (name !== 'points' && name !== 'vip') return null
  const [verb, a, b, c, ...extra] = args
  if (name === 'points') {
    if (verb === 'config' && a === undefined) return { kind: 'pointConfig' }
    if (verb === 'rate' && a !== undefined && b !== undefined && c === undefined) {
      if (!GAME_TYPE_PATTERN.test(a)) return `Wrong arguments for "points rate": "${a}" is not a game type (RNG, FISH, LIVE ...).`
      const rateMilli = rateMilliOf(b)
      if (rateMilli === null) return 'Wrong arguments for "points rate": the points per 100.00 are a number with up to 3 decimals (1, 0.5).'
      return { kind: 'pointRate', gameType: a, rateMilli }
    }
    if (verb === 'ratio' && a !== undefined && b !== undefined && extra.length === 0) {
      const points = whole(a)
      const amount = minorOf(b)
      const minimum = c === undefined ? points : whole(c)
      if (points === null || points === 0 || amount === null || amount === 0 || minimum === null) {
        return 'Wrong arguments for "points ratio": <points> <amount> [<minimum points>], e.g. points ratio 100 10.00 100.'
      }
      return { kind: 'pointRatio', points, amount, minimum }
    }
    if (verb === 'rewards' && a === undefined) return { kind: 'pointRewards' }
    if (verb === 'reward' && a === 'add' && (b === 'credit' || b === 'item') && c === undefined) {
      const f = rewardFields(o)
      if (typeof f === 'string') return f
      if (!f.name || f.points === undefined) return 'points reward add needs --name <text> and --points <n>.'
      if ((b === 'credit') !== (f.creditAmount !== undefined)) return 'points reward add: a credit reward needs --credit <amount>; an item takes none.'
      return { kind: 'pointRewardAdd', reward: { ...f, kind: b, name: f.name, points: f.points } }
    }
    if (verb === 'reward' && (a === 'edit' || a === 'withdraw' || a === 'restore') && whole(b) !== null && c === undefined) {
      if (a !== 'edit') return { kind: 'pointRewardEdit', id: whole(b)!, reward: { status: a === 'withdraw' ? 'withdrawn' : 'on' } }
      const f = rewardFields(o)
      if (typeof f === 'string') return f
      if (Object.keys(f).length === 0) return 'points reward edit: give at least one of --name, --points, --credit, --bets, --stock, --limit, --image, --sort.'
      return { kind: 'pointRewardEdit', id: whole(b)!, reward: f }
    }
    if (verb === 'redemptions' && a === undefined) return { kind: 'pointRedemptions' }
    if ((verb === 'approve' || verb === 'reject') && a !== undefined && /^[1-9]\d{0,17}$/.test(a) && b === undefined) {
      if (verb === 'approve') return { kind: 'pointApprove', id: a }
      const reason = o.reason?.trim()
      if (!reason) return 'points reject needs --reason <text> (the member reads it).'
      return { kind: 'pointReject', id: a, reason }
    }
    // give|take rather than a sign: "-200" would read as an option.
    if (verb === 'adjust' && a !== undefined && (b === 'give' || b === 'take') && extra.length === 0) {
      const n = whole(c)
      if (n === null || n === 0) return 'Wrong arguments for "points adjust": <account> give|take <points>, a whole number other than 0.'
      const reason = o.reason?.trim()
      if (!reason) return 'points adjust needs --reason <text> (it is recorded with the entry).'
      return { kind: 'pointsAdjust', account: a, points: b === 'take' ? -n : n, reason }
    }
    return 'Wrong arguments for "points": config, rate, ratio, rewards, reward add|edit|withdraw|restore, redemptions, approve, reject or adjust.'
  }
  if (verb === 'levels' && a === undefined) return { kind: 'vipLevels' }
  if (verb === 'period' && whole(a) !== null && b === undefined) return { kind: 'vipPeriod', days: whole(a)! }
  if (verb === 'recompute' && a === undefined) return { kind: 'vipRecompute' }
  if (verb === 'level' && whole(a) !== null && b !== undefined && c === undefined) {
    const [requiredBet, rebateBp, withdrawDailyCount, withdrawDailyMax, pointMultiplierPct, birthdayBonus] =
      [minorOf(o.bets), whole(o['rebate-bp']), whole(o['withdraw-count']), minorOf(o['withdraw-max']), whole(o.multiplier), minorOf(o.birthday)]
    if (requiredBet === null || rebateBp === null || withdrawDailyCount === null || withdrawDailyMax === null || pointMultiplierPct === null || birthdayBonus === null) {
      return 'vip level needs --bets <amount> --rebate-bp <n> --withdraw-count <n> --withdraw-max <amount> --multiplier <percent> --birthday <amount>.'
    }
    return {
      kind: 'vipLevelSet', level: whole(a)!,
      body: { label: b, ...(o.club !== undefined ? { club: o.club } : {}), requiredBet, rebateBp, withdrawDailyCount, withdrawDailyMax, pointMultiplierPct, birthdayBonus },
    }
  }
  return 'Wrong arguments for "vip": levels, level, period or recompute.'
}

const money = (minor: number) => (minor / 100).toFixed(2)

export const formatPointConfig = (c: AdminPointConfig): string => [
  `Convert: ${c.convert.points} points = ${money(c.convert.amount)}, at least ${c.convert.minimum} points (changed by ${c.convert.updatedBy} at ${c.convert.updatedAt})`,
  'Points per 100.00 of valid bet:',
  ...c.rates.map((r) => `  ${r.gameType.padEnd(10)} ${(r.rateMilli / 1000).toString().padStart(8)}  (changed by ${r.updatedBy} at ${r.updatedAt})`),
].join('\n')

export const formatPointReward = (r: AdminPointReward): string =>
  `#${r.id} ${r.status.padEnd(9)} ${r.kind === 'credit' ? `credit ${money(r.creditAmount ?? 0)}` : 'item'} "${r.name.en}": ${r.points} points` +
  `${r.betRequirement > 0 ? `, valid bets ${money(r.betRequirement)}` : ''}, stock ${r.stock ?? 'unlimited'}, per member ${r.memberLimit ?? 'unlimited'}` +
  ` (changed by ${r.updatedBy} at ${r.updatedAt})`

export const formatRedemption = (r: AdminRedemption): string =>
  `#${r.id} ${r.status.padEnd(8)} ${r.account}: ${r.quantity} × "${r.name}" (#${r.rewardId}) for ${r.points} points, ${r.createdAt}` +
  (r.decidedAt ? `, decided ${r.decidedAt}` : '') + (r.reason ? `, reason: ${r.reason}` : '')

export const formatVipLevels = (v: AdminVipLevels): string => [
  `Valid bets count over the last ${v.periodDays} day(s).`,
  ...v.levels.map((l) => `  ${String(l.level).padStart(2)} ${l.label.padEnd(8)} ${l.club.padEnd(10)} from ${money(l.requiredBet)}: rebate ${l.rebateBp / 100}%,` +
    ` withdrawals ${l.withdrawDailyCount}/day up to ${money(l.withdrawDailyMax)}, points ×${l.pointMultiplierPct / 100}, birthday ${money(l.birthdayBonus)}`),
].join('\n')

const lines = <T>(rows: ReadonlyArray<T>, format: (row: T) => string, none: string) => (rows.length === 0 ? none : rows.map(format).join('\n'))

export const runPointsCommand = async (command: PointsCommand, call: AdminCall): Promise<string> => {
  const E = AdminEndpoints
  switch (command.kind) {
    case 'pointConfig': return formatPointConfig(await call(E.pointConfig.method, E.pointConfig.path, E.pointConfig.reply))
    case 'pointRate':
      return formatPointConfig(await call(E.pointRateSet.method, E.pointRateSet.path.replace(':gameType', command.gameType), E.pointRateSet.reply, { rateMilli: command.rateMilli }))
    case 'pointRatio':
      return formatPointConfig(await call(E.pointConvertSet.method, E.pointConvertSet.path, E.pointConvertSet.reply, { points: command.points, amount: command.amount, minimum: command.minimum }))
    case 'pointRewards': return lines((await call(E.pointRewardList.method, E.pointRewardList.path, E.pointRewardList.reply)).rewards, formatPointReward, 'No rewards.')
    case 'pointRewardAdd': return `Added:\n${formatPointReward(await call(E.pointRewardAdd.method, E.pointRewardAdd.path, E.pointRewardAdd.reply, command.reward))}`
    case 'pointRewardEdit':
      return formatPointReward(await call(E.pointRewardEdit.method, E.pointRewardEdit.path.replace(':id', String(command.id)), E.pointRewardEdit.reply, command.reward))
    case 'pointRedemptions':
      return lines((await call(E.redemptionList.method, E.redemptionList.path, E.redemptionList.reply)).redemptions, formatRedemption, 'No redemptions waiting.')
    case 'pointApprove':
    case 'pointReject': {
      const body = command.kind === 'pointApprove' ? { decision: 'approve' } : { decision: 'reject', reason: command.reason }
      return formatRedemption(await call(E.redemptionDecide.method, E.redemptionDecide.path.replace(':id', command.id), E.redemptionDecide.reply, body))
    }
    case 'pointsAdjust': {
      const r = await call(E.pointsAdjust.method, E.pointsAdjust.path, E.pointsAdjust.reply, { account: command.account, points: command.points, reason: command.reason })
      return `${r.account}: ${r.points > 0 ? '+' : ''}${r.points} points, balance now ${r.balance}.`
    }
    case 'vipLevels': return formatVipLevels(await call(E.vipLevelList.method, E.vipLevelList.path, E.vipLevelList.reply))
    case 'vipLevelSet':
      return formatVipLevels(await call(E.vipLevelSet.method, E.vipLevelSet.path.replace(':level', String(command.level)), E.vipLevelSet.reply, command.body))
    case 'vipPeriod': return formatVipLevels(await call(E.vipPeriodSet.method, E.vipPeriodSet.path, E.vipPeriodSet.reply, { days: command.days }))
    case 'vipRecompute': {
      const r = await call(E.vipRecompute.method, E.vipRecompute.path, E.vipRecompute.reply)
      return `VIP levels recomputed (${r.runKey}): ${r.members} member(s), ${r.changed} changed level.`
    }
  }
}
