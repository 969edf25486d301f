/**
 * The join module (/join, issue 39): the agent programme's commission model, read from the
 * house's contracts (modules/contracts programme.ts), and visitors' applications to it. The
 * operator lists, approves (a top agent with the programme's contracts) or rejects them
 * (server/admin/applications.ts).
 */
import type { FastifyPluginAsync } from 'fastify'
import { registerJoinRoutes } from './routes.ts'

export const joinModule: FastifyPluginAsync = async (app) => {
  registerJoinRoutes(app)
}

/** For the operator API. */
export { approveApplication, listApplications, rejectApplication, type ApplicationStatus, type OperatorApplication } from './store.ts'
