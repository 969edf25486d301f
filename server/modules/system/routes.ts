/** The /wps/system calls: status, whitelabel, register settings, domain routes, help centre; the web app manifest. */
import type { FastifyInstance } from 'fastify'
import { Endpoints } from '../../../src/shared/api/index.ts'
import { route } from '../../http/route.ts'
import { buildStatus } from './status.ts'
import { registerWebManifestRoute } from './web-manifest.ts'
import { loadDomainRoutes, loadHelpCenter, loadRegisterValidation, loadWhitelabelTree } from './site-config.ts'

export const registerSystemRoutes = (app: FastifyInstance, badgePollMs: number): void => {
  route(app, Endpoints.systemStatus, async ({ query }, req) => buildStatus(app.tala, req, query.url, badgePollMs))
  route(app, Endpoints.whitelabel, async () => loadWhitelabelTree(app.tala.db))
  route(app, Endpoints.registerSetting, async () => loadRegisterValidation(app.tala.db))
  route(app, Endpoints.domainRoute, async () => loadDomainRoutes(app.tala.db))
  route(app, Endpoints.helpCenter, async ({ query }) => loadHelpCenter(app.tala.db, query.language ?? 'ty'))
  registerWebManifestRoute(app)
}
