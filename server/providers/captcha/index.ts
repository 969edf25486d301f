/**
 * The captcha provider: GET /wps/captcha draws a PNG challenge and sets its cookie; login and
 * registration check the answer with readCaptchaCookie + verifyCaptcha (single use).
 */
import type { FastifyPluginAsync } from 'fastify'
import { registerCaptchaRoutes } from './routes.ts'

export const captchaProvider: FastifyPluginAsync = async (app) => {
  registerCaptchaRoutes(app)
}

export { CAPTCHA_COOKIE, readCaptchaCookie } from './cookie.ts'
export { createCaptcha, verifyCaptcha } from './store.ts'
