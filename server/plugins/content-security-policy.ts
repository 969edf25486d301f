/**
 * The Content-Security-Policy Tala's pages need and nothing more, as @fastify/helmet
 * directives: scripts, styles, fetches and fonts from the site itself; images also as data:
 * URIs (the captcha) and from the image CDNs; frames (the launched game on /game) from the
 * site and the game-launch CDNs; no plugins, no <base>. Only the house game pages may be
 * framed, and only by the site itself.
 */
import { createHash } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { HOUSE_ENGINES } from '../providers/house/index.ts'

/** Origins of the CDNs in the settings that are not the site itself. */
export interface CdnOrigins {
  /** imageCDNs */
  readonly images: ReadonlyArray<string>
  /** launchGameCDNs */
  readonly frames: ReadonlyArray<string>
}

/** The house game pages, the only ones /game frames. */
export const FRAMED_PAGES = new RegExp(`^/house/(${HOUSE_ENGINES.join('|')})(/|$)`)

export const isFramedPage = (url: string | undefined): boolean => FRAMED_PAGES.test(url ?? '')

const quoted = (hashes: ReadonlyArray<string>) => hashes.map((h) => `'${h}'`)

const styleHash = (text: string): string => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`

/**
 * The <style> elements React Aria adds to the SPA's page at run time, verbatim (usePress on
 * the first pressable; usePreventScroll only in mobile WebKit): allowed by hash, so no
 * 'unsafe-inline'. content-security-policy.test.ts fails when an upgrade changes them.
 */
export const LIBRARY_STYLES = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
] as const
const LIBRARY_STYLE_HASHES = LIBRARY_STYLES.map(styleHash)

/**
 * The directives for helmet; `cdn` gives the CDN origins as last read (called per reply),
 * `styleHashes` the hashes of the inline styles of the server's own pages.
 */
export const cspDirectives = (cdn: () => CdnOrigins, styleHashes: ReadonlyArray<string>) => ({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", ...quoted([...styleHashes, ...LIBRARY_STYLE_HASHES])],
  'img-src': ["'self'", 'data:', () => cdn().images.join(' ')],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-src': ["'self'", () => cdn().frames.join(' ')],
  'worker-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': [(req: IncomingMessage) => (isFramedPage(req.url) ? "'self'" : "'none'")],
})

/** The origins among CDN addresses ("/img" and "" are the site itself; junk is ignored). */
export const foreignOrigins = (addresses: ReadonlyArray<unknown>): string[] => {
  const origins = new Set<string>()
  for (const a of addresses) {
    if (typeof a !== 'string' || !/^https?:\/\//i.test(a)) continue
    try {
      origins.add(new URL(a).origin)
    } catch {
      // Not a URL: nothing the browser could load from it either.
    }
  }
  return [...origins]
}

/** CSP hash sources of every inline <style> element of an HTML page. */
export const inlineStyleHashes = (html: string): string[] =>
  [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi)].map((m) => styleHash(m[1] ?? ''))
