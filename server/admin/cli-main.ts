/**
 * What `npm run admin -- <command>` does for one command line: parse it, call the /admin API
 * of a running server, and say what to print and which exit code to end with (0 on success,
 * 1 when the server refuses or cannot be reached, 2 with the usage text on bad arguments).
 */
import { writeFileSync } from 'node:fs'
import { Result, Schema } from 'effect'
import { Envelope } from '../../src/shared/api/index.ts'
import { AdminEndpoints, WithdrawAdminEndpoints as W } from './contract.ts'
import { formatWithdrawal, formatWithdrawalSettings, formatWithdrawals } from './cli-withdraw.ts'
import { parseCliArgs, USAGE, type AdminCommand } from './cli-args.ts'
import { runDepositCommand, type DepositCommand } from './cli-deposits.ts'
import { runRewardsCommand } from './cli-rewards.ts'
import { describeWouldEnd, runContractCommand, type ContractCommand } from './cli-contracts.ts'
import { CliInputError, type AdminCall } from './cli-call.ts'
import { runNoticesCommand, type NoticesCommand } from './cli-notices.ts'
import { runApplicationsCommand, type ApplicationsCommand } from './cli-applications.ts'
import { runLotteryCommand, type LotteryCommand } from './cli-lottery.ts'
import { runPointsCommand, type PointsCommand } from './cli-points.ts'
import { runProtectionCommand, type ProtectionCommand } from './cli-protection.ts'
import { runFeedbackCommand, type FeedbackCommand } from './cli-feedback.ts'
import { runChatCommand, type ChatCommand } from './cli-chat.ts'
import { isPromoCommand, runPromoCommand } from './cli-promo.ts'
import type { RewardsCommand } from './cli-args-rewards.ts'
import { formatChanges, formatMaintenance, formatModule, formatOutbox, formatRegion, formatSetting, formatSocialList, formatSocialProvider, formatStatus } from './cli-format.ts'

class CliFailure extends Error {}

/** The admin token, and who changes are recorded under (--as / ADMIN_OPERATOR, sent as X-Operator). */
interface Caller { readonly token: string; readonly operator?: string }

