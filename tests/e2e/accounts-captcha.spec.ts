import { test, expect } from './support/test.ts'
import { clientIp, freshUsername } from './support/accounts.ts'

test.describe.configure({ timeout: 120_000 })
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': clientIp(13) } })

test('after 3 failed logins the captcha box appears, its image loads, and a click loads a new one', async ({ page }) => {
  const username = freshUsername('x')
  await page.goto('/index')
  await page.getByTestId('header-login').click()
  const modal = page.getByTestId('modal-login')
  await modal.getByTestId('login-username').fill(username)
  for (let attempt = 1; attempt <= 3; attempt++) {
    await expect(modal.getByTestId('login-captcha')).toHaveCount(0)
    await modal.getByTestId('login-password').fill(`Wrong${attempt}pass`)
    await modal.getByTestId('login-submit').click()
    await expect(page.getByTestId('dialog')).toBeVisible()
    await page.getByTestId('dialog-confirm').click()
    await expect(page.getByTestId('dialog')).toBeHidden()
  }
  await expect(modal.getByTestId('login-captcha')).toBeVisible()
  const image = modal.getByTestId('login-captcha-image').locator('img')
  await expect(image).toBeVisible()
  const loaded = () => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)
  await expect.poll(loaded).toBe(true)
  const first = await image.getAttribute('src')
  expect(first).toMatch(/^data:image\/png;base64,/)

  // Without the captcha the form says so and sends nothing.
  await modal.getByTestId('login-password').fill('Wrong4pass')
  await modal.getByTestId('login-submit').click()
  await expect(modal.getByTestId('login-captcha-error')).toBeVisible()

  // A new image on click (at most one a second).
  await page.waitForTimeout(1100)
  await modal.getByTestId('login-captcha-image').click()
  await expect.poll(() => image.getAttribute('src')).not.toBe(first)
  await expect.poll(loaded).toBe(true)
})
