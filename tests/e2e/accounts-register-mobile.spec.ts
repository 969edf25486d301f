import { test, expect } from '@playwright/test'
import { admin } from './support/admin.ts'
import { clientIp, closeAfterLoginPopups, freshMobile, readCode } from './support/accounts.ts'

test.describe.configure({ timeout: 120_000 })
test.beforeAll(async () => {
  await admin('rule', 'captcha', 'off')
})
test.afterAll(async () => {
  await admin('rule', 'captcha', 'on')
})
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': clientIp(12) } })

test('register by mobile: the SMS code is read from the outbox with the operator CLI; the number is the account', async ({ page }) => {
  const mobile = freshMobile()
  await page.goto('/index')
  await page.getByTestId('header-signup').click()
  const modal = page.getByTestId('modal-register')
  await modal.getByRole('tab', { name: 'Numero ng mobile' }).click()
  await expect(modal.getByTestId('register-form-registerMobile')).toBeVisible()
  await expect(modal.getByTestId('reg-username')).toHaveCount(0)
  await expect(modal.getByTestId('reg-country')).toContainText('63')
  await modal.getByTestId('reg-mobileNum').fill(mobile)
  await modal.getByTestId('reg-get-code').click()
  await expect(modal.getByTestId('reg-get-code')).toHaveText(/\d+ s/, { timeout: 20_000 })
  const code = await readCode(mobile)
  expect(await admin('outbox', '--to', mobile)).toContain(`+63 ${mobile}`)
  await modal.getByTestId('reg-verificationCode').fill(code)
  await modal.getByTestId('reg-password').fill('Mobile123')
  await modal.getByTestId('reg-confirmPassword').fill('Mobile123')
  await modal.getByTestId('reg-submit').click()

  await expect(modal).toBeHidden({ timeout: 20_000 })
  await closeAfterLoginPopups(page, { firstLogin: true })
  await expect(page.getByTestId('member-account')).toHaveText(mobile)
})

test('a wrong SMS code keeps the form open with the error and creates nothing', async ({ page }) => {
  const mobile = freshMobile()
  await page.goto('/index')
  await page.getByTestId('header-signup').click()
  const modal = page.getByTestId('modal-register')
  await modal.getByRole('tab', { name: 'Numero ng mobile' }).click()
  await modal.getByTestId('reg-mobileNum').fill(mobile)
  await modal.getByTestId('reg-get-code').click()
  const code = await readCode(mobile)
  await modal.getByTestId('reg-verificationCode').fill(code === '000000' ? '111111' : '000000')
  await modal.getByTestId('reg-password').fill('Mobile123')
  await modal.getByTestId('reg-confirmPassword').fill('Mobile123')
  await modal.getByTestId('reg-submit').click()
  await expect(page.getByTestId('dialog')).toBeVisible()
  await page.getByTestId('dialog-confirm').click()
  await expect(modal).toBeVisible()
  await expect(page.getByTestId('header-login')).toBeVisible()
})
