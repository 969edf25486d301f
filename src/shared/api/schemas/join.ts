import { Schema } from 'effect'
import { ContractKind, ContractPeriod, ContractTier } from './contracts.ts'
import { Language } from './system.ts'
import { AGENT_ACCOUNT } from './agent.ts'

export const APPLICATION_CONTACT_KINDS = ['mobile', 'email', 'telegram'] as const
export type ApplicationContactKind = (typeof APPLICATION_CONTACT_KINDS)[number]
/** How each way of reaching the applicant is written (the form and the server check the same). */
export const APPLICATION_CONTACT_RULES: Readonly<Record<ApplicationContactKind, RegExp>> = {
  mobile: /^\+?[0-9]{7,15}$/,
  email: /^[^\s@]{1,64}@[^\s@]{1,185}\.[^\s@]{2,}$/,
  telegram: /^@?[A-Za-z][A-Za-z0-9_]{4,31}$/,
}
export const APPLICATION_NAME_MAX = 64
export const APPLICATION_MESSAGE_MAX = 500

/** GET /wps/agent/programme: the commission model, one entry per contract kind the house gives a new agent. */
export const ProgrammeTerms = Schema.Struct({ kind: ContractKind, period: ContractPeriod, tiers: Schema.Array(ContractTier) })
export type ProgrammeTerms = typeof ProgrammeTerms.Type
export const AgentProgrammeReply = Schema.Struct({ contracts: Schema.Array(ProgrammeTerms) })
export type AgentProgrammeReply = typeof AgentProgrammeReply.Type

/** PUT /wps/agent/application (encrypted): a visitor applies to become an agent with the account it will log in with. */
export const AgentApplicationRequest = Schema.Struct({
  /** The bot check (ALTCHA payload), as public registration asks for. */
  altcha: Schema.String.check(Schema.isMaxLength(4096)),
  account: Schema.String.check(Schema.isPattern(AGENT_ACCOUNT)),
  password: Schema.String.check(Schema.isMaxLength(64)),
  name: Schema.String.check(Schema.isMaxLength(APPLICATION_NAME_MAX)),
  contactKind: Schema.Literals(APPLICATION_CONTACT_KINDS),
  contact: Schema.String.check(Schema.isMaxLength(120)),
  message: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(APPLICATION_MESSAGE_MAX))),
  language: Language,
})
export type AgentApplicationRequest = typeof AgentApplicationRequest.Type
export const AgentApplicationReply = Schema.Struct({ id: Schema.Int, account: Schema.String, status: Schema.Literal('pending') })
export type AgentApplicationReply = typeof AgentApplicationReply.Type
