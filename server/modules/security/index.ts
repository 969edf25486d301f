/**
 * The security module: the member centre's bindings (e-mail, mobile number, bank account
 * holder name, authenticator app). Others read a member's bindings, masked, with securityInfo.
 */
import type { FastifyPluginAsync } from 'fastify'
import { registerSecurityRoutes } from './routes.ts'

export const securityModule: FastifyPluginAsync = async (app) => {
  registerSecurityRoutes(app)
}

export { securityInfo } from './routes.ts'
