import { test, expect } from './support/test.ts'
import geoip from 'geoip-country'
import { admin } from './support/admin.ts'

// These specs change server-wide state through the operator CLI; each puts it back.

test('maintenance on shows the maintenance page, off brings the app back', async ({ page }) => {
  await page.goto('/index')
  await expect(page.getByTestId('page-index')).toBeVisible()
  try {
    await admin('maintenance', 'on')
    await page.reload()
    const screen = page.getByTestId('maintenance-page')
    await expect(screen).toBeVisible()
    await expect(page.getByTestId('contact-us')).toBeVisible()
    await expect(page.getByTestId('page-index')).toHaveCount(0)
  } finally {
    await admin('maintenance', 'off')
  }
  await page.reload()
  await expect(page.getByTestId('page-index')).toBeVisible()
  await expect(page.getByTestId('maintenance-page')).toHaveCount(0)
})

test('maintenance switched on while a visitor browses: the next call shows the maintenance page, not a network error', async ({ page }) => {
  await page.goto('/index')
  await expect(page.getByTestId('page-index')).toBeVisible()
  try {
    await admin('maintenance', 'on')
    // No reload: the slots page asks for the catalogue, and the API answers MAINTENANCE.
    await page.getByTestId('nav-RNG').click()
    await expect(page.getByTestId('maintenance-page')).toBeVisible()
    await expect(page.getByTestId('page-rng')).toHaveCount(0)
  } finally {
    await admin('maintenance', 'off')
  }
  await page.reload()
  await expect(page.getByTestId('page-index').or(page.getByTestId('page-rng'))).toBeVisible()
})

test.describe('region restriction', () => {
  // The e2e server trusts X-Forwarded-For from loopback, so the browser can appear to come
  // from a public address whose country the bundled GeoIP database knows.
  const visitorIp = '49.145.0.10'
  const country = geoip.lookup(visitorIp)?.country ?? ''
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': visitorIp } })

  test('a blocked country sees Access Denied with its IP and country', async ({ page }) => {
    expect(country).toMatch(/^[A-Z]{2}$/)
    try {
      await admin('region', 'block', country)
      await page.goto('/index')
      await expect(page.getByTestId('access-denied-page')).toBeVisible()
      await expect(page.getByTestId('denied-ip')).toContainText(visitorIp)
      await expect(page.getByTestId('denied-country')).toContainText(country)
      await expect(page.getByTestId('contact-us')).toBeVisible()
    } finally {
      await admin('region', 'unblock', country)
    }
    await page.reload()
    await expect(page.getByTestId('page-index')).toBeVisible()
  })

  test('a blocked CIDR sees Access Denied too', async ({ page }) => {
    try {
      await admin('region', 'block', '49.145.0.0/16')
      await page.goto('/index')
      await expect(page.getByTestId('access-denied-page')).toBeVisible()
      await expect(page.getByTestId('denied-ip')).toContainText(visitorIp)
    } finally {
      await admin('region', 'unblock', '49.145.0.0/16')
    }
  })
})

test('with the home-redirect flag on, a visitor reaches only the login pages', async ({ page }) => {
  try {
    await admin('module', 'on', 'HOMEREDIRECT3')
    await page.goto('/vip')
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByTestId('page-login')).toBeVisible()
    await page.goto('/helpmc')
    await expect(page).toHaveURL(/\/helpmc$/)
    await expect(page.getByTestId('page-helpmc')).toBeVisible()
    await page.goto('/rng')
    await expect(page).toHaveURL(/\/login$/)
  } finally {
    await admin('module', 'off', 'HOMEREDIRECT3')
  }
  await page.goto('/vip')
  await expect(page).toHaveURL(/\/vip$/)
})

test('the operator CLI reports the state it changed', async () => {
  const before = await admin('status')
  expect(before).toMatch(/maintenance/i)
  await admin('region', 'block', '203.0.113.0/24')
  try {
    expect(await admin('status')).toContain('203.0.113.0/24')
  } finally {
    await admin('region', 'unblock', '203.0.113.0/24')
  }
  expect(await admin('status')).not.toContain('203.0.113.0/24')
})
