import { test, expect } from './support/test.ts'
import { admin } from './support/admin.ts'
import { clientIp, freshMobile, freshUsername, readCode } from './support/accounts.ts'
import { startAs } from './support/tour.ts'

// Invite friends: a friend opens the member's link in another browser, registers, and counts as
// the member's friend. The seeded brand asks for the registration captcha, which only a person
// can read: the operator switches that field off for this spec (and back on after it).
test.describe.configure({ timeout: 120_000 })
test.beforeAll(async () => {
  await admin('rule', 'captcha', 'off')
})
test.afterAll(async () => {
  await admin('rule', 'captcha', 'on')
})
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': clientIp(31) } })

test('a friend registers through the invite link', async ({ page, browser }) => {
  await startAs(page, 'en', 'logged in')
  // The link as the referral page shows it (this site's origin + the server's path).
  const info = await page.evaluate(async () => {
    const res = await fetch('/wps/relay/MCS2_referralInfo', { headers: { Authorization: `Bearer ${sessionStorage.getItem('token')}` } })
    return (await res.json()) as { value: { code: string; path: string; friends: number } }
  })
  const ctx = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': clientIp(32) } })
  const friend = await ctx.newPage()
  await friend.goto(info.value.path)
  await friend.getByTestId('header-signup').click()
  const modal = friend.getByTestId('modal-register')
  const username = freshUsername('f')
  const mobile = freshMobile()
  await modal.getByTestId('reg-username').fill(username)
  await modal.getByTestId('reg-password').fill('Kopi luwak 88')
  await modal.getByTestId('reg-confirmPassword').fill('Kopi luwak 88')
  await modal.getByTestId('reg-mobileNum').fill(mobile)
  await modal.getByTestId('reg-get-code').click()
  await expect(modal.getByTestId('reg-get-code')).toHaveText(/\d+ s/, { timeout: 20_000 })
  await modal.getByTestId('reg-verificationCode').fill(await readCode(mobile))
  await modal.getByTestId('reg-submit').click()
  await expect(modal).toBeHidden({ timeout: 20_000 })
  await ctx.close()
  const after = await page.evaluate(async () => {
    const res = await fetch('/wps/relay/MCS2_referralInfo', { headers: { Authorization: `Bearer ${sessionStorage.getItem('token')}` } })
    return (await res.json()) as { value: { friends: number } }
  })
  expect(after.value.friends).toBe(info.value.friends + 1)
})
