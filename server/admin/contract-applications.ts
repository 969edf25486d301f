/**
 * The operator API of agent applications (/join, issue 39): list, approve (the applicant
 * becomes a top agent with the programme's house contracts), reject with a reason. Spread
 * into `AdminEndpoints` (contract.ts); routes in applications.ts.
 */
import { Schema } from 'effect'

const Status = Schema.Literals(['pending', 'approved', 'rejected'])

export const AdminApplication = Schema.Struct({
  id: Schema.Int,
  account: Schema.String,
  name: Schema.String,
  contactKind: Schema.String,
  contact: Schema.String,
  message: Schema.NullOr(Schema.String),
  language: Schema.String,
  status: Status,
  reason: Schema.NullOr(Schema.String),
  decidedBy: Schema.NullOr(Schema.String),
  decidedAt: Schema.NullOr(Schema.String),
  createdAt: Schema.String,
  contracts: Schema.Array(Schema.String),
})
export type AdminApplication = typeof AdminApplication.Type

export const AdminApplicationQuery = Schema.Struct({
  status: Schema.optionalKey(Status),
  limit: Schema.optionalKey(Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 500 }))),
})
export const AdminApplicationList = Schema.Struct({ applications: Schema.Array(AdminApplication) })
const ApplicationParams = Schema.Struct({ id: Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 2_147_483_647 })) })
export const AdminApplicationReject = Schema.Struct({ reason: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(500), Schema.isPattern(/\S/)) })

export const agentApplicationsAdminEndpoints = {
  agentApplicationList: {
    method: 'GET', path: '/admin/agent-applications', query: AdminApplicationQuery, reply: AdminApplicationList, auth: 'none', encrypted: false,
  },
  agentApplicationApprove: {
    method: 'POST', path: '/admin/agent-applications/:id/approve', params: ApplicationParams, reply: AdminApplication, auth: 'none', encrypted: false,
  },
  agentApplicationReject: {
    method: 'POST', path: '/admin/agent-applications/:id/reject', params: ApplicationParams, body: AdminApplicationReject, reply: AdminApplication, auth: 'none', encrypted: false,
  },
} as const
