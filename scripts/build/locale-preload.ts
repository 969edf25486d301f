/**
 * Asks for the default language's locale file in index.html, beside the app's scripts. The
 * app reads the visitor's language from storage once its scripts have run, and only then asked
 * for the file: a round trip after the app's largest file, the last answer before home's first
 * screen. Every first visit shows the default language, so a visitor who later chose another
 * has this file in the cache already (it is hashed, kept a year).
 */
import type { Plugin } from 'vite'

/** index.html with a module preload of `file` after the app's own (a script the page imports, not just fetches). */
export const withLocalePreload = (html: string, file: string): string =>
  html.replace('</head>', `  <link rel="modulepreload" crossorigin href="/${file}">\n  </head>`)

export function localePreload(language: string): Plugin {
  const source = `/locales/${language}.json`
  return {
    name: 'tala:locale-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find((c) => c.type === 'chunk' && c.facadeModuleId?.endsWith(source))
        if (!chunk) throw new Error(`No chunk for ${source}: the locale files are meant to be one lazy chunk each`)
        return withLocalePreload(html, chunk.fileName)
      },
    },
  }
}
