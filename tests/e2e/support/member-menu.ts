import type { Page } from '@playwright/test'

/** Opens the header's member dropdown and picks its `index`th item (Members, Withdrawal, Account record, Betting record, Sign out). */
export async function pickFromDropdown(page: Page, index: number): Promise<void> {
  await page.getByTestId('member-block').locator('.tl-menu__trigger').click()
  await page.getByRole('menu').getByRole('menuitemradio').nth(index).click()
}
