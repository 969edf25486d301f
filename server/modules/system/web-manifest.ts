/**
 * The web app manifest (`GET /manifest.webmanifest`): the brand's name from its settings, so
 * each operator's site installs under its own name; the icons are the build's (public/icons,
 * drawn by scripts/icons.ts; PNGs only, as an SVG icon costs the page a document of its own on
 * its main thread while it loads). Not cached long: a brand rename shows at the next visit.
 */
import type { FastifyInstance } from 'fastify'
import { getSetting } from '../../db/settings.ts'

const BACKGROUND = '#0a0e17'

export const webManifest = (brandName: string) => ({
  id: '/',
  name: brandName,
  short_name: brandName.length <= 12 ? brandName : brandName.slice(0, 12),
  start_url: '/index',
  scope: '/',
  display: 'standalone',
  background_color: BACKGROUND,
  theme_color: BACKGROUND,
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
})

export const registerWebManifestRoute = (app: FastifyInstance): void => {
  app.get('/manifest.webmanifest', async (_req, reply) => {
    const brand = await getSetting(app.tala.db, 'brand')
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(JSON.stringify(webManifest(brand?.brandName ?? 'Tala')))
  })
}
