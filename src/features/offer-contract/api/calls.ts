import { ContractEndpoints, call, type ContractOfferRequest, type ContractTerms } from '@/shared/api'
import { sessionToken } from '@/entities/session'

/** The calls of a contract's flow (offer, answer, end), with the session's token. */
const token = () => sessionToken() ?? ''

export const previewOffer = (body: ContractTerms) => call(ContractEndpoints.contractPreview, { token: token(), body })
export const sendOffer = (body: ContractOfferRequest) => call(ContractEndpoints.contractOffer, { token: token(), body })
export const simulateOffer = (body: ContractTerms & { periods: number }) => call(ContractEndpoints.contractSimulate, { token: token(), body })
export const acceptOffer = (contractId: number, terminateLower = false) =>
  call(ContractEndpoints.contractAccept, { token: token(), body: terminateLower ? { contractId, terminateLower } : { contractId } })
export const rejectOffer = (contractId: number) => call(ContractEndpoints.contractReject, { token: token(), body: { contractId } })
export const terminateContract = (contractId: number) => call(ContractEndpoints.contractTerminate, { token: token(), body: { contractId } })
