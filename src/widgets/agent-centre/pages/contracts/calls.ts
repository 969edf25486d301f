import { ContractEndpoints, call, type ContractKind, type ContractOfferRequest, type ContractTerms } from '@/shared/api'
import { sessionToken } from '@/entities/session'

/** The contract calls the contract pages make, with the session's token. */
const token = () => sessionToken() ?? ''

export const consolidated = () => call(ContractEndpoints.fundsConsolidated, { token: token() })
export const contractsGiven = (kind: ContractKind) => call(ContractEndpoints.contractList, { token: token(), body: { role: 'upline', kind, status: 'active', pageSize: 50 } })
export const previewOffer = (body: ContractTerms) => call(ContractEndpoints.contractPreview, { token: token(), body })
export const sendOffer = (body: ContractOfferRequest) => call(ContractEndpoints.contractOffer, { token: token(), body })
export const acceptOffer = (contractId: number) => call(ContractEndpoints.contractAccept, { token: token(), body: { contractId } })
export const rejectOffer = (contractId: number) => call(ContractEndpoints.contractReject, { token: token(), body: { contractId } })
export const terminateContract = (contractId: number) => call(ContractEndpoints.contractTerminate, { token: token(), body: { contractId } })
