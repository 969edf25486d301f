/**
 * Images under /img (the seeded image CDN is "/img"): vendor logos at
 * /img/vendor/<game type lowercase>/<code>.webp, the brand logo at /img/brand/logo.webp and
 * game artwork at /img/game/<game type lowercase>/<game id>.webp (each also as .svg, the
 * drawing the WebP is rendered from: raster.ts),
 * member avatars at /img/avatar/<16 hex>.svg (identicons; the id is a hash of the account),
 * country flags at /img/flags/<country code lowercase>.svg (flags.ts).
 * Unknown images answer the 404 envelope.
 */
import type { FastifyInstance, FastifyReply } from 'fastify'
import { ApiError } from '../../http/errors.ts'
import { getSetting } from '../../db/settings.ts'
import { avatarSvg, brandLogoSvg, gameArtSvg, vendorLogoSvg } from './svg.ts'
import { flagSvg } from './flags.ts'
import { createRasterizer, type Rasterize } from './raster.ts'

/** Flags come from a pinned package and change only with it: cached for 30 days. */
const FLAG_CACHE = 'public, max-age=2592000'

const IMAGE_CACHE = 'public, max-age=3600'

const sendImage = (reply: FastifyReply, contentType: string, body: string | Buffer, cacheControl = IMAGE_CACHE): FastifyReply =>
  reply.header('content-type', contentType).header('cache-control', cacheControl).header('x-content-type-options', 'nosniff').send(body)

const sendSvg = (reply: FastifyReply, svg: string, cacheControl = IMAGE_CACHE): FastifyReply =>
  // An SVG opened directly must not run anything.
  sendImage(reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'"), 'image/svg+xml; charset=utf-8', svg, cacheControl)

const notFound = () => new ApiError('NOT_FOUND', 'No such image.')

/**
 * A vendor's logo shows at most 96 CSS px wide (the footer's partners; 24 to 48 px in a hall's
 * tabs and title): a third over its drawing's size covers a 3x screen, at half the bytes of twice.
 */
const VENDOR_LOGO_DENSITY = 96

/**
 * The header shows the logo at 132×40 CSS px from a 168×48 drawing: three times that width
 * covers a 3x screen. A picture, not the drawing, because each SVG image is a document of its
 * own that a phone builds on its main thread during the first load.
 */
const BRAND_LOGO_DENSITY = 216

/** Artwork asked for as .svg gets the drawing; as .webp, its picture. */
const ARTWORK_FILE = /^(.{1,64})\.(svg|webp)$/

/** The drawing (`.svg`) or its picture (`.webp`); `drawing` looks the image up, null when unknown. */
const sendArtwork = async (reply: FastifyReply, rasterize: Rasterize, key: string, format: string, drawing: () => Promise<string | null>, density?: number): Promise<FastifyReply> => {
  const body = format === 'svg' ? await drawing() : await rasterize(key, drawing, density)
  if (body === null) throw notFound()
  return typeof body === 'string' ? sendSvg(reply, body) : sendImage(reply, 'image/webp', body)
}

export const registerImageRoutes = (app: FastifyInstance): void => {
  const rasterize = createRasterizer()
  app.get<{ Params: { gameType: string; file: string } }>('/img/vendor/:gameType/:file', async (req, reply) => {
    const match = ARTWORK_FILE.exec(req.params.file)
    if (!match || !/^[a-z]{2,16}$/.test(req.params.gameType)) throw notFound()
    const code = match[1]!
    const format = match[2]!
    return sendArtwork(reply, rasterize, `vendor/${req.params.gameType}/${code}`, format, async () => {
      const vendor = await app.tala.db
        .selectFrom('game_vendors')
        .select(['vassalage', 'display_name'])
        .where('game_type', '=', req.params.gameType.toUpperCase())
        .where('vassalage', '=', code)
        .executeTakeFirst()
      return vendor ? vendorLogoSvg(vendor.vassalage, vendor.display_name) : null
    }, VENDOR_LOGO_DENSITY)
  })

  app.get<{ Params: { gameType: string; file: string } }>('/img/game/:gameType/:file', async (req, reply) => {
    const match = ARTWORK_FILE.exec(req.params.file)
    if (!match || !/^[a-z0-9_-]{1,64}$/i.test(match[1]!) || !/^[a-z]{2,16}$/.test(req.params.gameType)) throw notFound()
    const id = match[1]!
    const format = match[2]!
    return sendArtwork(reply, rasterize, `game/${req.params.gameType}/${id}`, format, async () => {
      const game = await app.tala.db
        .selectFrom('games')
        .innerJoin('game_vendors', (j) => j.onRef('game_vendors.vassalage', '=', 'games.vassalage').onRef('game_vendors.game_type', '=', 'games.game_type'))
        .select(['games.id', 'games.name', 'games.vassalage', 'game_vendors.display_name'])
        .where('games.game_type', '=', req.params.gameType.toUpperCase())
        .where('games.id', '=', id)
        .executeTakeFirst()
      return game ? gameArtSvg(game.id, game.name, game.vassalage, game.display_name) : null
    })
  })

  app.get<{ Params: { file: string } }>('/img/avatar/:file', async (req, reply) => {
    const match = /^([0-9a-f]{16})\.svg$/.exec(req.params.file)
    if (!match) throw notFound()
    return sendSvg(reply, avatarSvg(match[1]!))
  })

  app.get<{ Params: { file: string } }>('/img/flags/:file', async (req, reply) => {
    const svg = flagSvg(req.params.file)
    if (!svg) throw notFound()
    return sendSvg(reply, await svg, FLAG_CACHE)
  })

  app.get<{ Params: { file: string } }>('/img/brand/:file', async (req, reply) => {
    const format = /^logo\.(svg|webp)$/.exec(req.params.file)?.[1]
    if (!format) throw notFound()
    const brandName = (await getSetting(app.tala.db, 'brand'))?.brandName ?? 'Tala'
    // Keyed by the name: a renamed brand gets a new picture at once.
    return sendArtwork(reply, rasterize, `brand/logo/${brandName}`, format, async () => brandLogoSvg(brandName), BRAND_LOGO_DENSITY)
  })
}
