/**
 * Artwork as WebP. A phone lays out and paints an SVG image on its main thread, one document
 * per tile, text and all: a screenful of tiles held up taps on the first load. A WebP decodes
 * off the main thread. Each drawing is rendered once (sharp, its text in the system's fonts),
 * at twice its size for sharp phone screens, and kept in memory: the most recent ones, so a
 * crawl through 10,000 games cannot grow it without bound.
 */
import sharp from 'sharp'

/** Pixels per inch of the drawing: 72 is its own size, 144 twice (the default). */
const DENSITY = 144
/** Flat colours and large type: at 70 a tile is 15% smaller than at 80 and looks the same. */
const QUALITY = 70
const KEPT = 2_000

/**
 * The picture kept under `key`, or the one rendered from `drawing` (which looks the image up:
 * null when there is no such image, and then null here). A kept picture costs no lookup.
 */
export type Rasterize = (key: string, drawing: () => Promise<string | null>, density?: number) => Promise<Buffer | null>

export const createRasterizer = (kept = KEPT): Rasterize => {
  // Promises, so two requests for one image at once look it up and render it once.
  const recent = new Map<string, Promise<Buffer | null>>()
  return (key, drawing, density = DENSITY) => {
    const hit = recent.get(key)
    if (hit) {
      recent.delete(key)
      recent.set(key, hit)
      return hit
    }
    const made = drawing().then((svg) => (svg === null ? null : sharp(Buffer.from(svg), { density }).webp({ quality: QUALITY }).toBuffer()))
    recent.set(key, made)
    // An unknown image or a failed render is not kept: the next request looks again.
    const forget = () => {
      if (recent.get(key) === made) recent.delete(key)
    }
    made.then((picture) => {
      if (picture === null) forget()
    }, forget)
    if (recent.size > kept) recent.delete(recent.keys().next().value!)
    return made
  }
}
