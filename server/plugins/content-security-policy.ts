/**
 * The Content-Security-Policy Tala's pages need and nothing more: scripts, styles, fetches and
 * fonts from the site itself; images also as data: URIs (the captcha) and from the image CDNs;
 * frames (the launched game on /game) from the site and the game-launch CDNs; no plugins, no
 * <base>. Only the house game pages may be framed, and only by the site itself.
 */
import { createHash } from 'node:crypto'

export interface CspSources {
  /** Origins of the image CDNs (settings imageCDNs) that are not the site itself. */
  readonly images: ReadonlyArray<string>
  /** Origins of the game-launch CDNs (settings launchGameCDNs) that are not the site itself. */
  readonly frames: ReadonlyArray<string>
  /** 'sha256-...' sources of the inline <style> blocks the server's own pages carry. */
  readonly styleHashes: ReadonlyArray<string>
}

export interface CspOptions {
  /** The page is a house game page, framed by /game. */
  readonly framedBySite: boolean
  /** The request came over HTTPS: sub-resources that still say http:// are upgraded. */
  readonly https: boolean
}

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

export const contentSecurityPolicy = (sources: CspSources, options: CspOptions): string => {
  const directives: Array<[string, ReadonlyArray<string>]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'", ...quoted([...sources.styleHashes, ...LIBRARY_STYLE_HASHES])]],
    ['img-src', ["'self'", 'data:', ...sources.images]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'"]],
    ['frame-src', ["'self'", ...sources.frames]],
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', [options.framedBySite ? "'self'" : "'none'"]],
  ]
  if (options.https) directives.push(['upgrade-insecure-requests', []])
  return directives.map(([name, values]) => [name, ...values].join(' ')).join('; ')
}

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
