import { endpoint, endpointTable } from './endpoint.ts'
import * as Records from './schemas/records.ts'

/** A bad range; a trial account has no member centre (spec §6), so no records either. */
const range = { RECORDS_RANGE_INVALID: Records.RangeLimit, TRIAL_ACCOUNT: null } as const

/** The member's records (betting record, account record, personal P&L); see schemas/records.ts. */
export const RecordsEndpoints = endpointTable({
  bettingRecord: endpoint({
    method: 'POST', path: '/wps/relay/ODSFE2_bettingRecord', body: Records.BettingRecordRequest, reply: Records.BettingRecordReply, auth: 'token', encrypted: false,
    failures: range,
  }),
  accountRecord: endpoint({
    method: 'POST', path: '/wps/relay/ODSFE2_accountRecord', body: Records.AccountRecordRequest, reply: Records.AccountRecordReply, auth: 'token', encrypted: false,
    failures: range,
  }),
  personalProfit: endpoint({
    method: 'POST', path: '/wps/relay/ODSFE2_personalProfit', body: Records.PersonalProfitRequest, reply: Records.PersonalProfitReply, auth: 'token', encrypted: false,
    failures: range,
  }),
})
