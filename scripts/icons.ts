/**
 * `npm run icons`: draws the app icons into public/icons/ from the brand star
 * (server/modules/images, `brandIconSvg`): icon.svg, PNGs at 192 and 512 px (any and
 * maskable) for the web app manifest, and the 180 px apple-touch-icon. Rendered by Debian's
 * Chromium (CHROMIUM_PATH); the PNGs are committed, so a build needs no browser.
 */
import { writeFileSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { brandIconSvg } from '../server/modules/images/index.ts'

const out = new URL('../public/icons/', import.meta.url)
const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
]

writeFileSync(new URL('icon.svg', out), brandIconSvg())
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } })
    const svg = brandIconSvg({ maskable: icon.maskable }).replace('width="48" height="48"', `width="${icon.size}" height="${icon.size}"`)
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`)
    await page.screenshot({ path: new URL(icon.file, out).pathname, omitBackground: true })
    await page.close()
    console.log(`wrote public/icons/${icon.file}`)
  }
} finally {
  await browser.close()
}
