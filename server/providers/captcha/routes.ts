/** GET /wps/captcha: a fresh challenge image; at most one per second per IP (spec §9). */
import type { FastifyInstance } from 'fastify'
import { AccountEndpoints } from '../../../src/shared/api/index.ts'
import { route } from '../../http/route.ts'
import { oncePerSecond } from '../../plugins/rate-limit.ts'
import { createCaptcha } from './store.ts'
import { renderCaptchaPng } from './render.ts'
import { captchaCookie } from './cookie.ts'

export const registerCaptchaRoutes = (app: FastifyInstance): void => {
  route(app, AccountEndpoints.captcha, async (_input, req, reply) => {
    const captcha = await createCaptcha(app.tala.db, new Date(app.tala.now()))
    reply.header('set-cookie', captchaCookie(captcha.id, req.protocol === 'https'))
    reply.header('cache-control', 'no-store')
    return renderCaptchaPng(captcha.answer).toString('base64')
  }, { config: oncePerSecond })
}
