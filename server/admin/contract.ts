/**
 * The operator API (/admin) as contract entries, shaped like the public ones so the same
 * `route` helper serves them and the CLI decodes replies with the same schemas. Operator
 * tooling only: the SPA never calls these.
 */
import { Schema } from 'effect'
import { Withdrawal, type Endpoint } from '../../src/shared/api/index.ts'
import { rewardsAdminEndpoints } from './contract-rewards.ts'
import { contractsAdminEndpoints } from './contract-contracts.ts'
import { lotteryAdminEndpoints } from './contract-lottery.ts'
import { protectionAdminEndpoints } from './contract-protection.ts'
import { lotteryOddsAdminEndpoints } from './contract-lottery-odds.ts'
import { pointsAdminEndpoints } from './contract-points.ts'
import { feedbackAdminEndpoints } from './contract-feedback.ts'
import { promoPagesAdminEndpoints } from './contract-promo-pages.ts'
import { chatAdminEndpoints } from './contract-chat.ts'
import { noticesAdminEndpoints } from './contract-notices.ts'
import { agentApplicationsAdminEndpoints } from './contract-applications.ts'

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

/** Deposit channels and requests (modules/deposits): ids in paths are decimal digits. */
const IdParam = Schema.String.check(Schema.isPattern(/^[1-9][0-9]{0,15}$/))
export const DepositIdParams = Schema.Struct({ id: IdParam })
const LocalizedText = (max: number) => {
  const text = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(max))
  /** English is required; a language left out shows the English text. */
  return Schema.Struct({
    en: text, ty: Schema.optionalKey(text), cn: Schema.optionalKey(text), th: Schema.optionalKey(text), vi: Schema.optionalKey(text),
  })
}
const AdminMinor = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 1_000_000_000_00 }))
export const DepositChannelAddBody = Schema.Struct({
  kind: Schema.Literals(['bank', 'ewallet']),
  name: LocalizedText(80),
  instructions: LocalizedText(1000),
  min: AdminMinor.check(Schema.isGreaterThan(0)),
  max: AdminMinor.check(Schema.isGreaterThan(0)),
  feeBp: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 10_000 }))),
  feeFixed: Schema.optionalKey(AdminMinor),
  feePayer: Schema.optionalKey(Schema.Literals(['member', 'site'])),
  bankName: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(80)),
  accountNumber: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64)),
  accountHolder: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(80)),
  /** null or absent: the operator approves each request; a number: the server does, that many seconds after the request. */
  autoApproveSeconds: Schema.optionalKey(Schema.NullOr(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 86_400 })))),
  enabled: Schema.optionalKey(Schema.Boolean),
  sort: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 10_000 }))),
})
const LocalizedView = Schema.Struct({ ty: Schema.String, en: Schema.String, cn: Schema.String, th: Schema.String, vi: Schema.String })
export const DepositChannelAdminView = Schema.Struct({
  id: Schema.Int,
  kind: Schema.Literals(['bank', 'ewallet']),
  name: LocalizedView,
  instructions: LocalizedView,
  min: Schema.Int,
  max: Schema.Int,
  feeBp: Schema.Int,
  feeFixed: Schema.Int,
  feePayer: Schema.Literals(['member', 'site']),
  bankName: Schema.String,
  accountNumber: Schema.String,
  accountHolder: Schema.String,
  autoApproveSeconds: Schema.NullOr(Schema.Int),
  enabled: Schema.Boolean,
  sort: Schema.Int,
  createdBy: Schema.String,
  createdAt: Schema.String,
  updatedBy: Schema.String,
  updatedAt: Schema.String,
})
export type DepositChannelAdminView = typeof DepositChannelAdminView.Type
export const DepositChannelsAdminReply = Schema.Struct({ channels: Schema.Array(DepositChannelAdminView) })
export const DepositChannelEnableBody = Schema.Struct({ enabled: Schema.Boolean })
export const DepositsAdminQuery = Schema.Struct({
  /** Default pending. */
  status: Schema.optionalKey(Schema.Literals(['pending', 'approved', 'rejected'])),
  limit: Schema.optionalKey(Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 500 }))),
})
export const DepositAdminView = Schema.Struct({
  id: Schema.String,
  reference: Schema.String,
  account: Schema.String,
  channelId: Schema.Int,
  channelName: Schema.String,
  amount: Schema.Int,
  fee: Schema.Int,
  credit: Schema.Int,
  status: Schema.Literals(['pending', 'approved', 'rejected']),
  reason: Schema.NullOr(Schema.String),
  createdAt: Schema.String,
  /** When the server approves it by itself; null: it waits for the operator. */
  autoApproveAt: Schema.NullOr(Schema.String),
  decidedAt: Schema.NullOr(Schema.String),
  decidedBy: Schema.NullOr(Schema.String),
})
export type DepositAdminView = typeof DepositAdminView.Type
export const DepositsAdminReply = Schema.Struct({ deposits: Schema.Array(DepositAdminView) })
export const DepositRejectBody = Schema.Struct({ reason: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(500)) })
// Withdrawals (the operator's side of money out; server/admin/withdraw.ts). The operator's
// name for the record comes from the X-Operator header (the CLI sends ADMIN_OPERATOR), else "admin".
const WithdrawalStatusFilter = Schema.Literals(['pending', 'approved', 'disbursed', 'rejected', 'received', 'partial', 'not_received', 'case'])
export const AdminWithdrawalsQuery = Schema.Struct({
  /** A status, or "case" for the open cases. */
  status: Schema.optionalKey(WithdrawalStatusFilter),
  limit: Schema.optionalKey(Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 200 }))),
})
export const AdminWithdrawal = Schema.Struct({
  ...Withdrawal.fields,
  member: Schema.String,
  /** The account to pay, in full. */
  payoutAccount: Schema.Struct({ kind: Schema.Literals(['bank', 'ewallet']), provider: Schema.String, accountNumber: Schema.String, holderName: Schema.String }),
  approvedBy: Schema.NullOr(Schema.String),
  disbursedBy: Schema.NullOr(Schema.String),
  rejectedBy: Schema.NullOr(Schema.String),
  caseAnsweredBy: Schema.NullOr(Schema.String),
})
export type AdminWithdrawal = typeof AdminWithdrawal.Type
export const AdminWithdrawalsReply = Schema.Struct({ withdrawals: Schema.Array(AdminWithdrawal) })
export const WithdrawalParams = Schema.Struct({ id: Schema.String.check(Schema.isPattern(/^[1-9]\d{0,18}$/)) })
export const WithdrawalRejectBody = Schema.Struct({ reason: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(500)) })
export const WithdrawalAnswerBody = Schema.Struct({ answer: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(2000)), refund: Schema.Boolean })
const Minutes = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 100_000 }))
const Minor = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 1_000_000_000_000 }))
export const WithdrawalSettingsView = Schema.Struct({
  minAmount: Schema.Int, maxAmount: Schema.Int, autoReceiveMinutes: Schema.Int, promisedMinutes: Schema.Int,
  uplineMin: Schema.Int, uplineMax: Schema.Int, uplineDaily: Schema.Int, updatedAt: Schema.String, updatedBy: Schema.String,
})
export type WithdrawalSettingsView = typeof WithdrawalSettingsView.Type
export const WithdrawalSettingsBody = Schema.Struct({
  minAmount: Schema.optionalKey(Minor), maxAmount: Schema.optionalKey(Minor),
  autoReceiveMinutes: Schema.optionalKey(Minutes), promisedMinutes: Schema.optionalKey(Minutes),
  uplineMin: Schema.optionalKey(Minor), uplineMax: Schema.optionalKey(Minor), uplineDaily: Schema.optionalKey(Minor),
})

