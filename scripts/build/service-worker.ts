/**
 * dist/sw.js, written by Workbox (vite-plugin-pwa, generateSW). It precaches the shell and
 * every hashed script and style sheet of this build (Workbox drops the previous build's when
 * it activates), so an installed site boots offline and shows the app's offline screen, which
 * retries once the connection is back. Page navigations go to the network and fall back to the
 * precached index.html only when it fails, so a deploy shows at once. The server's own paths
 * (API calls, images, admin, house games, docs) are never answered or cached by the worker: no
 * reply with money in it is ever stored. The manifest is the server's (the brand's name), and
 * the app registers the worker itself (src/app/service-worker.ts).
 */
import { VitePWA } from 'vite-plugin-pwa'

export const serviceWorker = () =>
  VitePWA({
    // The app registers it after its first screen; the manifest is served by the server.
    injectRegister: false,
    manifest: false,
    workbox: {
      globPatterns: ['index.html', 'assets/**/*.{js,css}', 'icons/*.png'],
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
            !/^\/(?:wps|lgw|lotto|admin|house|img|docs|health)(?:\/|$)|^\/(?:openapi\.json|manifest\.webmanifest)$/.test(url.pathname),
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: '/index.html' } },
        },
      ],
    },
  })
