/**
 * The deposit commands of `npm run admin --`: channels list/add/on/off and deposits
 * list/approve/reject. Parsing is pure (unit-tested without a server); `runDepositCommand`
 * calls the /admin API through the CLI's `call` and formats the reply.
 */
import { AdminEndpoints, type DepositAdminView, type DepositChannelAdminView } from './contract.ts'
import type { AdminCall } from './cli-call.ts'

export const DEPOSIT_USAGE = `  channels list                   the deposit channels (on and off)
  channels add --kind bank|ewallet --name <name> --min <amount> --max <amount> --bank <bank or wallet>
               --number <account number> --holder <account holder> --instructions <text>
               [--fee-bp <basis points>] [--fee-fixed <amount>] [--fee-payer member|site]
               [--auto-approve <seconds>] [--sort <n>]
                                  add a channel (amounts in currency units, e.g. 500 or 499.50);
                                  --auto-approve: the server approves its requests itself after that delay
  channels on|off <id>            switch a channel on or off
  deposits list [--status pending|approved|rejected]
                                  deposit requests (default: pending, oldest first)
  deposits approve <id>           approve: the member's main wallet is credited once
  deposits reject <id> --reason <text>
                                  reject with the reason the member reads`

const CHANNEL_OPTIONS = ['kind', 'min', 'max', 'bank', 'number', 'holder', 'instructions', 'fee-bp', 'fee-fixed', 'fee-payer', 'auto-approve', 'sort'] as const
/** Options only the deposit commands take (--name, the channel's, is shared with "social set"). */
export const DEPOSIT_OPTIONS = [...CHANNEL_OPTIONS, 'status', 'reason'] as const
export type DepositOption = (typeof DEPOSIT_OPTIONS)[number]
/** The options each deposit command takes; any other is refused (cli-args.ts). */
export const DEPOSIT_OPTIONS_OF = { depositChannelAdd: [...CHANNEL_OPTIONS, 'name'], deposits: ['status'], depositReject: ['reason'] } as const

export type DepositCommand =
  | { readonly kind: 'depositChannels' }
  | { readonly kind: 'depositChannelAdd'; readonly body: Record<string, unknown> }
  | { readonly kind: 'depositChannelEnable'; readonly id: string; readonly enabled: boolean }
  | { readonly kind: 'deposits'; readonly status?: 'pending' | 'approved' | 'rejected' }
  | { readonly kind: 'depositApprove'; readonly id: string }
  | { readonly kind: 'depositReject'; readonly id: string; readonly reason: string }

/** "500" or "499.50" currency units -> minor units; null when not an amount. */
export const toMinor = (text: string): number | null => {
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim())
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null
}
const whole = (text: string | undefined): number | null => (text !== undefined && /^\d{1,9}$/.test(text) ? Number(text) : null)
const isId = (text: string | undefined): text is string => text !== undefined && /^[1-9][0-9]{0,15}$/.test(text)