export const WithdrawalProofsReply = Schema.Struct({
  proofs: Schema.Array(Schema.Struct({ contentType: Schema.Literals(['image/png', 'image/jpeg']), data: Schema.String, createdAt: Schema.String })),
})

export const WithdrawAdminEndpoints = {
  /** The member's proof images of a "not received" answer, base64. */
  withdrawalProofs: adminEndpoint({
    method: 'GET', path: '/admin/withdrawals/:id/proofs', params: WithdrawalParams, reply: WithdrawalProofsReply, auth: 'none', encrypted: false,
  }),
  withdrawalsList: adminEndpoint({
    method: 'GET', path: '/admin/withdrawals', query: AdminWithdrawalsQuery, reply: AdminWithdrawalsReply, auth: 'none', encrypted: false,
  }),
  withdrawalApprove: adminEndpoint({
    method: 'POST', path: '/admin/withdrawals/:id/approve', params: WithdrawalParams, reply: AdminWithdrawal, auth: 'none', encrypted: false,
  }),
  withdrawalReject: adminEndpoint({
    method: 'POST', path: '/admin/withdrawals/:id/reject', params: WithdrawalParams, body: WithdrawalRejectBody, reply: AdminWithdrawal, auth: 'none', encrypted: false,
  }),
  withdrawalDisburse: adminEndpoint({
    method: 'POST', path: '/admin/withdrawals/:id/disburse', params: WithdrawalParams, reply: AdminWithdrawal, auth: 'none', encrypted: false,
  }),
  withdrawalAnswer: adminEndpoint({
    method: 'POST', path: '/admin/withdrawals/:id/answer', params: WithdrawalParams, body: WithdrawalAnswerBody, reply: AdminWithdrawal, auth: 'none', encrypted: false,
  }),
  withdrawalSettingsGet: adminEndpoint({
    method: 'GET', path: '/admin/withdrawal-settings', reply: WithdrawalSettingsView, auth: 'none', encrypted: false,
  }),
  withdrawalSettingsSet: adminEndpoint({
    method: 'PUT', path: '/admin/withdrawal-settings', body: WithdrawalSettingsBody, reply: WithdrawalSettingsView, auth: 'none', encrypted: false,
  }),
} as const

