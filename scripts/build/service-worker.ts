/**
 * dist/sw.js, written by Workbox (vite-plugin-pwa, generateSW). It precaches the shell when it
 * installs: index.html, the icons and what the first route loads before its first screen (the
 * entry with its static imports, the /index page's chunk, the TY texts; ./first-route-files.ts).
 * Every other hashed script or style sheet is kept the first time the app loads it: they never
 * change, and a phone should not download the whole site's code to install the worker.
 * Navigations go to the network and fall back to the precached index.html only when it fails,
 * so a deploy shows at once; offline, the app shows its offline screen and retries. The
 * server's own paths (API calls, images, admin, house games, docs) are never answered or
 * cached by the worker: no reply with money in it is ever stored. The manifest is the
 * server's (the brand's name); the app registers the worker itself (src/app/service-worker.ts).
 */
import { VitePWA } from 'vite-plugin-pwa'
import { firstRouteFiles, readManifest } from './first-route-files.ts'

/** The shell's files, read from this build's manifest once Vite has written it. */
const shellFilter = (dist: string) => {
  let shell: Set<string> | null = null
  return (url: string) => {
    shell ??= new Set(firstRouteFiles(readManifest(dist)).files)
    return !url.startsWith('assets/') || shell.has(url)
  }
}

export const serviceWorker = (dist = 'dist') => {
  const inShell = shellFilter(dist)
  return VitePWA({
    // The app registers it after its first screen; the manifest is served by the server.
    injectRegister: false,
    manifest: false,
    workbox: {
      globPatterns: ['index.html', 'assets/**/*.{js,css}', 'icons/icon-192.png', 'icons/favicon-32.png'],
      manifestTransforms: [async (entries) => ({ manifest: entries.filter((e) => inShell(e.url)), warnings: [] })],
      // Navigations are network-first (the runtime route below), not answered from the precache.
      navigateFallback: null,
      skipWaiting: true,
      clientsClaim: true,
      runtimeCaching: [
        {
          // A page of the SPA: any navigation but the server's own paths. Written into sw.js
          // as it stands, so it refers to nothing outside itself.
          urlPattern: ({ request, url }) =>
            request.mode === 'navigate' &&
            !/^\/(?:wps|lgw|admin|house|img|docs|health)(?:\/|$)|^\/(?:openapi\.json|manifest\.webmanifest)$/.test(url.pathname),
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: '/index.html' } },
        },
        {
          // The rest of this build's hashed files, kept once loaded (their names change with their content).
          urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: { cacheName: 'tala-assets', expiration: { maxEntries: 300, purgeOnQuotaError: true } },
        },
      ],
    },
  })
}
