import type { ConsolidatedReply, SalaryInfo } from '@/shared/api'

/** The agent's own active contracts: the kinds it can offer, each with the rates it cannot exceed. */
export type OwnContracts = ReadonlyArray<SalaryInfo & { contract: NonNullable<SalaryInfo['contract']> }>

/** The agent's own contracts out of its salary info, the ceiling of an offer made with a registration (an agent with none offers nothing). */
export const ownContracts = (reply: ConsolidatedReply): OwnContracts => reply.salary.filter((s): s is OwnContracts[number] => s.contract !== null)
