/**
 * `node --import tsx scripts/screenshot.ts <url> <out.png> [lang] [width]`: a headless
 * Chromium screenshot of a page, for looking at what a player sees.
 */
import { chromium } from 'playwright-core'

const [url, out, lang = 'ty', width = '1280'] = process.argv.slice(2)
if (!url || !out) {
  console.error('usage: screenshot.ts <url> <out.png> [ty|en|cn|th|vi] [width]')
  process.exit(2)
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
})
const context = await browser.newContext({ viewport: { width: Number(width), height: 900 } })
await context.addInitScript((l) => localStorage.setItem('lang', l), lang)
const page = await context.newPage()
await page.goto(url, { waitUntil: 'networkidle' })
await page.waitForTimeout(500)
await page.screenshot({ path: out, fullPage: true })
await browser.close()
console.log(`wrote ${out}`)
