/**
 * The paths a gate decides on. Never the raw URL alone: the router decodes it, so
 * `/%61dmin/status` reaches the `/admin/status` route. A gate asks about both the route the
 * router matched (its pattern, e.g. `/admin/settings/:key`) and the request path decoded
 * until it no longer changes, with dot segments and repeated slashes removed; a path is gated
 * when either reading is.
 */
import type { FastifyRequest } from 'fastify'

const MAX_DECODE_ROUNDS = 4

/** `/%2561dmin//x/../status?y` → `/admin/status`. */
export const normalisedPath = (url: string): string => {
  const end = url.search(/[?#]/)
  let path = end === -1 ? url : url.slice(0, end)
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    let next: string
    try {
      next = decodeURIComponent(path)
    } catch {
      break
    }
    if (next === path) break
    path = next
  }
  const segments: string[] = []
  for (const segment of path.replaceAll('\\', '/').split('/')) {
    if (segment === '' || segment === '.') continue
    if (segment === '..') segments.pop()
    else segments.push(segment)
  }
  return `/${segments.join('/')}`
}

/** Whether a gate that covers `covers` applies: to the matched route's pattern or to the normalised request path. */
export const isGated = (req: FastifyRequest, covers: (path: string) => boolean): boolean => {
  const routed = req.routeOptions.url
  return (routed !== undefined && covers(routed)) || covers(normalisedPath(req.url))
}
