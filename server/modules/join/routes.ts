/** GET /wps/agent/programme and PUT /wps/agent/application (issue 39). */
import type { FastifyInstance } from 'fastify'
import { JoinEndpoints } from '../../../src/shared/api/index.ts'
import { route } from '../../http/route.ts'
import { ApiError } from '../../http/errors.ts'
import { clientIp } from '../../http/client-ip.ts'
import { TOO_MANY_MESSAGE, hitThrottle, isDefaultWeakPassword, requireAltcha, type ThrottleRule } from '../account/index.ts'
import { isBreachedPassword } from '../../lib/breached-passwords/index.ts'
import { houseProgramme } from '../contracts/index.ts'
import { checkApplication } from './check.ts'
import { saveApplication } from './store.ts'

/** Applications per address: 5 a day, then a day's pause (one counted upsert: atomic). */
export const APPLY_PER_IP: ThrottleRule = { minGapMs: 0, max: 5, windowMs: 24 * 60 * 60_000, blockMs: 24 * 60 * 60_000, message: TOO_MANY_MESSAGE }

export const registerJoinRoutes = (app: FastifyInstance): void => {
  const ctx = app.tala

  route(app, JoinEndpoints.agentProgramme, async () => ({ contracts: await houseProgramme(ctx.db) }))

  // Fields first (nothing counted for a typo), then the bot check, the address's count and the store.
  route(app, JoinEndpoints.agentApply, async ({ body }, req) => {
    const now = ctx.now()
    const fields = checkApplication(body)
    if (isBreachedPassword(fields.password) || (await isDefaultWeakPassword(ctx.db, ctx.secretsKey, fields.password))) {
      throw new ApiError('PASSWORD_BREACHED', 'This password is too common or has leaked elsewhere; choose another.')
    }
    await requireAltcha(ctx.db, ctx.secretsKey, body.altcha, now)
    await hitThrottle(ctx.db, `agentapply:${clientIp(req)}`, APPLY_PER_IP, now)
    const saved = await saveApplication(ctx.db, fields, new Date(now))
    // Which application, never who or how to reach them.
    req.log.info({ applicationId: saved.id }, 'agent application received')
    return saved
  })
}
