import { test, expect, type Page } from './support/test.ts'
import { admin } from './support/admin.ts'
import { clientIp, freshMobile, freshUsername, readCode } from './support/accounts.ts'
import { e2eServer } from './support/server.ts'
import { startAs } from './support/tour.ts'

// Invite friends, in TY and EN: the member copies the link the referral page shows, a friend
// opens it in another browser and registers, and the page then counts and lists the friend
// (masked, not active until they bet or deposit). The seeded brand asks for the registration
// captcha, which only a person can read: the operator switches that field off for this spec
// (and back on after it).
test.describe.configure({ timeout: 120_000 })
test.beforeAll(async () => {
  await admin('rule', 'captcha', 'off')
})
test.afterAll(async () => {
  await admin('rule', 'captcha', 'on')
})
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': clientIp(31) } })

const centre = (page: Page) => page.getByTestId('member-centre')

/**
 * Opens (or re-opens, so it loads again) the referral page of the member centre. Re-opening
 * waits for the page in between to show: until it does, the referral page is still the one
 * mounted, and choosing it again would not load it again.
 */
async function openReferral(page: Page): Promise<void> {
  if (await centre(page).isVisible()) {
    await centre(page).getByTestId('member-centre-rewardCenter').click()
    await expect(centre(page).getByTestId('member-centre-page-rewardCenter')).toBeVisible()
  } else await page.getByTestId('header-deposit').click()
  await centre(page).getByTestId('member-centre-referral').click()
  await expect(centre(page).getByTestId('referral-totals')).toBeVisible()
}

/** "friendname" as the friend list shows it: the first two letters, ***, the last one. */
const masked = (account: string) => `${account.slice(0, 2)}***${account.slice(-1)}`

for (const [lang, ip] of [['ty', 32], ['en', 33]] as const) {
  test(`${lang.toUpperCase()}: a friend registers through the link the referral page shows, and is listed there`, async ({ page, browser }) => {
    await startAs(page, lang, 'logged in')
    await openReferral(page)
    const code = (await centre(page).getByTestId('referral-code').innerText()).trim()
    const link = (await centre(page).getByTestId('referral-link').innerText()).trim()
    expect(link).toBe(`${e2eServer.url}/?ref=${code}`)
    const countBefore = await centre(page).getByTestId('referral-totals').locator('li').first().innerText()

    const ctx = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': clientIp(ip) } })
    const friend = await ctx.newPage()
    await friend.addInitScript((l) => window.localStorage.setItem('lang', l), lang)
    await friend.goto(link)
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
    await expect(friend.getByTestId('member-block')).toBeVisible()
    await ctx.close()

    // The member's page, loaded again: one friend more, the newest first in the list.
    await openReferral(page)
    await expect(centre(page).getByTestId('referral-totals').locator('li').first()).not.toHaveText(countBefore)
    const newest = centre(page).getByTestId('referral-friends').locator('tbody tr').first()
    await expect(newest.locator('td').first()).toHaveText(masked(username))
    await expect(newest.locator('td').last()).toHaveText(lang === 'en' ? 'Not active yet' : 'Hindi pa aktibo')
  })
}
