/** The operator's agent-application calls (contract-applications.ts): list, approve, reject. */
import type { FastifyInstance } from 'fastify'
import { route } from '../http/route.ts'
import { approveApplication, listApplications, rejectApplication } from '../modules/join/index.ts'
import { AdminEndpoints } from './contract.ts'
import { operatorOf } from './operator.ts'

export const DEFAULT_APPLICATION_LIST = 50

export const registerApplicationsAdmin = (app: FastifyInstance): void => {
  const db = () => app.tala.db
  const now = () => new Date(app.tala.now())

  route(app, AdminEndpoints.agentApplicationList, async ({ query }) => ({ applications: await listApplications(db(), query.status, query.limit ?? DEFAULT_APPLICATION_LIST) }))

  route(app, AdminEndpoints.agentApplicationApprove, async ({ params }, req) => {
    const operator = operatorOf(req)
    const done = await approveApplication(db(), params.id, operator, now())
    req.log.info({ applicationId: done.id, contracts: done.contracts.length, operator }, 'agent application approved by operator')
    return done
  })

  route(app, AdminEndpoints.agentApplicationReject, async ({ params, body }, req) => {
    const operator = operatorOf(req)
    const done = await rejectApplication(db(), params.id, body.reason.trim(), operator, now())
    req.log.info({ applicationId: done.id, operator }, 'agent application rejected by operator')
    return done
  })
}
