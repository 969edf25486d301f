import { joinUrl, pickOne } from '@/shared/lib'

/** The image base URL for this visit: one of the configured CDNs, picked at random (spec §7). */
export const pickImageCdn = (cdns: readonly string[], random?: () => number): string => (pickOne(cdns, random) ?? '').replace(/\/+$/, '')

export const imageUrl = (cdn: string, path: string) => (cdn ? joinUrl(cdn, path) : `/${path.replace(/^\/+/, '')}`)

export const brandLogoUrl = (cdn: string) => imageUrl(cdn, 'brand/logo.webp')

/** A country's flag (spec §7: "country flags by countryCode"): flags/<code lowercase>.svg, 4:3. */
export const flagUrl = (cdn: string, countryCode: string) => imageUrl(cdn, `flags/${countryCode.toLowerCase()}.svg`)
