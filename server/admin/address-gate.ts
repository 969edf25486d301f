/**
 * The admin API answers only the addresses in ADMIN_ALLOW_IPS (default: this machine). Any
 * other address gets exactly the 404 envelope of a path that does not exist, for every
 * method: a scan from outside cannot tell the operator API is there (403, or the 405s of
 * its paths, would say so), and the call costs what an unknown path costs (no database, no
 * rate-limit count, like any 404). The server log says why, for the operator who tried.
 * The gate asks about the path the router matched and the decoded path, never the raw URL
 * alone (`/%61dmin/status` is `/admin/status`). The address is the client IP as TRUSTED_PROXIES resolve it, so behind a trusted proxy it
 * is the visitor's, never the proxy's.
 */
import type { FastifyRequest } from 'fastify'
import { ApiError, clip } from '../http/errors.ts'
import { clientIp } from '../http/client-ip.ts'
import { isGated } from '../http/request-path.ts'
import { cidrContains, parseCidr, parseIp, type Cidr } from '../http/ip.ts'
import { rootPlugin } from '../plugins/root-plugin.ts'

const isAdminPath = (path: string): boolean => path === '/admin' || path.startsWith('/admin/')

export const parseAllowList = (entries: ReadonlyArray<string>): Cidr[] =>
  entries.map((e) => {
    const cidr = parseCidr(e)
    if (!cidr) throw new Error(`Not an IP address or CIDR block in the admin allow-list: "${e}"`)
    return cidr
  })

export const isAllowed = (allowed: ReadonlyArray<Cidr>, ip: string): boolean => {
  const parsed = parseIp(ip)
  return parsed !== null && allowed.some((cidr) => cidrContains(cidr, parsed))
}

/** On the root, before routing: it must answer for unknown /admin paths too. */
export const adminAddressGate = rootPlugin<{ allow: ReadonlyArray<string> }>('tala-admin-address-gate', async (app, { allow }) => {
  const allowed = parseAllowList(allow)
  app.addHook('onRequest', async (req: FastifyRequest) => {
    if (!isGated(req, isAdminPath)) return
    const ip = clientIp(req)
    if (isAllowed(allowed, ip)) return
    req.log.warn({ ip }, 'admin API call from an address outside ADMIN_ALLOW_IPS: answered 404')
    throw new ApiError('NOT_FOUND', `Nothing at ${req.method} ${clip(req.url.split('?')[0] ?? req.url)}.`)
  })
})
