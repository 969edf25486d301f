import AxeBuilder from '@axe-core/playwright'
import type { FrameLocator } from '@playwright/test'
import { test, expect, type Page } from './support/test.ts'
import { startAs } from './support/tour.ts'
import { pickFromDropdown } from './support/member-menu.ts'

// A LIVE title opens a shared table of the house, not the slot: demo01 picks a baccarat table
// (TY) or a roulette table (EN) from the Live Casino lobby, puts a chip on a spot while bets
// are open, places the slip, and sees the stake leave the header balance, the cards dealt or
// the ball land, the round settled in "Your bets" and the header following the game. The bet
// is in the betting record, and its verify link recomputes the round from the revealed seed.
// On a phone; in TY axe finds nothing on the game page and nothing scrolls sideways. The
// servers run the tables at 0.4 of their pace (TABLE_SECOND_MS, playwright.config.ts).
test.use({ viewport: { width: 390, height: 844 } })

const violations = async (page: Page): Promise<string[]> => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

const TEXT = {
  ty: { betting: 'Ilagay ang iyong taya', placed: 'Nailagay ang taya', settled: 'Naayos na', match: 'Tugma' },
  en: { betting: 'Place your bets', placed: 'Bets placed', settled: 'Settled', match: 'Matches' },
} as const

/** Waits for a round with at least `left` table seconds of betting still to go. */
async function awaitOpenBets(frame: FrameLocator, betting: string, left = 8): Promise<void> {
  await expect.poll(async () => {
    const text = (await frame.getByTestId('table-phase').textContent()) ?? ''
    const seconds = Number(/(\d+) s$/.exec(text)?.[1] ?? 0)
    return text.startsWith(betting) && seconds >= left
  }, { timeout: 30_000, intervals: [200] }).toBe(true)
}

const CASES = [
  { lang: 'ty', engine: 'baccarat', title: /Baccarat/, spot: 'banker' },
  { lang: 'en', engine: 'roulette', title: /Roulette/, spot: 'red' },
] as const

for (const { lang, engine, title, spot } of CASES) {
  test(`a live ${engine} table takes a bet and settles it in the header balance and the betting record, ${lang.toUpperCase()}`, async ({ page, context }) => {
    test.setTimeout(120_000)
    const text = TEXT[lang]
    await startAs(page, lang, 'logged in')
    const amount = page.getByTestId('balance-amount')
    await expect(amount).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/)
    const before = Number((await amount.textContent())!.replace(/,/g, ''))

    await page.goto('/live')
    const card = page.getByTestId('game-card').filter({ hasText: title }).first()
    const name = (await card.locator('.tl-game__name').textContent()) ?? ''
    await card.getByRole('button').first().click()
    await expect(page).toHaveURL(/\/game$/)
    await expect(page.getByTestId('game-frame')).toHaveAttribute('src', new RegExp(`^/house/${engine}/`))
    const frame = page.frameLocator('[data-testid="game-frame"]')

    await awaitOpenBets(frame, text.betting)
    await frame.getByTestId('table-chip-500').click()
    await frame.getByTestId(`table-spot-${spot}`).click()
    await expect(frame.getByTestId('table-slip')).toHaveText('5.00')
    await frame.getByTestId('table-place').click()
    await expect(frame.getByTestId('table-message')).toHaveText(`${text.placed}: 5.00`)
    const staked = (before - 5).toLocaleString('en-US', { minimumFractionDigits: 2 })
    await expect(amount).toHaveText(staked)

    // The round plays out for everyone at the table: bets close, the result shows, the slip is settled.
    await expect(frame.getByTestId('table-result')).not.toBeEmpty({ timeout: 20_000 })
    await expect(frame.getByTestId('table-mine').locator('tr').nth(1)).toContainText(text.settled, { timeout: 10_000 })
    const inGame = await frame.getByTestId('table-balance').textContent()
    await expect(amount).toHaveText(inGame!)
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    if (lang === 'ty') expect(await violations(page)).toEqual([])

    // The bet is in the betting record; its verify link recomputes the round in the browser.
    await page.goto('/index')
    await pickFromDropdown(page, 3)
    const row = page.getByTestId('member-centre').getByTestId('betting-record').getByTestId('bets-table-row').filter({ hasText: name }).first()
    await expect(row).toBeVisible()
    const [proof] = await Promise.all([context.waitForEvent('page'), row.getByTestId('bet-verify').click()])
    await expect(proof).toHaveURL(new RegExp(`/house/${engine}/verify\\?round=`))
    await expect(proof.getByTestId('verify-verdict')).toHaveText(new RegExp(`^${text.match}`))
    await proof.close()
  })
}
