/** The notices calls. */
import type { FastifyInstance } from 'fastify'
import { Endpoints } from '../../../src/shared/api/index.ts'
import { route } from '../../http/route.ts'
import { blockOf } from '../protection/index.ts'
import { loadAnnouncements } from './announcements.ts'

/** Marketing: banners, popups and promotions, never served during a break or self-exclusion. */
const MARKETING = new Set(['B', 'PU', 'PR'])

export const registerNoticeRoutes = (app: FastifyInstance): void => {
  route(app, Endpoints.announcements, async ({ body, token }) => {
    // The call's token is optional: read it only to hold marketing back from a blocked member.
    const session = token ? await app.tala.sessions(token).catch(() => null) : null
    const blocked = session !== null && await blockOf(app.tala.db, Number(session.memberId), app.tala.now()) !== null
    const types = blocked ? body.types.filter((t) => !MARKETING.has(t)) : body.types
    return loadAnnouncements(app.tala.db, { types, execution: body.execution, language: body.language ?? 'ty', now: new Date(app.tala.now()) })
  })
}
