import { test, expect } from './support/test.ts'
import { startAs } from './support/tour.ts'
import { pickFromDropdown } from './support/member-menu.ts'
import { axeViolations } from './support/axe.ts'

// A FISH title opens the house fish hunter, not the slot: demo01 picks one from the Fishing
// lobby, shoots until the balance moves, and the header follows; the shots are in the betting
// record. On a phone, in TY and EN; in TY axe finds nothing on the game page (WCAG 2.0 A/AA,
// 2.1 AA, 2.2 AA; the game's frame included) and nothing scrolls sideways.
test.use({ viewport: { width: 390, height: 844 } })

for (const lang of ['ty', 'en']) {
  test(`a fishing title opens the fish hunter: shots settle in the header balance and the betting record, ${lang.toUpperCase()}`, async ({ page }) => {
    test.setTimeout(120_000)
    await startAs(page, lang, 'logged in')
    const amount = page.getByTestId('balance-amount')
    await expect(amount).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/)
    const before = await amount.textContent()

    await page.goto('/fish')
    const card = page.getByTestId('game-card').first()
    const name = (await card.locator('.tl-game__name').textContent()) ?? ''
    await card.getByRole('button').first().click()
    await expect(page).toHaveURL(/\/game$/)
    const frame = page.frameLocator('[data-testid="game-frame"]')
    const minnow = frame.getByTestId('fish-target-minnow')
    await expect(minnow).toBeEnabled()
    // Shots until the balance has moved (a catch can repay the stakes exactly).
    let inGame = before
    for (let i = 0; i < 3 || (inGame === before && i < 12); i++) {
      const last = await frame.getByTestId('fish-last-round').textContent()
      await minnow.click()
      await expect(frame.getByTestId('fish-last-round')).not.toHaveText(last ?? '')
      await expect(minnow).toBeEnabled()
      inGame = await frame.getByTestId('fish-balance').textContent()
    }
    await expect(amount).toHaveText(inGame!)
    expect(inGame).not.toBe(before)
    await expect(frame.getByTestId('fish-result')).not.toBeEmpty()
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    if (lang === 'ty') expect(await axeViolations(page)).toEqual([])

    // The shots are bets of that title in the betting record.
    await page.goto('/index')
    await pickFromDropdown(page, 3)
    const rows = page.getByTestId('member-centre').getByTestId('betting-record').getByTestId('bets-table-row')
    await expect(rows.filter({ hasText: name }).first()).toBeVisible()
  })
}
