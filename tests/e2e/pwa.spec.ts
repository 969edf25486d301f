import { chromium } from '@playwright/test'
import { test, expect } from './support/test.ts'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// The config blocks service workers for the other specs; these are about it.
test.use({ serviceWorkers: 'allow' })

/** Waits until the service worker controls the page (it claims open pages when it activates). */
const controlled = (page: import('@playwright/test').Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 })

test('Chromium finds the site installable: manifest with the brand name and icons, a service worker', async ({ baseURL, launchOptions, csp }) => {
  // A persistent profile: test contexts are incognito, where Chromium never offers to install.
  const profile = mkdtempSync(join(tmpdir(), 'tala-pwa-'))
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL })
  await csp.watch(context)
  try {
    const page = await context.newPage()
    await page.goto('/index')
    await expect(page.getByTestId('page-index')).toBeVisible()
    await controlled(page)
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])
    const manifest = await (await page.request.get('/manifest.webmanifest')).json()
    expect(manifest).toMatchObject({ name: 'Tala', display: 'standalone', start_url: '/index' })
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
})

test('offline, the installed shell shows the offline screen and comes back by itself; no API reply is cached', async ({ page, context }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'))
  await page.goto('/index')
  await expect(page.getByTestId('page-index')).toBeVisible()
  await controlled(page)

  await context.setOffline(true)
  await page.goto('/rng')
  // The cached shell booted; its status call failed (the offline text itself depends on
  // navigator.onLine, which Chromium's offline emulation leaves true: see App.test.tsx).
  await expect(page.getByTestId('boot-failed')).toBeVisible()

  // Back online, the page comes back without a click (the boot retries a network failure).
  await context.setOffline(false)
  await expect(page.getByTestId('page-rng')).toBeVisible({ timeout: 20_000 })

  const cached = await page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname)
    }
    return urls
  })
  expect(cached).toContain('/index.html')
  expect(cached.some((u) => u.startsWith('/assets/'))).toBe(true)
  expect(cached.filter((u) => /^\/(wps|lgw|house|admin|img)\b/.test(u))).toEqual([])
})

test('the app page shows install guides for Android and iPhone with screenshots of the site', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'))
  await page.goto('/app')
  for (const id of ['android', 'ios']) {
    const guide = page.getByTestId(`install-guide-${id}`)
    await expect(guide.getByRole('listitem')).toHaveCount(3)
    const shot = guide.getByRole('img', { name: 'Tala on a phone, in the browser' })
    await shot.scrollIntoViewIfNeeded()
    await expect.poll(() => shot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(390)
  }
  await expect(page.getByTestId('install-guide-android')).toContainText('Install app')
  await expect(page.getByTestId('install-guide-ios')).toContainText('Add to Home Screen')
})

// The load event comes before the first screen's data and pictures: a worker installing then
// would fetch and store the shell beside them.
test('the service worker is registered seconds after the page has loaded, not beside the first screen', async ({ page }) => {
  // The page notes when it first finds a registration (checked every 50 ms from its start).
  await page.addInitScript(() => {
    const w = window as unknown as { swRegisteredAt?: number }
    const check = () => void navigator.serviceWorker.getRegistration().then((r) => (r ? (w.swRegisteredAt ??= performance.now()) : setTimeout(check, 50)))
    check()
  })
  await page.goto('/rng')
  await expect(page.getByTestId('game-card').first()).toBeVisible()
  const registeredAt = () => page.evaluate(() => (window as unknown as { swRegisteredAt?: number }).swRegisteredAt ?? null)
  await expect.poll(registeredAt, { timeout: 20_000 }).not.toBeNull()
  const loadEnd = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd)
  expect((await registeredAt())! - loadEnd).toBeGreaterThanOrEqual(5_000)
  await controlled(page)
})
