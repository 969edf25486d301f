/**
 * The system module: status, whitelabel tree, register settings, domain routes, help centre.
 * It owns the registration rules: loading them, and checking a value against them (used by
 * registration, social sign-up and the security bindings).
 */
import type { FastifyPluginAsync } from 'fastify'
import { registerSystemRoutes } from './routes.ts'

export interface SystemModuleOptions {
  /** Sent to the SPA in the status reply: how often it asks for a member's badge counts. */
  readonly badgePollMs: number
}

export const systemModule: FastifyPluginAsync<SystemModuleOptions> = async (app, options) => {
  registerSystemRoutes(app, options.badgePollMs)
}

export { loadFreePlayGameTypes, loadRegisterValidation } from './site-config.ts'
export { checkValue, fieldValue, validatePassword, validateRegistration, type FieldError, type RegistrationMode } from './validate-registration.ts'
