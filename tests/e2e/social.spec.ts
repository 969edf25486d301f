import { test, expect, type Page } from './support/test.ts'
import { admin } from './support/admin.ts'
import { e2eServer } from './support/server.ts'
import { startOidcProvider, type TestOidcProvider } from '../../server/testing/oidc-provider.ts'
import { settleAfterLogin } from './support/after-login.ts'

// Social sign-in against a real OpenID Connect provider (oidc-provider) started here and
// configured as "google" through the operator CLI; Chromium goes through its real login
// and consent pages.

let op: TestOidcProvider
test.beforeAll(async () => {
  op = await startOidcProvider({ redirectUris: [`${e2eServer.url}/social/callback`] })
  const out = await admin('social', 'set', 'google', '--issuer', op.issuer, '--client-id', op.clientId, '--client-secret', op.clientSecret)
  expect(out).toContain('google')
  expect(out).not.toContain(op.clientSecret)
})
test.afterAll(async () => {
  await admin('social', 'off', 'google').catch(() => undefined)
  await op?.close()
})

/**
 * At the provider: its login page (any name), then its consent page, unless it remembers both;
 * then it may send the browser straight back, and a linked account is signed in (the
 * callback page can be gone before it is seen).
 */
async function signInAtProvider(page: Page, login: string) {
  const loginForm = page.locator('input[name="login"]')
  const consent = page.getByRole('button', { name: 'Continue' })
  const backOnSite = page.getByTestId('page-socialCallback').or(page.getByTestId('member-account'))
  // While the callback page hands over to home, both of its markers can show at once.
  await expect(loginForm.or(consent).or(backOnSite).first()).toBeVisible()
  if (await loginForm.isVisible()) {
    await loginForm.fill(login)
    await page.locator('input[name="password"]').fill('any-password')
    await page.getByRole('button', { name: 'Sign-in' }).click()
  }
  if (await consent.isVisible({ timeout: 5_000 }).catch(() => false)) await consent.click()
}

test('Google button: register a new account at the first sign-in, straight in the next time', async ({ page }) => {
  const username = `gg${Date.now().toString(36).slice(-8)}`
  await page.goto('/index')
  await page.getByTestId('header-login').click()
  await page.getByTestId('social-google').click()

  await expect(page).toHaveURL(new RegExp(`^${op.issuer}/`))
  await signInAtProvider(page, 'ana.santos')

  await expect(page).toHaveURL(/\/social\/callback\?/)
  await expect(page.getByTestId('social-identity')).toContainText('ana.santos@oidc.example.test')
  await page.getByTestId('social-choose-register').click()
  await page.getByTestId('social-username').fill(username)
  await page.getByTestId('social-submit').click()
  // The irreversible choice is confirmed before anything is created.
  await expect(page.getByTestId('social-confirm-text')).toContainText(username)
  await page.getByTestId('social-confirm').click()

  await expect(page).toHaveURL(/\/index$/)
  await expect(page.getByTestId('member-account')).toContainText(username)
  await settleAfterLogin(page)

  // Log out (with its confirmation), then sign in with Google again: no choice this time.
  await page.getByTestId('header-sign-out').click()
  await page.getByTestId('dialog-confirm').click()
  await expect(page.getByTestId('header-login')).toBeVisible()
  await page.getByTestId('header-login').click()
  await page.getByTestId('social-google').click()
  await signInAtProvider(page, 'ana.santos')
  await expect(page).toHaveURL(/\/index$/)
  await expect(page.getByTestId('member-account')).toContainText(username)
})

test('the Google button is in the register panel too, and gone when the operator switches it off', async ({ page }) => {
  await page.goto('/register')
  await expect(page.getByTestId('social-google')).toBeVisible()
  await admin('social', 'off', 'google')
  try {
    await page.reload()
    await expect(page.getByTestId('register-to-login')).toBeVisible()
    await expect(page.getByTestId('social-google')).toHaveCount(0)
  } finally {
    await admin('social', 'on', 'google')
  }
})
