/**
 * The operator API of player protection: read only. Members with limits, time-outs and
 * exclusions; members refused by a limit or block again and again; one member in full. There
 * is deliberately no call that changes a member's limits or lifts a block (the database's
 * trigger would refuse shortening one anyway). Spread into `AdminEndpoints` (contract.ts);
 * routes in protection.ts.
 */
import { Schema } from 'effect'
import { PlayerLimitsReply, ProtectionBlock } from '../../src/shared/api/index.ts'

const ACCOUNT_PATTERN = /^[A-Za-z0-9_.@-]{1,64}$/

export const AdminProtectedMember = Schema.Struct({
  memberId: Schema.Int,
  account: Schema.String,
  /** Only the limits that are set, by contract key (lossDay...): minor units, minutes for sessionMinutes. */
  limits: Schema.Record(Schema.String, Schema.Int),
  /** Raised or removed limits waiting for their cooling-off. */
  pending: Schema.Int,
  realityCheckMinutes: Schema.Int,
  block: Schema.NullOr(ProtectionBlock),
})
export type AdminProtectedMember = typeof AdminProtectedMember.Type
export const AdminProtectedMembersReply = Schema.Struct({ members: Schema.Array(AdminProtectedMember) })
export type AdminProtectedMembersReply = typeof AdminProtectedMembersReply.Type

export const AdminRepeatQuery = Schema.Struct({
  /** At least this many refusals (default 3). */
  min: Schema.optionalKey(Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 10_000 }))),
  /** Over the last this many days (default 30). */
  days: Schema.optionalKey(Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 366 }))),
})
export const AdminRefusalCount = Schema.Struct({
  memberId: Schema.Int,
  account: Schema.String,
  refusals: Schema.Int,
  byCode: Schema.Record(Schema.String, Schema.Int),
  lastAt: Schema.String,
})
export type AdminRefusalCount = typeof AdminRefusalCount.Type
export const AdminRepeatReply = Schema.Struct({ min: Schema.Int, days: Schema.Int, members: Schema.Array(AdminRefusalCount) })
export type AdminRepeatReply = typeof AdminRepeatReply.Type

export const AdminMemberParams = Schema.Struct({ account: Schema.String.check(Schema.isPattern(ACCOUNT_PATTERN)) })
export const AdminMemberProtection = Schema.Struct({
  memberId: Schema.Int,
  account: Schema.String,
  state: PlayerLimitsReply,
  refusals: Schema.Array(Schema.Struct({ code: Schema.String, amount: Schema.Int, at: Schema.String })),
})
export type AdminMemberProtection = typeof AdminMemberProtection.Type

export const protectionAdminEndpoints = {
  protectionMembers: {
    method: 'GET', path: '/admin/protection/members', reply: AdminProtectedMembersReply, auth: 'none', encrypted: false,
  },
  protectionRepeat: {
    method: 'GET', path: '/admin/protection/repeat', query: AdminRepeatQuery, reply: AdminRepeatReply, auth: 'none', encrypted: false,
  },
  protectionMember: {
    method: 'GET', path: '/admin/protection/members/:account', params: AdminMemberParams, reply: AdminMemberProtection, auth: 'none', encrypted: false,
  },
} as const
