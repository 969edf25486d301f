/**
 * The operator API (/admin) as contract entries, shaped like the public ones so the same
 * `route` helper serves them and the CLI decodes replies with the same schemas. Operator
 * tooling only: the SPA never calls these.
 */
import { Schema } from 'effect'
import type { Endpoint } from '../../src/shared/api/index.ts'

export const BlockedRegion = Schema.Struct({
  kind: Schema.Literals(['country', 'cidr']),
  /** Country code (upper case) or canonical CIDR ("203.0.113.0/24", "2001:db8::/32"). */
  value: Schema.String,
  createdAt: Schema.String,
})
export type BlockedRegion = typeof BlockedRegion.Type

export const ModuleState = Schema.Struct({
  modId: Schema.String,
  parentId: Schema.NullOr(Schema.String),
  enabled: Schema.Boolean,
})
export type ModuleState = typeof ModuleState.Type

export const AdminStatusReply = Schema.Struct({
  maintenance: Schema.Boolean,
  blockedRegions: Schema.Array(BlockedRegion),
  modules: Schema.Array(ModuleState),
  counts: Schema.Struct({
    gameVendors: Schema.Int,
    announcements: Schema.Int,
    helpArticles: Schema.Int,
    activeCaptchas: Schema.Int,
  }),
})
export type AdminStatusReply = typeof AdminStatusReply.Type

export const MaintenanceBody = Schema.Struct({ on: Schema.Boolean })
export const MaintenanceReply = Schema.Struct({ maintenance: Schema.Boolean })

export const RegionBody = Schema.Struct({
  action: Schema.Literals(['block', 'unblock']),
  /** Two-letter country code, IPv4/IPv6 address or CIDR block. */
  target: Schema.String.check(Schema.isMaxLength(64)),
})
export const RegionReply = Schema.Struct({
  action: Schema.Literals(['block', 'unblock']),
  kind: Schema.Literals(['country', 'cidr']),
  value: Schema.String,
  /** False when the block already existed (block) or did not exist (unblock). */
  changed: Schema.Boolean,
  blockedRegions: Schema.Array(BlockedRegion),
})
export type RegionReply = typeof RegionReply.Type

export const ModuleParams = Schema.Struct({ modId: Schema.String.check(Schema.isMaxLength(64)) })
export const ModuleBody = Schema.Struct({ enabled: Schema.Boolean })
export const ModuleReply = Schema.Struct({ modId: Schema.String, enabled: Schema.Boolean })

export const OutboxQuery = Schema.Struct({
  /** A mobile target as stored ("+63 9170000001", or just the digits) or an e-mail address. */
  to: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(254))),
  limit: Schema.optionalKey(Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 200 }))),
})
export const OutboxMessage = Schema.Struct({
  createdAt: Schema.String,
  channel: Schema.Literals(['sms', 'email']),
  to: Schema.String,
  subject: Schema.String,
  body: Schema.String,
  provider: Schema.String,
  sentAt: Schema.NullOr(Schema.String),
})
export type OutboxMessage = typeof OutboxMessage.Type
export const OutboxReply = Schema.Struct({ messages: Schema.Array(OutboxMessage) })

export const SettingParams = Schema.Struct({ key: Schema.String.check(Schema.isMaxLength(64)) })
export const SettingBody = Schema.Struct({ value: Schema.String.check(Schema.isMaxLength(1000)) })
/** The value as JSON text ("true", "\"text\""), and whether it is stored or the default. */
export const SettingReply = Schema.Struct({ key: Schema.String, value: Schema.String, stored: Schema.Boolean })
export type SettingReply = typeof SettingReply.Type

type AdminEndpoint<Q extends Schema.Top, B extends Schema.Top, R extends Schema.Top, P extends Schema.Top> =
  Endpoint<Q, B, R> & { readonly params?: P }
const adminEndpoint = <Q extends Schema.Top, B extends Schema.Top, R extends Schema.Top, P extends Schema.Top>(
  e: AdminEndpoint<Q, B, R, P>,
) => e

export const AdminEndpoints = {
  status: adminEndpoint({ method: 'GET', path: '/admin/status', reply: AdminStatusReply, auth: 'none', encrypted: false }),
  maintenance: adminEndpoint({
    method: 'PUT', path: '/admin/maintenance', body: MaintenanceBody, reply: MaintenanceReply, auth: 'none', encrypted: false,
  }),
  region: adminEndpoint({ method: 'POST', path: '/admin/region', body: RegionBody, reply: RegionReply, auth: 'none', encrypted: false }),
  module: adminEndpoint({
    method: 'PUT', path: '/admin/modules/:modId', params: ModuleParams, body: ModuleBody, reply: ModuleReply, auth: 'none', encrypted: false,
  }),
  outbox: adminEndpoint({ method: 'GET', path: '/admin/outbox', query: OutboxQuery, reply: OutboxReply, auth: 'none', encrypted: false }),
  settingGet: adminEndpoint({
    method: 'GET', path: '/admin/settings/:key', params: SettingParams, reply: SettingReply, auth: 'none', encrypted: false,
  }),
  settingSet: adminEndpoint({
    method: 'PUT', path: '/admin/settings/:key', params: SettingParams, body: SettingBody, reply: SettingReply, auth: 'none', encrypted: false,
  }),
} as const
