import { call, WithdrawEndpoints } from '@/shared/api'
import { sessionToken } from '@/entities/session'

const token = (): string => sessionToken() ?? ''

/** The member's answer; a "not received" one sends its proof images as files. */
export const confirmWithdrawal = (
  body: { withdrawalId: string; outcome: 'received' | 'partial' | 'notReceived'; receivedAmount?: number },
  proofs: ReadonlyArray<Blob>,
  signal: AbortSignal,
) => call(WithdrawEndpoints.withdrawalConfirm, { token: token(), body, files: proofs, signal })
