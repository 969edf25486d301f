/**
 * The operator API (/admin) as contract entries, shaped like the public ones so the same
 * `route` helper serves them and the CLI decodes replies with the same schemas. Operator
 * tooling only: the SPA never calls these.
 */
import { Schema } from 'effect'
import type { Endpoint } from '../../src/shared/api/index.ts'
import { rewardsAdminEndpoints } from './contract-rewards.ts'

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

export const RuleParams = Schema.Struct({ field: Schema.String.check(Schema.isMaxLength(64)) })
/** A registration rule's switches (spec §5): shown at all, and required when shown. */
export const RuleBody = Schema.Struct({ enabled: Schema.optionalKey(Schema.Boolean), required: Schema.optionalKey(Schema.Boolean) })
export const RuleReply = Schema.Struct({ field: Schema.String, enabled: Schema.Boolean, required: Schema.Boolean })

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

export const SocialProviderParams = Schema.Struct({ provider: Schema.Literals(['google', 'facebook']) })
/** An OpenID Connect provider as the operator sees it; the client secret is never sent back. */
export const SocialProviderView = Schema.Struct({
  provider: Schema.Literals(['google', 'facebook']),
  displayName: Schema.String,
  issuer: Schema.String,
  clientId: Schema.String,
  enabled: Schema.Boolean,
  updatedAt: Schema.String,
})
export type SocialProviderView = typeof SocialProviderView.Type
export const SocialListReply = Schema.Struct({ providers: Schema.Array(SocialProviderView) })
export const SocialSetBody = Schema.Struct({
  /** The issuer URL (https on a public address; private or http only with SOCIAL_ALLOW_PRIVATE_ISSUERS=1); its /.well-known/openid-configuration is read. */
  issuer: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(512)),
  clientId: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(512)),
  clientSecret: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(512)),
  displayName: Schema.optionalKey(Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64))),
  enabled: Schema.optionalKey(Schema.Boolean),
})
export const SocialEnableBody = Schema.Struct({ enabled: Schema.Boolean })
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

/** PUT /admin/games: add or change one game (until the catalogue tooling lands; e2e specs use it). */
export const GameUpsertBody = Schema.Struct({
  id: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64), Schema.isPattern(/^[A-Za-z0-9_.-]+$/)),
  vassalage: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64)),
  gameType: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(16)),
  name: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(120)),
  rtpBp: Schema.Int.check(Schema.isBetween({ minimum: 8000, maximum: 9999 })),
  volatility: Schema.Literals(['low', 'medium', 'high']),
  maintenance: Schema.optionalKey(Schema.Boolean),
  /** Largest vendor credit of a round as a multiple of its stake; null or absent: the setting maxWinMultiple. */
  maxWinMultiple: Schema.optionalKey(Schema.NullOr(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 1_000_000 })))),
})
export const GameUpsertReply = Schema.Struct({ id: Schema.String })

export const AdminEndpoints = {
  games: adminEndpoint({ method: 'PUT', path: '/admin/games', body: GameUpsertBody, reply: GameUpsertReply, auth: 'none', encrypted: false }),
  status: adminEndpoint({ method: 'GET', path: '/admin/status', reply: AdminStatusReply, auth: 'none', encrypted: false }),
  maintenance: adminEndpoint({
    method: 'PUT', path: '/admin/maintenance', body: MaintenanceBody, reply: MaintenanceReply, auth: 'none', encrypted: false,
  }),
  region: adminEndpoint({ method: 'POST', path: '/admin/region', body: RegionBody, reply: RegionReply, auth: 'none', encrypted: false }),
  module: adminEndpoint({
    method: 'PUT', path: '/admin/modules/:modId', params: ModuleParams, body: ModuleBody, reply: ModuleReply, auth: 'none', encrypted: false,
  }),
  rule: adminEndpoint({
    method: 'PUT', path: '/admin/register-rules/:field', params: RuleParams, body: RuleBody, reply: RuleReply, auth: 'none', encrypted: false,
  }),
  outbox: adminEndpoint({ method: 'GET', path: '/admin/outbox', query: OutboxQuery, reply: OutboxReply, auth: 'none', encrypted: false }),
  socialList: adminEndpoint({ method: 'GET', path: '/admin/social', reply: SocialListReply, auth: 'none', encrypted: false }),
  socialSet: adminEndpoint({
    method: 'PUT', path: '/admin/social/:provider', params: SocialProviderParams, body: SocialSetBody, reply: SocialProviderView, auth: 'none', encrypted: false,
  }),
  socialEnable: adminEndpoint({
    method: 'PUT', path: '/admin/social/:provider/enabled', params: SocialProviderParams, body: SocialEnableBody, reply: SocialProviderView,
    auth: 'none', encrypted: false,
  }),
  settingGet: adminEndpoint({
    method: 'GET', path: '/admin/settings/:key', params: SettingParams, reply: SettingReply, auth: 'none', encrypted: false,
  }),
  settingSet: adminEndpoint({
    method: 'PUT', path: '/admin/settings/:key', params: SettingParams, body: SettingBody, reply: SettingReply, auth: 'none', encrypted: false,
  }),
  ...rewardsAdminEndpoints,
} as const