/** The command for `channels ...` / `deposits ...` from the words after the command name, or the reason it is wrong. */
export const parseDepositCommand = (
  name: 'channels' | 'deposits', words: ReadonlyArray<string>, opts: Readonly<Partial<Record<DepositOption | 'name', string>>>,
): DepositCommand | string => {
  const [verb, arg, ...extra] = words
  const wrong = (why = '') => `Wrong arguments for "${name}"${why ? `: ${why}` : ''}.`
  if (extra.length > 0) return wrong()
  const used = DEPOSIT_OPTIONS.filter((k) => opts[k] !== undefined)
  const allow = (...keys: ReadonlyArray<DepositOption>) => used.every((k) => keys.includes(k))
  if (name === 'channels') {
    if (verb === 'list' && arg === undefined && used.length === 0) return { kind: 'depositChannels' }
    if ((verb === 'on' || verb === 'off') && isId(arg) && used.length === 0) return { kind: 'depositChannelEnable', id: arg, enabled: verb === 'on' }
    if (verb === 'add' && arg === undefined) {
      if (!allow(...CHANNEL_OPTIONS)) return wrong('--status and --reason belong to "deposits"')
      const { kind, name: label, min, max, bank, number, holder, instructions } = opts
      if (!kind || !label || !min || !max || !bank || !number || !holder || !instructions) {
        return wrong('add needs --kind, --name, --min, --max, --bank, --number, --holder and --instructions')
      }
      if (kind !== 'bank' && kind !== 'ewallet') return wrong('--kind is bank or ewallet')
      const minMinor = toMinor(min)
      const maxMinor = toMinor(max)
      if (minMinor === null || maxMinor === null) return wrong('--min and --max are amounts such as 500 or 499.50')
      const feeFixed = opts['fee-fixed'] === undefined ? 0 : toMinor(opts['fee-fixed'])
      const feeBp = opts['fee-bp'] === undefined ? 0 : whole(opts['fee-bp'])
      const auto = opts['auto-approve'] === undefined ? null : whole(opts['auto-approve'])
      const sort = opts.sort === undefined ? 0 : whole(opts.sort)
      if (feeFixed === null || feeBp === null || sort === null || (opts['auto-approve'] !== undefined && auto === null)) {
        return wrong('--fee-bp, --auto-approve and --sort are whole numbers, --fee-fixed an amount')
      }
      const payer = opts['fee-payer'] ?? 'member'
      if (payer !== 'member' && payer !== 'site') return wrong('--fee-payer is member or site')
      return {
        kind: 'depositChannelAdd',
        body: {
          kind, name: { en: label }, instructions: { en: instructions }, min: minMinor, max: maxMinor, feeBp, feeFixed, feePayer: payer,
          bankName: bank, accountNumber: number, accountHolder: holder, autoApproveSeconds: auto, sort,
        },
      }
    }
    return wrong()
  }
  if (verb === 'list' && arg === undefined && allow('status')) {
    const status = opts.status
    if (status !== undefined && status !== 'pending' && status !== 'approved' && status !== 'rejected') return wrong('--status is pending, approved or rejected')
    return status ? { kind: 'deposits', status } : { kind: 'deposits' }
  }
  if (verb === 'approve' && isId(arg) && used.length === 0) return { kind: 'depositApprove', id: arg }
  if (verb === 'reject' && isId(arg) && allow('reason')) {
    if (!opts.reason?.trim()) return wrong('reject needs --reason <text>')
    return { kind: 'depositReject', id: arg, reason: opts.reason }
  }
  return wrong()
}

const money = (minor: number): string => (minor / 100).toFixed(2)

export const formatChannel = (c: DepositChannelAdminView): string =>
  `#${c.id} ${c.enabled ? 'on ' : 'off'} ${c.kind.padEnd(7)} "${c.name.en}"  ${money(c.min)}..${money(c.max)}  fee ${c.feeBp} bp + ${money(c.feeFixed)} (${c.feePayer})  `
  + `pay to ${c.bankName} ${c.accountNumber} ${c.accountHolder}  ${c.autoApproveSeconds === null ? 'operator approves' : `auto-approve after ${c.autoApproveSeconds}s`}`
  + `  (changed by ${c.updatedBy} at ${c.updatedAt})`

export const formatDeposit = (d: DepositAdminView): string =>
  `#${d.id} ${d.reference} ${d.status.padEnd(8)} ${d.account.padEnd(12)} ${money(d.amount)} (fee ${money(d.fee)}, credit ${money(d.credit)}) via "${d.channelName}" at ${d.createdAt}`
  + (d.decidedAt ? `  ${d.status} by ${d.decidedBy} at ${d.decidedAt}` : d.autoApproveAt ? `  auto-approves at ${d.autoApproveAt}` : '')
  + (d.reason ? `  reason: ${d.reason}` : '')


export const runDepositCommand = async (command: DepositCommand, call: AdminCall): Promise<string> => {
  switch (command.kind) {
    case 'depositChannels': {
      const e = AdminEndpoints.depositChannels
      const { channels } = await call(e.method, e.path, e.reply)
      return channels.length === 0 ? 'No deposit channel yet. Add one with: channels add ...' : channels.map(formatChannel).join('\n')
    }
    case 'depositChannelAdd': {
      const e = AdminEndpoints.depositChannelAdd
      return `Added:\n${formatChannel(await call(e.method, e.path, e.reply, command.body))}`
    }
    case 'depositChannelEnable': {
      const e = AdminEndpoints.depositChannelEnable
      return formatChannel(await call(e.method, e.path.replace(':id', command.id), e.reply, { enabled: command.enabled }))
    }
    case 'deposits': {
      const e = AdminEndpoints.deposits
      const { deposits } = await call(e.method, command.status ? `${e.path}?status=${command.status}` : e.path, e.reply)
      return deposits.length === 0 ? `No ${command.status ?? 'pending'} deposits.` : deposits.map(formatDeposit).join('\n')
    }
    case 'depositApprove': {
      const e = AdminEndpoints.depositApprove
      return formatDeposit(await call(e.method, e.path.replace(':id', command.id), e.reply))
    }
    case 'depositReject': {
      const e = AdminEndpoints.depositReject
      return formatDeposit(await call(e.method, e.path.replace(':id', command.id), e.reply, { reason: command.reason }))
    }
  }
}
