import * as J from './schemas/join.ts'
import { botCheck, newPassword, throttled } from './failure-groups.ts'
import { endpoint, endpointTable } from './endpoint.ts'

/** Join us (/join, issue 39): the agent programme's commission model and a visitor's application. Not in spec §7. */
export const JoinEndpoints = endpointTable({
  agentProgramme: endpoint({
    method: 'GET', path: '/wps/agent/programme', reply: J.AgentProgrammeReply, auth: 'none', encrypted: false,
  }),
  agentApply: endpoint({
    method: 'PUT', path: '/wps/agent/application', body: J.AgentApplicationRequest, reply: J.AgentApplicationReply, auth: 'none', encrypted: true,
    // ACCOUNT_EXISTS: the account is taken by a member or by another pending application.
    failures: { ...botCheck, ...throttled, ...newPassword, ACCOUNT_EXISTS: null },
  }),
})
