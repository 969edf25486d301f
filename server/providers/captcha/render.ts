/**
 * Draws captcha text into a PNG (pngjs): a tinted, lightly speckled background, then each
 * character large and well apart, nudged and sheared a little by a random amount, over faint
 * noise lines, with one thin line across the top. Random per request, enough to stop naive OCR
 * while a person reads it at a glance on a phone; the real defence is single use, expiry and
 * rate limiting.
 */
import { randomInt } from 'node:crypto'
import { PNG } from 'pngjs'
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphOf } from './font.ts'

export const CAPTCHA_WIDTH = 140
export const CAPTCHA_HEIGHT = 44
/** Each glyph pixel is a SCALE x SCALE block: 20 x 28 px characters, strokes 4 px thick. */
const SCALE = 4
const MARGIN = 4

type Rgb = readonly [number, number, number]

const setPixel = (png: PNG, x: number, y: number, [r, g, b]: Rgb): void => {
  if (x < 0 || y < 0 || x >= png.width || y >= png.height) return
  const i = (png.width * y + x) << 2
  png.data[i] = r
  png.data[i + 1] = g
  png.data[i + 2] = b
  png.data[i + 3] = 255
}

const line = (png: PNG, x0: number, y0: number, x1: number, y1: number, color: Rgb): void => {
  // Bresenham: every step lands on a whole pixel.
  const dx = Math.abs(x1 - x0)
  const dy = -Math.abs(y1 - y0)
  const sx = x0 < x1 ? 1 : -1
  const sy = y0 < y1 ? 1 : -1
  let err = dx + dy
  for (;;) {
    setPixel(png, x0, y0, color)
    if (x0 === x1 && y0 === y1) return
    const e2 = 2 * err
    if (e2 >= dy) { err += dy; x0 += sx }
    if (e2 <= dx) { err += dx; y0 += sy }
  }
}

const randomDark = (): Rgb => [randomInt(10, 80), randomInt(10, 80), randomInt(40, 120)]
/** Noise is lighter than any glyph, so a stroke never disappears under it. */
const randomFaint = (): Rgb => [randomInt(150, 205), randomInt(150, 205), randomInt(150, 205)]

const noiseLine = (png: PNG, color: Rgb): void =>
  line(png, randomInt(0, 16), randomInt(4, CAPTCHA_HEIGHT - 4), randomInt(CAPTCHA_WIDTH - 16, CAPTCHA_WIDTH), randomInt(4, CAPTCHA_HEIGHT - 4), color)

export const renderCaptchaPng = (text: string): Buffer => {
  const png = new PNG({ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT })
  const base: Rgb = [randomInt(228, 250), randomInt(228, 250), randomInt(228, 250)]
  for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
    for (let x = 0; x < CAPTCHA_WIDTH; x++) {
      const n = randomInt(-8, 5)
      setPixel(png, x, y, [base[0] + n, base[1] + n, base[2] + n])
    }
  }
  // Behind the text: one faint line and a sprinkle of dots.
  noiseLine(png, randomFaint())
  for (let k = 0; k < 50; k++) setPixel(png, randomInt(0, CAPTCHA_WIDTH), randomInt(0, CAPTCHA_HEIGHT), randomFaint())

  const cell = Math.floor((CAPTCHA_WIDTH - 2 * MARGIN) / text.length)
  const glyphPx = GLYPH_WIDTH * SCALE
  ;[...text].forEach((ch, i) => {
    const glyph = glyphOf(ch)
    const color = randomDark()
    const left = MARGIN + i * cell + Math.floor((cell - glyphPx) / 2) + randomInt(-1, 2)
    const top = Math.floor((CAPTCHA_HEIGHT - GLYPH_HEIGHT * SCALE) / 2) + randomInt(-3, 4)
    // Sideways shift per glyph row: at most a pixel or two over the height, a slant, not a smear.
    const shear = randomInt(-3, 4) / 10
    glyph.forEach((row, gy) => {
      const rowShift = Math.round((gy - GLYPH_HEIGHT / 2) * shear)
      row.forEach((ink, gx) => {
        if (!ink) return
        for (let py = 0; py < SCALE; py++) {
          for (let px = 0; px < SCALE; px++) {
            setPixel(png, left + gx * SCALE + px + rowShift, top + gy * SCALE + py, color)
          }
        }
      })
    })
  })

  // Over the text: one thin faint line, which nicks a stroke here and there but never hides one.
  noiseLine(png, randomFaint())

  return PNG.sync.write(png)
}
