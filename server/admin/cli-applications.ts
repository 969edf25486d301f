/**
 * The agent-application commands of `npm run admin -- agent ...` (/join, issue 39): list the
 * applications, approve one (the applicant becomes a top agent with the programme's house
 * contracts and logs in with the password it chose), reject one with a reason. Parsing is
 * pure; `runApplicationsCommand` calls the /admin API.
 */
import { AdminEndpoints } from './contract.ts'
import type { AdminApplication } from './contract-applications.ts'
import type { AdminCall } from './cli-call.ts'

export const APPLICATIONS_USAGE = `  agent applications [--status pending|approved|rejected]
                                  applications to the agent programme (/join), newest first (the latest 50)
  agent approve <id>              approve one: the account becomes a top agent (type 1) with the programme's
                                  house contracts and logs in with the password it applied with
  agent reject <id> --reason <text>
                                  reject one; the account name is free again`

export type ApplicationsCommand =
  | { readonly kind: 'agentApplications'; readonly status?: 'pending' | 'approved' | 'rejected' }
  | { readonly kind: 'agentApprove'; readonly id: string }
  | { readonly kind: 'agentReject'; readonly id: string; readonly reason: string }

export const APPLICATIONS_OPTIONS_OF = { agentApplications: ['status'], agentReject: ['reason'] } as const
export interface ApplicationsOptions { readonly status?: string; readonly reason?: string }

const ID = /^[1-9]\d{0,9}$/
const STATUSES = ['pending', 'approved', 'rejected'] as const

/** The command, or an error message; null when `name` is not `agent`. */
export const parseApplicationsCommand = (name: string, args: ReadonlyArray<string>, o: ApplicationsOptions): ApplicationsCommand | string | null => {
  if (name !== 'agent') return null
  const [verb, id, ...extra] = args
  if (verb === 'applications' && id === undefined) {
    const status = STATUSES.find((s) => s === o.status)
    if (o.status !== undefined && status === undefined) return '--status is pending, approved or rejected.'
    return status ? { kind: 'agentApplications', status } : { kind: 'agentApplications' }
  }
  if (verb === 'approve' && id !== undefined && ID.test(id) && extra.length === 0) return { kind: 'agentApprove', id }
  if (verb === 'reject' && id !== undefined && ID.test(id) && extra.length === 0) {
    const reason = o.reason?.trim()
    if (!reason) return 'agent reject needs --reason <text>.'
    if (reason.length > 500) return 'The reason is at most 500 characters.'
    return { kind: 'agentReject', id, reason }
  }
  return 'Wrong arguments for "agent": applications [--status pending|approved|rejected], approve <id> or reject <id> --reason <text>.'
}

export const formatApplication = (a: AdminApplication): string => [
  `#${a.id} ${a.createdAt} ${a.account} [${a.status}] ${a.name} (${a.contactKind} ${a.contact}, ${a.language})`,
  ...(a.message ? [`  ${a.message.replace(/\s+/g, ' ')}`] : []),
  ...(a.status === 'approved' ? [`  approved by ${a.decidedBy} at ${a.decidedAt}; house contracts: ${a.contracts.length > 0 ? a.contracts.join(', ') : 'none (the house has none to give)'}`] : []),
  ...(a.status === 'rejected' ? [`  rejected by ${a.decidedBy} at ${a.decidedAt}: ${a.reason}`] : []),
].join('\n')

export const formatApplications = (list: ReadonlyArray<AdminApplication>): string =>
  (list.length === 0 ? 'No applications.' : list.map(formatApplication).join('\n'))

export const runApplicationsCommand = async (command: ApplicationsCommand, call: AdminCall): Promise<string> => {
  switch (command.kind) {
    case 'agentApplications': {
      const e = AdminEndpoints.agentApplicationList
      return formatApplications((await call(e.method, command.status ? `${e.path}?status=${command.status}` : e.path, e.reply)).applications)
    }
    case 'agentApprove': {
      const e = AdminEndpoints.agentApplicationApprove
      return `Approved: the agent can log in.\n${formatApplication(await call(e.method, e.path.replace(':id', command.id), e.reply))}`
    }
    case 'agentReject': {
      const e = AdminEndpoints.agentApplicationReject
      return `Rejected.\n${formatApplication(await call(e.method, e.path.replace(':id', command.id), e.reply, { reason: command.reason }))}`
    }
  }
}