/** GET /admin/changes: the operator journal (journal.ts), newest first. */
export const ChangesQuery = Schema.Struct({
  limit: Schema.optionalKey(Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 500 }))),
  operator: Schema.optionalKey(Schema.String.check(Schema.isPattern(/^[A-Za-z0-9_.@-]{1,64}$/))),
})
export const AdminChange = Schema.Struct({
  id: Schema.Int,
  /** When the server accepted it (ISO time). */
  at: Schema.String,
  operator: Schema.String,
  method: Schema.String,
  path: Schema.String,
  /** The body sent, as JSON text with secrets replaced; null when there was none. */
  body: Schema.NullOr(Schema.String),
})
export type AdminChange = typeof AdminChange.Type
export const ChangesReply = Schema.Struct({ changes: Schema.Array(AdminChange) })

export const AdminEndpoints = {
  ...WithdrawAdminEndpoints,
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
  changes: adminEndpoint({ method: 'GET', path: '/admin/changes', query: ChangesQuery, reply: ChangesReply, auth: 'none', encrypted: false }),
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
  depositChannels: adminEndpoint({ method: 'GET', path: '/admin/deposit-channels', reply: DepositChannelsAdminReply, auth: 'none', encrypted: false }),
  depositChannelAdd: adminEndpoint({
    method: 'POST', path: '/admin/deposit-channels', body: DepositChannelAddBody, reply: DepositChannelAdminView, auth: 'none', encrypted: false,
  }),
  depositChannelEnable: adminEndpoint({
    method: 'PUT', path: '/admin/deposit-channels/:id/enabled', params: DepositIdParams, body: DepositChannelEnableBody, reply: DepositChannelAdminView,
    auth: 'none', encrypted: false,
  }),
  deposits: adminEndpoint({ method: 'GET', path: '/admin/deposits', query: DepositsAdminQuery, reply: DepositsAdminReply, auth: 'none', encrypted: false }),
  depositApprove: adminEndpoint({
    method: 'POST', path: '/admin/deposits/:id/approve', params: DepositIdParams, reply: DepositAdminView, auth: 'none', encrypted: false,
  }),
  depositReject: adminEndpoint({
    method: 'POST', path: '/admin/deposits/:id/reject', params: DepositIdParams, body: DepositRejectBody, reply: DepositAdminView, auth: 'none', encrypted: false,
  }),
  ...rewardsAdminEndpoints,
  ...contractsAdminEndpoints,
  ...lotteryAdminEndpoints,
  ...lotteryOddsAdminEndpoints,
  ...protectionAdminEndpoints,
  ...pointsAdminEndpoints,
  ...feedbackAdminEndpoints,
  ...promoPagesAdminEndpoints,
  ...chatAdminEndpoints,
  ...noticesAdminEndpoints,
  ...agentApplicationsAdminEndpoints,
} as const
