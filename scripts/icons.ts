/**
 * `npm run icons`: draws the app icons into public/icons/ from the brand star
 * (server/modules/images, `brandIconSvg`): PNGs at 192 and 512 px (any and maskable) for the
 * web app manifest, the 180 px apple-touch-icon and the 32 px favicon. PNGs, not SVG: a browser
 * builds an SVG icon as a document of its own on the page's main thread during the first load.
 * Rendered by Debian's Chromium (CHROMIUM_PATH); the PNGs are committed, so a build needs no browser.
 */
import { writeFileSync } from 'node:fs'
import { chromium } from 'playwright-core'
import sharp from 'sharp'
import { brandIconSvg } from '../server/modules/images/index.ts'

const out = new URL('../public/icons/', import.meta.url)
const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
  { file: 'favicon-32.png', size: 32, maskable: false },
]

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } })
    const svg = brandIconSvg({ maskable: icon.maskable }).replace('width="48" height="48"', `width="${icon.size}" height="${icon.size}"`)
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`)
    const shot = await page.screenshot({ omitBackground: true })
    // A flat star on a dark square: a 256-colour palette looks the same at a quarter of the bytes.
    writeFileSync(new URL(icon.file, out), await sharp(shot).png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 }).toBuffer())
    await page.close()
    console.log(`wrote public/icons/${icon.file}`)
  }
} finally {
  await browser.close()
}
