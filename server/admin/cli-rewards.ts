/** Runs the reward-side admin commands over the /admin API and words their replies. */
import { AdminEndpoints } from './contract.ts'
import type { AdminApplication, AdminMission, AdminPromotion } from './contract-rewards.ts'
import type { RewardsCommand } from './cli-args-rewards.ts'
import type { AdminCall } from './cli-call.ts'

/** The CLI's call to the server (cli.ts): method, path, reply schema, body. */

const money = (minor: number) => (minor / 100).toFixed(2)
const onOff = (b: boolean) => (b ? 'on' : 'off')

export const formatMission = (m: AdminMission): string => {
  const target = m.kind === 'rounds' ? `${m.target} rounds` : money(m.target)
  return `#${m.id} ${onOff(m.enabled).padEnd(3)} ${m.kind}${m.gameType ? ` (${m.gameType})` : ''} ${m.period}: target ${target}, reward ${money(m.reward)}, "${m.title.en}"` +
    ` (changed by ${m.updatedBy} at ${m.updatedAt})`
}

export const formatPromotion = (p: AdminPromotion): string => {
  const what = p.kind === 'rebate' ? `rebate ${(p.rateBp ?? 0) / 100}%${p.gameType ? ` of ${p.gameType} stakes` : ''}` : `promotion reward ${money(p.reward ?? 0)}`
  const when = `${p.startsAt ?? 'always'} to ${p.endsAt ?? 'open end'}`
  return `#${p.id} ${onOff(p.enabled).padEnd(3)} ${what}, "${p.title.en}", ${when} (changed by ${p.updatedBy} at ${p.updatedAt})`
}

export const formatApplication = (a: AdminApplication): string =>
  `#${a.id} ${a.status.padEnd(8)} ${a.account} for "${a.promotionTitle}" (#${a.promotionId}), ${money(a.amount)}, applied ${a.appliedAt}` +
  (a.decidedBy ? `, decided by ${a.decidedBy} at ${a.decidedAt}` : '') + (a.reason ? `, reason: ${a.reason}` : '')

const lines = <T>(rows: ReadonlyArray<T>, format: (row: T) => string, none: string) => (rows.length === 0 ? none : rows.map(format).join('\n'))

export const runRewardsCommand = async (command: RewardsCommand, call: AdminCall): Promise<string> => {
  switch (command.kind) {
    case 'messageSend': {
      const e = AdminEndpoints.messageSend
      const body = { ...(command.to === 'all' ? { all: true } : { account: command.to }), title: command.title, body: command.body }
      const r = await call(e.method, e.path, e.reply, body)
      return `Message #${r.id} sent to ${r.to === 'all' ? 'every member' : r.to} by ${r.sentBy} at ${r.sentAt}.`
    }
    case 'missionList': {
      const e = AdminEndpoints.missionList
      return lines((await call(e.method, e.path, e.reply)).missions, formatMission, 'No missions.')
    }
    case 'missionAdd': {
      const e = AdminEndpoints.missionAdd
      return `Mission defined:\n${formatMission(await call(e.method, e.path, e.reply, command.mission))}`
    }
    case 'missionEnable': {
      const e = AdminEndpoints.missionEnable
      return formatMission(await call(e.method, e.path.replace(':id', String(command.id)), e.reply, { enabled: command.enabled }))
    }
    case 'promotionList': {
      const e = AdminEndpoints.promotionList
      return lines((await call(e.method, e.path, e.reply)).promotions, formatPromotion, 'No promotions.')
    }
    case 'promotionAdd': {
      const e = AdminEndpoints.promotionAdd
      return `Defined:\n${formatPromotion(await call(e.method, e.path, e.reply, command.promotion))}`
    }
    case 'promotionEnable': {
      const e = AdminEndpoints.promotionEnable
      return formatPromotion(await call(e.method, e.path.replace(':id', String(command.id)), e.reply, { enabled: command.enabled }))
    }
    case 'applicationList': {
      const e = AdminEndpoints.applicationList
      const path = command.status ? `${e.path}?status=${command.status}` : e.path
      return lines((await call(e.method, path, e.reply)).applications, formatApplication, 'No applications.')
    }
    case 'applicationDecide': {
      const e = AdminEndpoints.applicationDecide
      const body = { decision: command.decision, ...(command.amount === undefined ? {} : { amount: command.amount }), ...(command.reason ? { reason: command.reason } : {}) }
      return formatApplication(await call(e.method, e.path.replace(':id', String(command.id)), e.reply, body))
    }
  }
}
