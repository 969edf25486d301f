import { expect, type Page } from '@playwright/test'

/**
 * Clears what follows any login (spec §4) so a spec can go on using the page: the first-login
 * welcome dialog, when it is a first login, then the announcement modal with the popup
 * notices. Either may be missing (an account that logged in before has no welcome; a brand
 * without popup notices shows none), so each is waited for only briefly.
 */
export async function settleAfterLogin(page: Page): Promise<void> {
  const welcome = page.getByTestId('first-login-welcome')
  const popup = page.getByTestId('modal-noticePopup')
  const shown = await welcome.or(popup).first().waitFor({ state: 'visible', timeout: 10_000 }).then(() => true, () => false)
  if (!shown) return
  if (await welcome.isVisible()) {
    await page.getByTestId('dialog-confirm').click()
    await expect(welcome).toBeHidden()
  }
  if (await popup.waitFor({ state: 'visible', timeout: 5_000 }).then(() => true, () => false)) {
    await popup.getByRole('button', { name: /close|isara/i }).first().click()
    await expect(popup).toBeHidden()
  }
}

/**
 * Opens home (in `lang` when given: ty, en ...) and logs `account` in through the header's
 * login popup, then clears what follows the login: the page is ready for the spec. `timeoutMs`:
 * how long the password check may take (a spec logging several agents in on a busy machine).
 */
export async function logInFromHeader(page: Page, account: string, password: string, lang?: string, timeoutMs?: number): Promise<void> {
  if (lang) await page.addInitScript((l) => window.localStorage.setItem('lang', l), lang)
  await page.goto('/index')
  await page.getByTestId('header-login').click()
  await page.getByTestId('login-username').fill(account)
  await page.getByTestId('login-password').fill(password)
  await page.getByTestId('login-submit').click()
  await expect(page.getByTestId('member-block')).toBeVisible({ timeout: timeoutMs })
  await settleAfterLogin(page)
}
