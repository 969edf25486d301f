/** The images module: generated SVGs under /img (avatars, flags), and the brand logo, vendor logos and game art as WebP pictures of their drawings. */
import type { FastifyPluginAsync } from 'fastify'
import { registerImageRoutes } from './routes.ts'

export const imagesModule: FastifyPluginAsync = async (app) => {
  registerImageRoutes(app)
}

/** The app icon's drawing, for the build's icon script (scripts/icons.ts). */
export { brandIconSvg } from './svg.ts'
