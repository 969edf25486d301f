/**
 * The lottery's odds and limit commands of `npm run admin --` (the `odds` and `limit` verbs of
 * `lottery`): list the odds and limits in force, set a bet type's odds or max payout per selection
 * per draw, reset both to the defaults. Parsing is pure and knows the games and bet types
 * (the contract's ODDS_BET_TYPES), so a typo is refused before any call; the server checks the house margin.
 */
import { AdminEndpoints } from './contract.ts'
import { ODDS_BET_TYPES, type AdminBetTerms, type LotteryOddsReply } from './contract-lottery-odds.ts'
import type { AdminCall } from './cli-call.ts'

export const LOTTERY_ODDS_USAGE = `  lottery odds                    the odds and max payout per selection per draw in force for every game and bet
                                  type, marking the operator's overrides (*) with who changed them and when
  lottery odds set <game> <betType> <odds>
                                  set a bet type's odds (stake included, e.g. 1.95 or 95); refused when the house
                                  would keep no margin. <game>: ELOTT5, ELOTT3D, or a Vietnamese region north,
                                  central, south (all its provinces). <betType>: ELOTT5 sum-side, position-side,
                                  position-digit; ELOTT3D side, any-triple, triple, sum-4 .. sum-17; a region
                                  lo, de, 3c, x2, x3, x4. Tickets already bought keep their odds
  lottery limit set <game> <betType> <amount>
                                  set what one selection of that bet type may pay at most on a draw over all
                                  tickets (e.g. 5000.00); a ticket that would pass it is refused
  lottery odds reset <game> <betType>
                                  back to the default odds and limit of that bet type`

export type LotteryOddsCommand =
  | { readonly kind: 'lotteryOdds' }
  | { readonly kind: 'lotteryOddsSet'; readonly game: string; readonly betType: string; readonly odds: number }
  | { readonly kind: 'lotteryLimitSet'; readonly game: string; readonly betType: string; readonly maxPayout: number }
  | { readonly kind: 'lotteryOddsReset'; readonly game: string; readonly betType: string }

/** "1.95" -> 195, "95" -> 9500: a decimal of at most two places as hundredths, or null. */
export const hundredthsOf = (text: string): number | null => {
  const m = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text)
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null
}

const gameAndType = (verb: string, game: string | undefined, betType: string | undefined): string | null => {
  const types = game === undefined || !Object.hasOwn(ODDS_BET_TYPES, game) ? undefined : ODDS_BET_TYPES[game]!
  if (types === undefined) return `Wrong arguments for "lottery ${verb}": the game is one of ${Object.keys(ODDS_BET_TYPES).join(', ')}.`
  if (betType === undefined || !types.includes(betType)) return `Wrong arguments for "lottery ${verb}": the bet type of ${game} is one of ${types.join(', ')}.`
  return null
}

/** The command, or an error message; null when the verb is not odds or limit. */
export const parseLotteryOddsCommand = (args: ReadonlyArray<string>): LotteryOddsCommand | string | null => {
  const [verb, action, game, betType, value, ...extra] = args
  if (verb !== 'odds' && verb !== 'limit') return null
  if (verb === 'odds' && action === undefined) return { kind: 'lotteryOdds' }
  const wanted = verb === 'odds' ? ['set', 'reset'] : ['set']
  if (action === undefined || !wanted.includes(action)) return `Wrong arguments for "lottery ${verb}": ${verb === 'odds' ? '"lottery odds", "odds set" or "odds reset"' : '"limit set"'}.`
  const name = `${verb} ${action}`
  const wrong = gameAndType(name, game, betType)
  if (wrong) return wrong
  if (action === 'reset') return value === undefined ? { kind: 'lotteryOddsReset', game: game!, betType: betType! } : `Wrong arguments for "lottery ${name}": only the game and the bet type.`
  if (value === undefined || extra.length > 0) return `Wrong arguments for "lottery ${name}": give the game, the bet type and one ${verb === 'odds' ? 'odds figure' : 'amount'}.`
  const n = hundredthsOf(value)
  if (verb === 'odds') {
    if (n === null || n <= 100) return `Wrong arguments for "lottery ${name}": the odds are a decimal above 1.00 with at most two places (e.g. 1.95 or 95).`
    return { kind: 'lotteryOddsSet', game: game!, betType: betType!, odds: n }
  }
  if (n === null || n <= 0) return `Wrong arguments for "lottery ${name}": the amount is positive, with at most two decimals (e.g. 5000.00).`
  return { kind: 'lotteryLimitSet', game: game!, betType: betType!, maxPayout: n }
}

const figure = (hundredths: number) => (hundredths / 100).toFixed(2)

export const formatBetTerms = (t: AdminBetTerms): string => {
  const by = t.updatedBy === null ? '' : `  (${t.updatedBy}, ${t.updatedAt})`
  return `${t.game.padEnd(8)} ${t.betType.padEnd(15)} odds ${figure(t.odds).padStart(9)}${t.oddsOverridden ? '*' : ' '}  limit ${figure(t.maxPayout).padStart(14)}${t.limitOverridden ? '*' : ' '}${by}`.trimEnd()
}

export const formatOdds = (r: LotteryOddsReply): string =>
  [...r.terms.map(formatBetTerms), '* set by an operator; the others are the defaults.'].join('\n')

export const runLotteryOddsCommand = async (command: LotteryOddsCommand, call: AdminCall): Promise<string> => {
  if (command.kind === 'lotteryOdds') {
    const e = AdminEndpoints.lotteryOdds
    return formatOdds(await call(e.method, e.path, e.reply))
  }
  const path = (p: string) => p.replace(':game', encodeURIComponent(command.game)).replace(':betType', encodeURIComponent(command.betType))
  if (command.kind === 'lotteryOddsSet') {
    const e = AdminEndpoints.lotteryOddsSet
    return `Changed; the next ticket is priced at it:\n${formatBetTerms(await call(e.method, path(e.path), e.reply, { odds: command.odds }))}`
  }
  if (command.kind === 'lotteryLimitSet') {
    const e = AdminEndpoints.lotteryLimitSet
    return `Changed; the next ticket is held to it:\n${formatBetTerms(await call(e.method, path(e.path), e.reply, { maxPayout: command.maxPayout }))}`
  }
  const e = AdminEndpoints.lotteryOddsReset
  return `Back to the defaults:\n${formatBetTerms(await call(e.method, path(e.path), e.reply))}`
}
