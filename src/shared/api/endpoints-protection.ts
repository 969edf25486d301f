import { Schema } from 'effect'
import * as P from './schemas/protection.ts'
import { endpoint, endpointTable } from './endpoint.ts'
import { realAccount } from './failure-groups.ts'

const NoBody = Schema.Struct({})

/**
 * Player protection (schemas/protection.ts): the member's limits, reality check, break and
 * self-exclusion, and the live meter of the game session. Under /wps/relay/ with the token,
 * like the member centre's other calls. Reading and setting limits stay open during a block
 * (a member may always make limits stricter).
 */
export const ProtectionEndpoints = endpointTable({
  playerLimits: endpoint({
    method: 'POST', path: '/wps/relay/MCS2_getPlayerLimits', body: NoBody, reply: P.PlayerLimitsReply, auth: 'token', encrypted: false,
    failures: { ...realAccount },
  }),
  setPlayerLimit: endpoint({
    method: 'POST', path: '/wps/relay/MCS2_setPlayerLimit', body: P.SetPlayerLimitRequest, reply: P.SetPlayerLimitReply, auth: 'token', encrypted: false,
    failures: { ...realAccount },
  }),
  setRealityCheck: endpoint({
    method: 'POST', path: '/wps/relay/MCS2_setRealityCheck', body: P.SetRealityCheckRequest, reply: P.PlayerLimitsReply, auth: 'token', encrypted: false,
    failures: { ...realAccount },
  }),
  /** A break (15 minutes, the game bar's "take a break", which also ends the game session) or a time-out. */
  takeBreak: endpoint({
    method: 'POST', path: '/wps/relay/MCS2_takeBreak', body: P.TakeBreakRequest, reply: P.BlockReply, auth: 'token', encrypted: false,
    failures: { ...realAccount, PROTECTION_ACTIVE: P.BlockedValue },
  }),
  selfExclude: endpoint({
    method: 'POST', path: '/wps/relay/MCS2_selfExclude', body: P.SelfExcludeRequest, reply: P.BlockReply, auth: 'token', encrypted: false,
    failures: { ...realAccount, PROTECTION_ACTIVE: P.BlockedValue },
  }),
  gameSessionMeter: endpoint({
    method: 'POST', path: '/wps/relay/MCS2_getGameSessionMeter', body: NoBody, reply: P.GameSessionMeterReply, auth: 'token', encrypted: false,
    failures: { ...realAccount },
  }),
})
