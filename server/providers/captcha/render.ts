/**
 * Draws captcha text into a PNG (pngjs): tinted background speckle, each character scaled,
 * sheared and nudged by a random amount, and noise lines across. Enough to stop naive OCR
 * while staying readable; the real defence is single use, expiry and rate limiting.
 */
import { randomInt } from 'node:crypto'
import { PNG } from 'pngjs'
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphOf } from './font.ts'

export const CAPTCHA_WIDTH = 120
export const CAPTCHA_HEIGHT = 40
const SCALE = 3

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

const randomDark = (): Rgb => [randomInt(10, 90), randomInt(10, 90), randomInt(40, 130)]
const randomMid = (): Rgb => [randomInt(90, 180), randomInt(90, 180), randomInt(90, 180)]

export const renderCaptchaPng = (text: string): Buffer => {
  const png = new PNG({ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT })
  const base: Rgb = [randomInt(225, 250), randomInt(225, 250), randomInt(225, 250)]
  for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
    for (let x = 0; x < CAPTCHA_WIDTH; x++) {
      const n = randomInt(-14, 15)
      setPixel(png, x, y, [base[0] + Math.min(n, 5), base[1] + Math.min(n, 5), base[2] + Math.min(n, 5)])
    }
  }

  const cell = Math.floor((CAPTCHA_WIDTH - 12) / text.length)
  const glyphPx = GLYPH_WIDTH * SCALE
  ;[...text].forEach((ch, i) => {
    const glyph = glyphOf(ch)
    const color = randomDark()
    const left = 6 + i * cell + Math.floor((cell - glyphPx) / 2) + randomInt(-2, 3)
    const top = Math.floor((CAPTCHA_HEIGHT - GLYPH_HEIGHT * SCALE) / 2) + randomInt(-5, 6)
    const shear = randomInt(-6, 7) / 10 // pixels of sideways shift per glyph row
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

  for (let k = 0; k < 4; k++) {
    line(png, randomInt(0, 20), randomInt(0, CAPTCHA_HEIGHT), randomInt(CAPTCHA_WIDTH - 20, CAPTCHA_WIDTH), randomInt(0, CAPTCHA_HEIGHT), randomMid())
  }
  for (let k = 0; k < 60; k++) setPixel(png, randomInt(0, CAPTCHA_WIDTH), randomInt(0, CAPTCHA_HEIGHT), randomMid())

  return PNG.sync.write(png)
}
