import { test, expect } from './support/test.ts'
import { clientIp, closeAfterLoginPopups } from './support/accounts.ts'

test.describe.configure({ timeout: 120_000 })
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': clientIp(15) } })

// weakpass2 has the deployment's default weak password (demo account, server/README.md); the
// forced-change journeys use weakpass1 and never finish the change, so this test is the one that does.
test('the default weak password must be changed at login; then the member is logged in at home', async ({ page }) => {
  await page.goto('/vip')
  await page.getByTestId('header-login').click()
  const login = page.getByTestId('modal-login')
  await login.getByTestId('login-username').fill('weakpass2')
  await login.getByTestId('login-password').fill('Tala123456')
  await login.getByTestId('login-submit').click()

  const change = page.getByTestId('modal-changePassword')
  await expect(change).toBeVisible()
  await expect(login).toBeHidden()
  // It cannot be dismissed with Escape.
  await page.keyboard.press('Escape')
  await expect(change).toBeVisible()

  await expect(change.getByTestId('cpw-reason')).toBeVisible()
  await expect(change.getByTestId('cpw-old')).toHaveCount(0)
  await change.getByTestId('cpw-new').fill('Better2026')
  await change.getByTestId('cpw-confirm').fill('Better2027')
  await change.getByTestId('cpw-submit').click()
  await expect(change.getByTestId('cpw-confirm-error')).toBeVisible()
  await change.getByTestId('cpw-confirm').fill('Better2026')
  await change.getByTestId('cpw-submit').click()

  await expect(change).toBeHidden({ timeout: 20_000 })
  await expect(page).toHaveURL(/\/$|\/index$/)
  // weakpass2 had never logged in: the first-login welcome follows the change, then the notices.
  await closeAfterLoginPopups(page, { firstLogin: true })
  await expect(page.getByTestId('member-account')).toHaveText('weakpass2')

  // The old default no longer opens the account; the new password does, without a forced change.
  await page.getByTestId('header-sign-out').click()
  await page.getByTestId('dialog-confirm').click()
  await page.getByTestId('header-login').click()
  await login.getByTestId('login-username').fill('weakpass2')
  await login.getByTestId('login-password').fill('Tala123456')
  await login.getByTestId('login-submit').click()
  await expect(page.getByTestId('dialog')).toBeVisible()
  await page.getByTestId('dialog-confirm').click()
  await login.getByTestId('login-password').fill('Better2026')
  await login.getByTestId('login-submit').click()
  await expect(login).toBeHidden()
  await expect(change).toBeHidden()
  await closeAfterLoginPopups(page, { firstLogin: false })
  await expect(page.getByTestId('member-account')).toHaveText('weakpass2')
})
