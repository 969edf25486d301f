import { test, expect } from './support/test.ts'
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
  // The flags are real SVG images from the image CDN, loaded (emoji flags do not render here).
  await expect(modal.getByTestId('reg-country-flag')).toHaveAttribute('src', '/img/flags/ph.svg')
  await expect.poll(() => modal.getByTestId('reg-country-flag').evaluate((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0)).toBe(true)
  await modal.getByTestId('reg-country').click()
  const list = modal.getByTestId('reg-country-list')
  await expect(list.locator('img')).toHaveCount(17)
  await expect.poll(() => list.locator('img').evaluateAll((imgs) => imgs.filter((i) => !((i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0)).length)).toBe(0)
  await expect(list.getByTestId('reg-country-VN').locator('img')).toHaveAttribute('src', '/img/flags/vn.svg')
  await list.getByTestId('reg-country-PH').click()
  await expect(list).toBeHidden()
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

test('a wrong SMS code keeps the form open with the error under the code field and creates nothing', async ({ page }) => {
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
  // The refusal (CODE_INVALID, decoded by the contract) is the code field's error, in the page's language.
  await expect(modal.getByTestId('reg-verificationCode-error')).toHaveText('Mali o kulang ang code ng beripikasyon')
  await expect(page.getByTestId('dialog')).toHaveCount(0)
  await expect(modal).toBeVisible()
  await expect(page.getByTestId('header-login')).toBeVisible()
})
