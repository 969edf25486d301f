/**
 * GET /wps/system/status: everything the SPA needs to boot and to choose its screen
 * (normal, maintenance, access denied). Never refused by the gates, so it must itself say
 * whether the site is in maintenance and whether this visitor is restricted.
 */
import type { FastifyRequest } from 'fastify'
import type { StatusReply } from '../../../src/shared/api/index.ts'
import type { AppContext } from '../../http/context.ts'
import { ApiError } from '../../http/errors.ts'
import { clientLocation, UNKNOWN_COUNTRY } from '../../http/client-ip.ts'
import { isRegionBlocked } from '../../http/site-state.ts'
import { getSettings, requireSetting } from '../../db/settings.ts'
import { loadFreePlayGameTypes, loadRegisterValidation, loadResources, loadWhitelabelTree } from './site-config.ts'

/**
 * The `url` query is the host the visitor typed (the SPA sends location.host). It is only
 * checked and logged for now; it will pick a brand when one server hosts several.
 */
export const parseSiteUrl = (url: string): string => {
  try {
    const parsed = new URL(url.includes('://') ? url : `http://${url}`)
    if ((parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '') return parsed.host
  } catch {
    // fall through
  }
  throw new ApiError('VALIDATION_FAILED', 'Invalid query: url: Expected the site host name or address (e.g. www.example.com)')
}

export const buildStatus = async (ctx: AppContext, req: FastifyRequest, url: string | undefined, badgePollMs: number): Promise<StatusReply> => {
  if (url !== undefined && url !== '') req.log.debug({ host: parseSiteUrl(url) }, 'status requested for host')
  const { db } = ctx
  const [settings, whitelabel, registerValidation, resources, freePlayGameTypes, state] = await Promise.all([
    getSettings(db, ['brand', 'customerService', 'imageCDNs', 'launchGameCDNs'] as const),
    loadWhitelabelTree(db),
    loadRegisterValidation(db),
    loadResources(db),
    loadFreePlayGameTypes(db),
    ctx.siteState.get(),
  ])
  const { ip, country } = clientLocation(req)
  return {
    info: {
      brand: requireSetting(settings, 'brand'),
      whitelabel,
      registerValidation,
      resources,
      customerService: requireSetting(settings, 'customerService'),
      imageCDNs: requireSetting(settings, 'imageCDNs'),
      launchGameCDNs: requireSetting(settings, 'launchGameCDNs'),
      payloadKey: ctx.payloadKey,
      freePlayGameTypes: [...freePlayGameTypes],
      badgePollMs,
    },
    location: { ip, country: country || UNKNOWN_COUNTRY },
    maintenance: state.maintenance,
    regionRestriction: isRegionBlocked(state, ip, country),
  }
}
