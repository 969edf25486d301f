/**
 * The lottery commands of `npm run admin --`: the latest draws, a draw's exposure, and
 * cancelling a draw before it runs (the odds and limit commands are cli-lottery-odds.ts's). Parsing is pure (unit-tested without a server);
 * `runLotteryCommand` calls the /admin API and words the reply.
 */
import { AdminEndpoints } from './contract.ts'
import {
  DRAW_ID_PATTERN, LOTTERY_DRAW_STATUSES, LOTTERY_GAME_PATTERN, type AdminLotteryDraw, type LotteryCancelReply, type LotteryDrawStatus,
  type LotteryExposureReply,
} from './contract-lottery.ts'
import type { AdminCall } from './cli-call.ts'
import { LOTTERY_ODDS_USAGE, parseLotteryOddsCommand, runLotteryOddsCommand, type LotteryOddsCommand } from './cli-lottery-odds.ts'

export const LOTTERY_USAGE = `  lottery draws [<game>] [--status open|drawn|cancelled]
                                  the latest 30 lottery draws (newest draw time first), of every game or one
                                  (ELOTT5, ELOTT3D, a Vietnamese province such as VNHCM): times, status,
                                  result, tickets, stakes, paid and refunded
  lottery exposure <drawId>       what each selection of a draw would pay at most, highest first, against the
                                  per-selection limit
  lottery cancel <drawId> --reason <text>
                                  cancel a draw not yet drawn: it never runs and every ticket is refunded once
${LOTTERY_ODDS_USAGE}`

/** The options each lottery command takes; any other is refused (cli-args.ts). */
export const LOTTERY_OPTIONS_OF = { lotteryDraws: ['status'], lotteryCancel: ['reason'] } as const

export type LotteryCommand =
  | { readonly kind: 'lotteryDraws'; readonly game?: string; readonly status?: LotteryDrawStatus }
  | { readonly kind: 'lotteryExposure'; readonly drawId: string }
  | { readonly kind: 'lotteryCancel'; readonly drawId: string; readonly reason: string }
  | LotteryOddsCommand

const isStatus = (word: string): word is LotteryDrawStatus => (LOTTERY_DRAW_STATUSES as ReadonlyArray<string>).includes(word)

/** The command, or an error message; null when `name` is not `lottery`. */
export const parseLotteryCommand = (
  name: string, args: ReadonlyArray<string>, opts: Readonly<{ status?: string; reason?: string }>,
): LotteryCommand | string | null => {
  if (name !== 'lottery') return null
  const [verb, arg, ...extra] = args
  const odds = parseLotteryOddsCommand(args)
  if (odds !== null) return odds
  if (verb === 'draws') {
    if (extra.length > 0) return 'Wrong arguments for "lottery draws": at most one game.'
    if (arg !== undefined && !LOTTERY_GAME_PATTERN.test(arg)) return `Wrong arguments for "lottery draws": "${arg}" is not a game id (capitals, digits, _ and -, e.g. ELOTT5).`
    if (opts.status !== undefined && !isStatus(opts.status)) return `Wrong arguments for "lottery draws": --status is one of ${LOTTERY_DRAW_STATUSES.join(', ')}.`
    return { kind: 'lotteryDraws', ...(arg === undefined ? {} : { game: arg }), ...(opts.status === undefined ? {} : { status: opts.status }) }
  }
  if (verb !== 'exposure' && verb !== 'cancel') return 'Wrong arguments for "lottery": draws, exposure, cancel, odds or limit.'
  if (arg === undefined || !DRAW_ID_PATTERN.test(arg) || extra.length > 0) {
    return `Wrong arguments for "lottery ${verb}": give one draw id as "lottery draws" shows it (e.g. ELOTT5:29000000)${verb === 'cancel' ? ', and the reason in quotes' : ''}.`
  }
  if (verb === 'exposure') return { kind: 'lotteryExposure', drawId: arg }
  const reason = opts.reason?.trim()
  if (!reason) return 'Wrong arguments for "lottery cancel": give the reason with --reason "<text>" (it is recorded with the change).'
  if (reason.length > 500) return 'Wrong arguments for "lottery cancel": the reason is at most 500 characters.'
  return { kind: 'lotteryCancel', drawId: arg, reason }
}

const money = (minor: number) => (minor / 100).toFixed(2)

export const formatLotteryDraw = (d: AdminLotteryDraw): string => [
  `${d.drawId} ${d.status.padEnd(9)} draw ${d.drawAt} (sales close ${d.closesAt})${d.result === null ? '' : ` result ${d.result}`}`,
  `  ${d.tickets} ticket(s), staked ${money(d.stake)}, paid ${money(d.paid)}${d.refunded > 0 ? `, refunded ${money(d.refunded)}` : ''}`,
].join('\n')

export const formatLotteryDraws = (draws: ReadonlyArray<AdminLotteryDraw>): string =>
  (draws.length === 0 ? 'No lottery draws.' : draws.map(formatLotteryDraw).join('\n'))

export const formatExposure = (e: LotteryExposureReply): string => {
  const head = `Draw ${e.drawId} (${e.status}): limit per selection ${e.limit === null ? 'unknown' : money(e.limit)}`
  if (e.selections.length === 0) return `${head}\nNo bets on this draw.`
  const width = Math.max(...e.selections.map((s) => s.selection.length))
  // A selection whose bet type has another limit in force (an operator's) is measured against it, and says it.
  const share = (payout: number, own: number | undefined) => {
    const limit = own ?? e.limit
    if (limit === null || limit === 0) return ''
    return ` (${Math.round((payout * 100) / limit)}% of the limit${own !== undefined && own !== e.limit ? ` ${money(own)}` : ''})`
  }
  return [head, ...e.selections.map((s) => `  ${s.selection.padEnd(width)}  ${money(s.payout).padStart(12)}${share(s.payout, s.limit)}`)].join('\n')
}

export const formatCancel = (r: LotteryCancelReply): string => [
  'Cancelled:',
  formatLotteryDraw(r.draw),
  r.waiting === 0 ? 'Every ticket is refunded.' : `${r.waiting} ticket(s) wait for the wallet; the draw job refunds them once it answers.`,
].join('\n')

export const runLotteryCommand = async (command: LotteryCommand, call: AdminCall): Promise<string> => {
  switch (command.kind) {
    case 'lotteryDraws': {
      const e = AdminEndpoints.lotteryDraws
      const query = new URLSearchParams({ ...(command.game ? { game: command.game } : {}), ...(command.status ? { status: command.status } : {}) }).toString()
      return formatLotteryDraws((await call(e.method, query ? `${e.path}?${query}` : e.path, e.reply)).draws)
    }
    case 'lotteryExposure': {
      const e = AdminEndpoints.lotteryExposure
      return formatExposure(await call(e.method, e.path.replace(':drawId', encodeURIComponent(command.drawId)), e.reply))
    }
    case 'lotteryCancel': {
      const e = AdminEndpoints.lotteryCancel
      return formatCancel(await call(e.method, e.path.replace(':drawId', encodeURIComponent(command.drawId)), e.reply, { reason: command.reason }))
    }
    default:
      return runLotteryOddsCommand(command, call)
  }
}
