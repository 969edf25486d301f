import { test, expect, type Page } from './support/test.ts'
import { sideways } from './support/sideways.ts'
import { startAs } from './support/tour.ts'
import { axeViolations } from './support/axe.ts'

// The member centre (spec §2) from the header, in TY and EN: the dropdown and the Deposit
// button open it on their page, the menu switches
// pages, my wallet shows the wallets; axe finds nothing on any page (WCAG 2.0 A/AA, 2.1 AA,
// 2.2 AA); on a 390 px phone the menu is a drawer and nothing scrolls sideways.

const centre = (page: Page) => page.getByTestId('member-centre')

/** Opens the member dropdown and picks its `index`th item (Members, Withdrawal, Account record, Betting record, Sign out). */
async function pickFromDropdown(page: Page, index: number): Promise<void> {
  await page.getByTestId('member-block').locator('.tl-menu__trigger').click()
  await page.getByRole('menu').getByRole('menuitemradio').nth(index).click()
}

for (const lang of ['ty', 'en']) {
  test(`member centre from the header, pages, wallets and axe, ${lang.toUpperCase()}`, async ({ page }) => {
    test.setTimeout(120_000)
    await startAs(page, lang, 'logged in')
    const found: Record<string, string[]> = {}

    // Withdrawal opens its page; the menu goes on to my account.
    await pickFromDropdown(page, 1)
    await expect(centre(page)).toBeVisible()
    await expect(centre(page).getByTestId('member-centre-page-withdraw')).toBeVisible()
    await centre(page).getByTestId('member-centre-securityCenter').click()
    await expect(centre(page).getByTestId('member-centre-securityCenter')).toHaveAttribute('aria-current', 'page')
    await expect(centre(page).getByTestId('security-account-value')).toBeVisible()
    found.securityCenter = await axeViolations(page, '[data-testid="member-centre"]')

    // The menu: my wallet, the main wallet matching the header balance (one wallet on the demo site).
    await centre(page).getByTestId('member-centre-transferFund').click()
    await expect(centre(page).getByTestId('member-centre-transferFund')).toHaveAttribute('aria-current', 'page')
    const main = centre(page).getByTestId('wallet-balance-MAIN')
    await expect(main).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/)
    await expect(page.getByTestId('balance-amount')).toHaveText(await main.innerText())
    await expect(centre(page).getByTestId('wallet-single')).toBeVisible()
    await centre(page).getByTestId('wallet-refresh').click()
    await expect(main).toBeVisible()
    found.transferFund = await axeViolations(page, '[data-testid="member-centre"]')
    await page.keyboard.press('Escape')
    await expect(centre(page)).toBeHidden()

    // Deposit opens the centre on the deposit page; Members on my account.
    await page.getByTestId('header-deposit').click()
    await expect(centre(page).getByTestId('member-centre-page-depositv2')).toBeVisible()
    await page.keyboard.press('Escape')
    await pickFromDropdown(page, 0)
    await expect(centre(page).getByTestId('member-centre-page-securityCenter')).toBeVisible()
    expect(found).toEqual({ securityCenter: [], transferFund: [] })
  })

  test(`member centre on a 390 px phone: the menu is a drawer, nothing scrolls sideways, ${lang.toUpperCase()}`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width: 390, height: 844 })
    await startAs(page, lang, 'logged in')
    await page.getByTestId('header-deposit').click()
    const drawer = centre(page).getByTestId('member-centre-drawer')
    await expect(drawer).toBeVisible()
    await expect(centre(page).getByTestId('member-centre-transferFund')).toBeHidden()
    expect(await sideways(page)).toEqual([])
    await drawer.click()
    await expect(drawer).toHaveAttribute('aria-expanded', 'true')
    await centre(page).getByTestId('member-centre-transferFund').click()
    await expect(drawer).toHaveAttribute('aria-expanded', 'false')
    await expect(centre(page).getByTestId('wallet-balance-MAIN')).toBeVisible()
    expect(await sideways(page)).toEqual([])
    expect(await axeViolations(page, '[data-testid="member-centre"]')).toEqual([])
  })
}
