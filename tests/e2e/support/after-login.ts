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