const call = async <S extends Schema.Top>(
  base: string, caller: Caller, method: string, path: string, reply: S, body?: unknown,
): Promise<S['Type']> => {
  let res: Response
  try {
    res = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${caller.token}`,
        ...(caller.operator ? { 'x-operator': caller.operator } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    })
  } catch (e) {
    throw new CliFailure(`Cannot reach the Tala server at ${base}: ${e instanceof Error ? e.message : String(e)}`)
  }
  let json: unknown
  try {
    json = await res.json()
  } catch {
    throw new CliFailure(`The server at ${base} answered HTTP ${res.status} without a Tala reply. Is --url right?`)
  }
  const decoded = Schema.decodeUnknownResult(Envelope(reply) as never)(json) as Result.Result<
    { success: true; value: S['Type'] } | { success: false; code: string; message: string; value?: unknown }, unknown>
  if (Result.isFailure(decoded)) throw new CliFailure(`The server at ${base} sent a reply this CLI does not understand (HTTP ${res.status}).`)
  const envelope = decoded.success
  if (!envelope.success) {
    // The server answers /admin from outside its ADMIN_ALLOW_IPS as if it did not exist.
    const hint = envelope.code === 'NOT_FOUND' ? ' If this command should exist, check that this machine\'s address is in the server\'s ADMIN_ALLOW_IPS.' : ''
    // A house contract that would end downline contracts lists them (CONFIRM_REQUIRED's value).
    throw new CliFailure(`${envelope.message} (${envelope.code})${hint}${describeWouldEnd(envelope.value)}`)
  }
  return envelope.value
}

const run = async (command: AdminCommand, base: string, caller: Caller): Promise<string> => {
  switch (command.kind) {
    case 'status': {
      const e = AdminEndpoints.status
      return formatStatus(await call(base, caller, e.method, e.path, e.reply))
    }
    case 'maintenance': {
      const e = AdminEndpoints.maintenance
      const r = await call(base, caller, e.method, e.path, e.reply, { on: command.on })
      return formatMaintenance(r.maintenance)
    }
    case 'region': {
      const e = AdminEndpoints.region
      return formatRegion(await call(base, caller, e.method, e.path, e.reply, { action: command.action, target: command.target }))
    }
    case 'module': {
      const e = AdminEndpoints.module
      const path = e.path.replace(':modId', encodeURIComponent(command.modId))
      const r = await call(base, caller, e.method, path, e.reply, { enabled: command.enabled })
      return formatModule(r.modId, r.enabled)
    }
    case 'rule': {
      const e = AdminEndpoints.rule
      const r = await call(base, caller, e.method, e.path.replace(':field', encodeURIComponent(command.field)), e.reply, command.change)
      return `Registration field ${r.field}: ${r.enabled ? 'shown' : 'hidden'}, ${r.required ? 'required' : 'optional'}.`
    }
    case 'outbox': {
      const e = AdminEndpoints.outbox
      const path = command.to === undefined ? e.path : `${e.path}?to=${encodeURIComponent(command.to)}`
      return formatOutbox((await call(base, caller, e.method, path, e.reply)).messages)
    }
    case 'changes': {
      const e = AdminEndpoints.changes
      const path = command.limit === undefined ? e.path : `${e.path}?limit=${command.limit}`
      return formatChanges((await call(base, caller, e.method, path, e.reply)).changes)
    }
    case 'socialList': {
      const e = AdminEndpoints.socialList
      return formatSocialList((await call(base, caller, e.method, e.path, e.reply)).providers)
    }
    case 'socialSet': {
      const e = AdminEndpoints.socialSet
      const { provider, issuer, clientId, clientSecret, displayName } = command
      const body = { issuer, clientId, clientSecret, enabled: true, ...(displayName ? { displayName } : {}) }
      return `Saved and switched on:\n${formatSocialProvider(await call(base, caller, e.method, e.path.replace(':provider', provider), e.reply, body))}`
    }
    case 'socialEnable': {
      const e = AdminEndpoints.socialEnable
      const path = e.path.replace(':provider', command.provider)
      return formatSocialProvider(await call(base, caller, e.method, path, e.reply, { enabled: command.enabled }))
    }
    case 'settingGet': {
      const e = AdminEndpoints.settingGet
      return formatSetting(await call(base, caller, e.method, e.path.replace(':key', encodeURIComponent(command.key)), e.reply))
    }
    case 'withdrawals': {
      const path = command.status ? `${W.withdrawalsList.path}?status=${command.status}` : W.withdrawalsList.path
      return formatWithdrawals((await call(base, caller, 'GET', path, W.withdrawalsList.reply)).withdrawals)
    }
    case 'withdrawalApprove':
    case 'withdrawalDisburse': {
      const e = command.kind === 'withdrawalApprove' ? W.withdrawalApprove : W.withdrawalDisburse
      return formatWithdrawal(await call(base, caller, e.method, e.path.replace(':id', command.id), e.reply))
    }
    case 'withdrawalProofs': {
      const e = W.withdrawalProofs
      const { proofs } = await call(base, caller, e.method, e.path.replace(':id', command.id), e.reply)
      const names = proofs.map((p, i) => `withdrawal-${command.id}-${i + 1}.${p.contentType === 'image/png' ? 'png' : 'jpg'}`)
      proofs.forEach((p, i) => writeFileSync(names[i]!, Buffer.from(p.data, 'base64')))
      return names.length === 0 ? 'No proof images.' : `Saved ${names.join(', ')}`
    }
    case 'withdrawalReject': {
      const e = W.withdrawalReject
      return formatWithdrawal(await call(base, caller, e.method, e.path.replace(':id', command.id), e.reply, { reason: command.reason }))
    }
    case 'withdrawalAnswer': {
      const e = W.withdrawalAnswer
      return formatWithdrawal(await call(base, caller, e.method, e.path.replace(':id', command.id), e.reply, { answer: command.answer, refund: command.refund }))
    }
    case 'withdrawalSettings': {
      const e = W.withdrawalSettingsGet
      return formatWithdrawalSettings(await call(base, caller, e.method, e.path, e.reply))
    }
    case 'withdrawalSet': {
      const e = W.withdrawalSettingsSet
      return formatWithdrawalSettings(await call(base, caller, e.method, e.path, e.reply, { [command.setting]: command.value }))
    }
    case 'settingSet': {
      const e = AdminEndpoints.settingSet
      return formatSetting(await call(base, caller, e.method, e.path.replace(':key', encodeURIComponent(command.key)), e.reply, { value: command.value }))
    }
    default: {
      const send: AdminCall = (method, path, reply, body) => call(base, caller, method, path, reply, body)
      if (isNoticesCommand(command)) return runNoticesCommand(command, send)
      if (isApplicationsCommand(command)) return runApplicationsCommand(command, send)
      if (isProtectionCommand(command)) return runProtectionCommand(command, send)
      if (isFeedbackCommand(command)) return runFeedbackCommand(command, send)
      if (isChatCommand(command)) return runChatCommand(command, send)
      if (isPromoCommand(command)) return runPromoCommand(command, send)
      if (isContractCommand(command)) return runContractCommand(command, send)
      if (isLotteryCommand(command)) return runLotteryCommand(command, send)
      if (isPointsCommand(command)) return runPointsCommand(command, send)
      return isDepositCommand(command) ? runDepositCommand(command, send) : runRewardsCommand(command, send)
    }
  }
}

// The deposit commands' kinds all start with "deposit" (cli-deposits.ts), the house contract ones with "contract".
const isDepositCommand = (c: DepositCommand | RewardsCommand): c is DepositCommand => c.kind.startsWith('deposit')
const isContractCommand = (c: DepositCommand | RewardsCommand | ContractCommand | LotteryCommand | PointsCommand): c is ContractCommand => c.kind.startsWith('contract')
// The lottery commands' kinds all start with "lottery" (cli-lottery.ts).
const isLotteryCommand = (c: DepositCommand | RewardsCommand | LotteryCommand | PointsCommand): c is LotteryCommand => c.kind.startsWith('lottery')
// The player-protection commands' kinds all start with "protection" (cli-protection.ts).
const isProtectionCommand = (c: { readonly kind: string }): c is ProtectionCommand => c.kind.startsWith('protection')
// The notice commands' kinds all start with "notice" (cli-notices.ts), the agent-application ones with "agent" (cli-applications.ts).
const isNoticesCommand = (c: { readonly kind: string }): c is NoticesCommand => c.kind.startsWith('notice')
const isApplicationsCommand = (c: { readonly kind: string }): c is ApplicationsCommand => c.kind.startsWith('agent')
// The feedback commands' kinds all start with "feedback" (cli-feedback.ts).
const isFeedbackCommand = (c: { readonly kind: string }): c is FeedbackCommand => c.kind.startsWith('feedback')
// The chat room commands' kinds all start with "chat" (cli-chat.ts).
const isChatCommand = (c: { readonly kind: string }): c is ChatCommand => c.kind.startsWith('chat')
// The points and VIP commands' kinds all start with "point" or "vip" (cli-points.ts).
const isPointsCommand = (c: DepositCommand | RewardsCommand | PointsCommand): c is PointsCommand => c.kind.startsWith('point') || c.kind.startsWith('vip')

/** One command line's outcome: the text for stdout and stderr, and the exit code. */
export interface CliOutcome { readonly code: number; readonly stdout: string; readonly stderr: string }

export const runCli = async (argv: readonly string[], env: Readonly<Record<string, string | undefined>>): Promise<CliOutcome> => {
  const parsed = parseCliArgs(argv, env)
  if (!parsed.ok) return { code: 2, stdout: '', stderr: `${parsed.error}\n\n${USAGE}\n` }
  if (parsed.help) return { code: 0, stdout: `${USAGE}\n`, stderr: '' }
  try {
    const text = await run(parsed.command, parsed.url, { token: parsed.token, ...(parsed.operator ? { operator: parsed.operator } : {}) })
    return { code: 0, stdout: `${text}\n`, stderr: '' }
  } catch (e) {
    return { code: 1, stdout: '', stderr: `${e instanceof CliFailure || e instanceof CliInputError ? e.message : `Unexpected error: ${String(e)}`}\n` }
  }
}
