import { test, expect } from './support/test.ts'
import { chooseLanguage, clientIp } from './support/accounts.ts'

test.describe.configure({ timeout: 120_000 })
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': clientIp(16) } })

const warning = { EN: 'This needs a real account. Please register a real account.', TY: /totoong account/i }

for (const lang of ['TY', 'EN'] as const) {
  test(`${lang}: free play logs in a trial account; deposit shows the real-account warning; no member centre`, async ({ page }) => {
    await page.goto('/vip')
    await chooseLanguage(page, lang)
    await page.getByTestId('header-free-trial').click()

    await expect(page).toHaveURL(/\/index$/)
    await expect(page.getByTestId('member-account')).toHaveText(/^trial_/)
    await expect(page.getByTestId('member-block').getByRole('button', { name: lang === 'EN' ? 'Member menu' : /menu/i })).toHaveCount(0)
    expect(await page.evaluate(() => sessionStorage.getItem('isAgent'))).toBe('4')

    await page.getByTestId('header-deposit').click()
    const dialog = page.getByTestId('dialog')
    await expect(dialog).toContainText(warning[lang])
    await page.getByTestId('dialog-confirm').click()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('modal-memberCentre')).toHaveCount(0)

  })
}
