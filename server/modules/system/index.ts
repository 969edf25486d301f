/**
 * The system module: status, whitelabel tree, register settings, domain routes, help centre.
 * It owns the registration rules: loading them, and checking a value against them (used by
 * registration, social sign-up and the security bindings).
 */
import type { FastifyPluginAsync } from 'fastify'
import { registerSystemRoutes } from './routes.ts'

export const systemModule: FastifyPluginAsync = async (app) => {
  registerSystemRoutes(app)
}

export { loadFreePlayGameTypes, loadRegisterValidation } from './site-config.ts'
export { checkValue, fieldValue, validatePassword, validateRegistration, type FieldError, type RegistrationMode } from './validate-registration.ts'
