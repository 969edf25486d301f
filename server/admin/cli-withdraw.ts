/**
 * The withdrawal commands of `npm run admin --`: parse (pure), and the request each one makes
 * with the text it prints. Kept apart from cli-args.ts so the money-out commands read in one place.
 */
import type { AdminWithdrawal, WithdrawalSettingsView } from './contract.ts'

export const WITHDRAW_USAGE = `  withdrawals [pending|approved|disbursed|rejected|received|partial|not_received|case]
                                  list withdrawals (newest first), by status or the open cases
  withdrawal approve <id>         approve a pending withdrawal
  withdrawal reject <id> <reason> reject it (the held amount returns; the member sees the reason)
  withdrawal disburse <id>        mark an approved withdrawal as paid out
  withdrawal proofs <id>          save the member's proof images as withdrawal-<id>-<n>.png|jpg here
  withdrawal answer <id> refund|keep <answer>
                                  answer a member's case, refunding the shortfall or not
  withdrawal settings             show min/max, auto-receive and promised minutes, upline limits
  withdrawal set <name> <value>   change one: min, max (minor units), auto-receive-minutes,
                                  promised-minutes, upline-min, upline-max, upline-daily
  (--as <name> or ADMIN_OPERATOR: the operator recorded with each change; default "admin")`

const STATUSES = ['pending', 'approved', 'disbursed', 'rejected', 'received', 'partial', 'not_received', 'case'] as const
type StatusFilter = (typeof STATUSES)[number]

export const SETTING_NAMES = {
  min: 'minAmount', max: 'maxAmount', 'auto-receive-minutes': 'autoReceiveMinutes', 'promised-minutes': 'promisedMinutes',
  'upline-min': 'uplineMin', 'upline-max': 'uplineMax', 'upline-daily': 'uplineDaily',
} as const
type SettingName = keyof typeof SETTING_NAMES

export type WithdrawCommand =
  | { readonly kind: 'withdrawals'; readonly status?: StatusFilter }
  | { readonly kind: 'withdrawalApprove' | 'withdrawalDisburse' | 'withdrawalProofs'; readonly id: string }
  | { readonly kind: 'withdrawalReject'; readonly id: string; readonly reason: string }
  | { readonly kind: 'withdrawalAnswer'; readonly id: string; readonly refund: boolean; readonly answer: string }
  | { readonly kind: 'withdrawalSettings' }
  | { readonly kind: 'withdrawalSet'; readonly setting: (typeof SETTING_NAMES)[SettingName]; readonly value: number }

const ID = /^[1-9]\d{0,18}$/

/** The command, or an error message; null when `name` is not a withdrawal command. */
export const parseWithdrawCommand = (name: string, args: ReadonlyArray<string>): WithdrawCommand | string | null => {
  if (name === 'withdrawals') {
    if (args.length === 0) return { kind: 'withdrawals' }
    if (args.length === 1 && (STATUSES as readonly string[]).includes(args[0]!)) return { kind: 'withdrawals', status: args[0] as StatusFilter }
    return `Wrong arguments for "withdrawals": the status is one of ${STATUSES.join(', ')}.`
  }
  if (name !== 'withdrawal') return null
  const [action, id, ...rest] = args
  if (action === 'settings' && id === undefined) return { kind: 'withdrawalSettings' }
  if (action === 'set' && id !== undefined && id in SETTING_NAMES && rest.length === 1 && /^\d{1,13}$/.test(rest[0]!)) {
    return { kind: 'withdrawalSet', setting: SETTING_NAMES[id as SettingName], value: Number(rest[0]) }
  }
  if (id === undefined || !ID.test(id)) return 'Wrong arguments for "withdrawal": give the withdrawal id (a number).'
  if ((action === 'approve' || action === 'disburse' || action === 'proofs') && rest.length === 0) {
    return { kind: action === 'approve' ? 'withdrawalApprove' : action === 'disburse' ? 'withdrawalDisburse' : 'withdrawalProofs', id }
  }
  if (action === 'reject' && rest.length > 0) return { kind: 'withdrawalReject', id, reason: rest.join(' ') }
  if (action === 'answer' && (rest[0] === 'refund' || rest[0] === 'keep') && rest.length > 1) {
    return { kind: 'withdrawalAnswer', id, refund: rest[0] === 'refund', answer: rest.slice(1).join(' ') }
  }
  return 'Wrong arguments for "withdrawal".'
}

const money = (minor: number) => (minor / 100).toFixed(2)

export const formatWithdrawal = (w: AdminWithdrawal): string => {
  const s = w.stages
  const stages = [
    `requested ${s.requestedAt}`, s.approvedAt && `approved ${s.approvedAt} by ${w.approvedBy}`, s.disbursedAt && `disbursed ${s.disbursedAt} by ${w.disbursedBy}`,
    s.rejectedAt && `rejected ${s.rejectedAt} by ${w.rejectedBy}: ${w.rejectReason}`, s.confirmedAt && `confirmed ${s.confirmedAt}${w.autoReceived ? ' (auto)' : ''}`,
  ].filter(Boolean)
  const lines = [
    `#${w.id} ${w.member} ${money(w.amount)} ${w.status}${w.receivedAmount !== null && w.status === 'partial' ? ` (received ${money(w.receivedAmount)})` : ''}`,
    `  pay to: ${w.payoutAccount.kind} ${w.payoutAccount.provider} ${w.payoutAccount.accountNumber} (${w.payoutAccount.holderName})`,
    `  ${stages.join('; ')}`,
  ]
  if (w.case) {
    lines.push(`  case ${w.case.status}${w.proofCount > 0 ? `, ${w.proofCount} proof image(s)` : ''}${w.case.answer ? `: "${w.case.answer}" by ${w.caseAnsweredBy}, refunded ${money(w.case.refunded)}` : ''}`)
  }
  return lines.join('\n')
}

export const formatWithdrawals = (list: ReadonlyArray<AdminWithdrawal>): string => (list.length === 0 ? 'No withdrawals.' : list.map(formatWithdrawal).join('\n'))

export const formatWithdrawalSettings = (s: WithdrawalSettingsView): string => [
  `Withdrawal:       ${money(s.minAmount)} to ${money(s.maxAmount)}`,
  `Auto-receive:     ${s.autoReceiveMinutes} minutes after disbursement`,
  `Promised time:    ${s.promisedMinutes} minutes from request to disbursement`,
  `Upline transfer:  ${money(s.uplineMin)} to ${money(s.uplineMax)}, ${money(s.uplineDaily)} a day`,
  `Changed:          ${s.updatedAt} by ${s.updatedBy}`,
].join('\n')
