/**
 * Writes the favicon into index.html as a data URL of its PNG (`public/icons/favicon-32.png`,
 * under a kilobyte). Asked for by address, it was one of the first requests of every page:
 * over HTTP/1.1 a phone opens six connections to the host, and the favicon held one of them
 * while the app's scripts waited for a free one. A PNG, never an SVG: Chromium builds an SVG
 * image as a document of its own on the page's main thread.
 */
import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

const ICON_LINK = /(<link rel="icon" href=")([^"]+\.png)("[^>]*>)/

/** index.html with its PNG favicon's address replaced by `data:image/png;base64,...` of `png`. */
export const withInlineFavicon = (html: string, png: Buffer): string => {
  if (!ICON_LINK.test(html)) throw new Error('index.html has no <link rel="icon" href="....png"> to inline')
  if (png.subarray(1, 4).toString('latin1') !== 'PNG') throw new Error('the favicon is not a PNG file')
  return html.replace(ICON_LINK, (_, start: string, _href: string, end: string) => `${start}data:image/png;base64,${png.toString('base64')}${end}`)
}

export function inlineFavicon(file: string): Plugin {
  return {
    name: 'tala:inline-favicon',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => withInlineFavicon(html, readFileSync(file)) },
  }
}
