/**
 * The answer for paths no route matched: the SPA's index.html for page navigations (history
 * routing, see static.ts), 405 when the path exists under another method, otherwise the
 * 404 envelope.
 */
import { clip, sendFailure } from '../http/errors.ts'
import { rootPlugin } from './root-plugin.ts'
import { trySpaFallback, type SpaFiles } from './static.ts'

/** On the root, before any module: its onRoute hook has to see every route. */
export const notFoundPlugin = rootPlugin<{ spa: SpaFiles }>('tala-not-found', async (app, { spa }) => {
  // Methods per literal path, to tell "wrong method" from "no such thing".
  const methodsByPath = new Map<string, Set<string>>()
  app.addHook('onRoute', (r) => {
    if (r.url.includes(':') || r.url.includes('*')) return
    const methods = Array.isArray(r.method) ? r.method : [r.method]
    const set = methodsByPath.get(r.url) ?? new Set<string>()
    for (const m of methods) set.add(m)
    methodsByPath.set(r.url, set)
  })

  app.setNotFoundHandler(async (req, reply) => {
    if (trySpaFallback(spa, req, reply)) return reply
    const path = req.url.split('?')[0] ?? req.url
    const methods = methodsByPath.get(path)
    if (methods && !methods.has(req.method)) {
      reply.header('allow', [...methods].filter((m) => m !== 'HEAD').join(', '))
      return sendFailure(reply, 'METHOD_NOT_ALLOWED', `${req.method} is not allowed on ${clip(path)}.`)
    }
    return sendFailure(reply, 'NOT_FOUND', `Nothing at ${req.method} ${clip(path)}.`)
  })
})
