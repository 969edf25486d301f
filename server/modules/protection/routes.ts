/** The member's player-protection calls (ProtectionEndpoints): limits, reality check, break, self-exclusion, the session meter. */
import type { FastifyInstance } from 'fastify'
import { ProtectionEndpoints } from '../../../src/shared/api/index.ts'
import { route } from '../../http/route.ts'
import { requireRealAccount } from '../account/index.ts'
import { breakEnd, exclusionEnd, startBlock } from './blocks.ts'
import { playerLimits, setPlayerLimit, setRealityCheck } from './limits.ts'
import { gameSessionMeter } from './meter.ts'

export const registerProtectionRoutes = (app: FastifyInstance): void => {
  const ctx = app.tala
  const db = ctx.db
  const memberOf = (session: Parameters<typeof requireRealAccount>[0]) => Number(requireRealAccount(session).memberId)

  route(app, ProtectionEndpoints.playerLimits, async ({ session }) => playerLimits(db, memberOf(session), ctx.now()))

  route(app, ProtectionEndpoints.setPlayerLimit, async ({ body, session }) => setPlayerLimit(db, memberOf(session), body.key, body.value, ctx.now()))

  route(app, ProtectionEndpoints.setRealityCheck, async ({ body, session }) => setRealityCheck(db, memberOf(session), body.minutes, ctx.now()))

  route(app, ProtectionEndpoints.takeBreak, async ({ body, session }) => {
    const now = ctx.now()
    const kind = body.duration === '15m' ? 'break' : 'timeout'
    return { block: await startBlock(db, memberOf(session), kind, breakEnd(body.duration, now), now) }
  })

  route(app, ProtectionEndpoints.selfExclude, async ({ body, session }) => {
    const now = ctx.now()
    return { block: await startBlock(db, memberOf(session), 'exclusion', exclusionEnd(body.duration, now), now) }
  })

  route(app, ProtectionEndpoints.gameSessionMeter, async ({ session }) => {
    const s = requireRealAccount(session)
    return gameSessionMeter(db, Number(s.memberId), s.tokenHash, ctx.now())
  })
}
