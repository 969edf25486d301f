/**
 * The operator API of agent contracts: the house's contract of a kind for a top agent (set,
 * replacing the one it had, or end it with the chain below). Spread into `AdminEndpoints`.
 */
import { Schema } from 'effect'
import { Contract, ContractKind, ContractPeriod, ContractTiers } from '../../src/shared/api/index.ts'

const Account = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64))

export const HouseContractBody = Schema.Struct({
  account: Account,
  kind: ContractKind,
  period: ContractPeriod,
  tiers: ContractTiers,
  /** End the agent's own downline contracts that are above these terms (else CONFIRM_REQUIRED lists them). */
  terminateLower: Schema.optionalKey(Schema.Boolean),
  /** Set salaries that together pay more than the house edge anyway (else CONTRACT_CEILING says by how much). */
  aboveEdge: Schema.optionalKey(Schema.Boolean),
})
export const HouseContractEndBody = Schema.Struct({ account: Account, kind: ContractKind })
export const HouseContractReply = Schema.Struct({ contract: Contract, ended: Schema.Array(Contract) })

export const contractsAdminEndpoints = {
  houseContractSet: { method: 'PUT', path: '/admin/contracts/house', body: HouseContractBody, reply: HouseContractReply, auth: 'none', encrypted: false },
  houseContractEnd: { method: 'POST', path: '/admin/contracts/house/end', body: HouseContractEndBody, reply: HouseContractReply, auth: 'none', encrypted: false },
} as const
