import { Endpoints, call, type ContractKind, type ContractOfferRequest, type ContractTerms } from '@/shared/api'
import { sessionToken } from '@/entities/session'

/** The contract calls the contract pages make, with the session's token. */
const token = () => sessionToken() ?? ''

export const consolidated = () => call(Endpoints.fundsConsolidated, { token: token() })
export const contractsGiven = (kind: ContractKind) => call(Endpoints.contractList, { token: token(), body: { role: 'upline', kind, status: 'active', pageSize: 50 } })
export const previewOffer = (body: ContractTerms) => call(Endpoints.contractPreview, { token: token(), body })
export const sendOffer = (body: ContractOfferRequest) => call(Endpoints.contractOffer, { token: token(), body })
export const acceptOffer = (contractId: number) => call(Endpoints.contractAccept, { token: token(), body: { contractId } })
export const rejectOffer = (contractId: number) => call(Endpoints.contractReject, { token: token(), body: { contractId } })
export const terminateContract = (contractId: number) => call(Endpoints.contractTerminate, { token: token(), body: { contractId } })
