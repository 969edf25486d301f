import { test, expect } from './support/test.ts'
import { startAs } from './support/tour.ts'
import { sideways } from './support/sideways.ts'
import { axeViolations } from './support/axe.ts'

// The lottery lobbies of the SPA (spec §2 /lottery, /vnlottery; §7 the lottery calls), in TY on
// a phone: /lottery lists the lottery titles by vendor; /vnlottery shows every province's next
// draw with the time left to buy and the latest results. Bet on a province opens
// the Vietnamese lottery (the lottery launch, at its betting view, in the prize mode chosen) in /game; a lô bought there
// is listed back in the lobby among the member's numbers still to be drawn.
test.use({ viewport: { width: 390, height: 844 } })

test('the lottery lobbies list the games and draws, and a lô bought from a province shows among my numbers, TY', async ({ page }) => {
  test.setTimeout(60_000)
  await startAs(page, 'ty', 'logged in')
  await page.goto('/lottery')
  await expect(page.getByTestId('lottery-menu-TCG_LOTTO_VN').getByTestId('game-card').first()).toBeVisible()
  await expect(page.getByTestId('lottery-menu-TCG_ELOTT')).toBeVisible()

  await page.goto('/vnlottery')
  const draws = page.getByTestId('vn-draws')
  await expect(draws.getByRole('heading', { name: 'Hilaga (Miền Bắc)' })).toBeVisible()
  const first = draws.getByTestId('vn-draw').first()
  await expect(first).toContainText(/Sasara sa \d/)
  await expect(page.getByTestId('vn-latest-results').getByRole('heading', { name: 'Pinakabagong resulta' })).toBeVisible()
  expect(await axeViolations(page, 'main')).toEqual([])
  expect(await sideways(page)).toEqual([])

  // The prize mode: Lott unless the address names another; ZY chosen is kept in the address and opens the game in ZY.
  await expect(page.getByRole('radio', { name: 'Karaniwan (Lott)' })).toBeChecked()
  await page.getByTestId('prize-mode-ZY').click()
  await expect(page.getByRole('radio', { name: 'Mataas na bayad (ZY)' })).toBeChecked()
  await expect(page).toHaveURL(/\/vnlottery\?mode=ZY$/)
  await first.getByRole('button').click()
  await expect(page).toHaveURL(/\/game$/)
  await expect(page.getByTestId('game-frame')).toHaveAttribute('src', /^\/house\/vnlottery\/\?s=.*&view=betting&mode=ZY$/)
  const game = page.frameLocator('[data-testid="game-frame"]')
  await expect(game.getByTestId('vn-draws').getByRole('button').first()).toBeVisible()
  // The servers' test draws close every 30 s: the chosen draw far enough from its close that the ticket is sold on it.
  const closesIn = async () => Number((/(\d+):(\d\d):(\d\d)/.exec(await game.locator('[data-testid="vn-draw"][aria-pressed="true"] .clock').textContent() ?? '') ?? []).slice(1).reduce((a, n) => a * 60 + Number(n), 0))
  await expect.poll(closesIn, { timeout: 25_000 }).toBeGreaterThanOrEqual(13)
  await game.locator('[data-num="27"]').click()
  await game.getByTestId('vn-stake').fill('1.00')
  await game.getByTestId('vn-add').click()
  await expect(game.getByTestId('vn-total')).toHaveText('1.00')
  await game.getByTestId('vn-place').click()
  await expect(game.getByTestId('vn-message')).toContainText('Nailagay ang tiket')

  await page.goto('/vnlottery')
  const mine = page.getByTestId('my-open-numbers')
  await expect(mine).toContainText('Lô 27')
  await expect(mine).toContainText('1.00')
  await expect(page.getByTestId('vn-recent').getByTestId('vn-draw').first()).toBeVisible()
})
