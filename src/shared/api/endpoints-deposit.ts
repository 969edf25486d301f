import { endpoint, endpointTable } from './endpoint.ts'
import * as Deposit from './schemas/deposit.ts'
import { AmountRange } from './schemas/money.ts'
import { DepositLimitValue } from './schemas/protection.ts'
import { protectionBlocked } from './failure-groups.ts'

/** Deposits (member centre page depositv2); see schemas/deposit.ts. */
export const DepositEndpoints = endpointTable({
  depositChannels: endpoint({
    method: 'GET', path: '/wps/relay/MCS2_depositChannels', query: Deposit.DepositChannelsQuery, reply: Deposit.DepositChannelsReply, auth: 'token', encrypted: false,
    failures: { TRIAL_ACCOUNT: null },
  }),
  depositCreate: endpoint({
    method: 'POST', path: '/wps/relay/MCS2_depositRequest', body: Deposit.DepositCreateRequest, reply: Deposit.DepositView, auth: 'token', encrypted: false,
    failures: {
      TRIAL_ACCOUNT: null, DEPOSIT_CHANNEL_UNAVAILABLE: null, DEPOSIT_AMOUNT_OUT_OF_RANGE: AmountRange, DEPOSIT_PENDING_LIMIT: Deposit.PendingLimit,
      ...protectionBlocked, DEPOSIT_LIMIT_REACHED: DepositLimitValue,
    },
  }),
  depositList: endpoint({
    method: 'POST', path: '/wps/relay/MCS2_depositList', body: Deposit.DepositListRequest, reply: Deposit.DepositListReply, auth: 'token', encrypted: false,
    failures: { TRIAL_ACCOUNT: null },
  }),
})
