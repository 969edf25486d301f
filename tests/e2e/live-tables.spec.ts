import type { BrowserContext, FrameLocator } from '@playwright/test'
import { test, expect, type Page } from './support/test.ts'
import { startAs } from './support/tour.ts'
import { pickFromDropdown } from './support/member-menu.ts'
import { axeViolations } from './support/axe.ts'
import { e2eServer } from './support/server.ts'

// A LIVE title opens a shared table of the house, not the slot: demo01 picks a baccarat table
// (TY) or a roulette table (EN) from the Live Casino lobby, opens the cockfight pit straight
// from the nav's Cockfight entry (TY and EN), or a bingo room (EN and TY, buying a card), puts a chip on a spot while bets
// are open, places the slip, and sees the stake leave the header balance, the cards dealt or
// the ball land, the round settled in "Your bets" and the header following the game. The bet
// is in the betting record, and its verify link recomputes the round from the revealed seed.
// On a phone; in TY axe finds nothing on the game page and nothing scrolls sideways. The
// servers run the tables at 0.4 of their pace (tableSecondMs, tests/e2e/support/server.ts).
test.use({ viewport: { width: 390, height: 844 } })
// Each case waits for its table's next round: spread them over the workers.
test.describe.configure({ mode: 'parallel' })

const TEXT = {
  ty: { betting: /^(Ilagay ang iyong taya|Bumili ng iyong mga card)/, placed: 'Nailagay ang taya', bought: 'Nabili ang mga card', settled: 'Naayos na', match: 'Tugma' },
  en: { betting: /^(Place your bets|Buy your cards)/, placed: 'Bets placed', bought: 'Cards bought', settled: 'Settled', match: 'Matches' },
} as const

/** Waits for a round with betting still open for at least `leftMs` of real time (the chips, the spot and the slip's press). */
async function awaitOpenBets(frame: Page | FrameLocator, betting: RegExp, leftMs = 3_200): Promise<void> {
  const left = e2eServer.tableSeconds(leftMs)
  await expect.poll(async () => {
    const text = (await frame.getByTestId('table-phase').textContent()) ?? ''
    const seconds = Number(/(\d+) s$/.exec(text)?.[1] ?? 0)
    return betting.test(text) && seconds >= left
  }, { timeout: 45_000, intervals: [200] }).toBe(true)
}

type Game = Page | FrameLocator

/** A title of the Live Casino lobby opens in /game's frame. */
const fromLobby = (title: RegExp) => async (page: Page, _context: BrowserContext, engine: string): Promise<{ game: Game; framed: boolean }> => {
  await page.goto('/live')
  await page.getByTestId('game-card').filter({ hasText: title }).first().getByRole('button').first().click()
  await expect(page).toHaveURL(/\/game$/)
  await expect(page.getByTestId('game-frame')).toHaveAttribute('src', new RegExp(`^/house/${engine}/`))
  return { game: page.frameLocator('[data-testid="game-frame"]'), framed: true }
}
/** The nav's Cockfight entry launches the pit directly, in a tab of its own (spec §2). */
const fromNav = async (page: Page, context: BrowserContext, engine: string): Promise<{ game: Game; framed: boolean }> => {
  const [pit] = await Promise.all([context.waitForEvent('page'), page.getByTestId('nav-COCKFIGHT').click()])
  await expect(pit).toHaveURL(new RegExp(`/house/${engine}/`))
  return { game: pit, framed: false }
}

/** A bingo room of the Bingo page: bought cards show on the page. */
const fromBingo = async (page: Page, _context: BrowserContext, engine: string): Promise<{ game: Game; framed: boolean }> => {
  await page.goto('/bingo')
  await page.getByTestId('game-card').first().getByRole('button').first().click()
  await expect(page).toHaveURL(/\/game$/)
  await expect(page.getByTestId('game-frame')).toHaveAttribute('src', new RegExp(`^/house/${engine}/`))
  return { game: page.frameLocator('[data-testid="game-frame"]'), framed: true }
}

const CASES = [
  { lang: 'ty', engine: 'baccarat', open: fromLobby(/Baccarat/), spot: 'banker', chip: 500 },
  { lang: 'en', engine: 'roulette', open: fromLobby(/Roulette/), spot: 'red', chip: 500 },
  { lang: 'ty', engine: 'cockfight', open: fromNav, spot: 'meron', chip: 500 },
  { lang: 'en', engine: 'bingo', open: fromBingo, spot: 'card', chip: 100 },
  { lang: 'en', engine: 'cockfight', open: fromNav, spot: 'wala', chip: 100 },
  { lang: 'ty', engine: 'bingo', open: fromBingo, spot: 'card', chip: 100 },
] as const

for (const { lang, engine, open, spot, chip } of CASES) {
  test(`the house ${engine} takes a bet and settles it in the balance and the betting record, ${lang.toUpperCase()}`, async ({ page, context }) => {
    test.setTimeout(150_000)
    const text = TEXT[lang]
    await startAs(page, lang, 'logged in')
    const amount = page.getByTestId('balance-amount')
    await expect(amount).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/)
    const before = Number((await amount.textContent())!.replace(/,/g, ''))

    const { game, framed } = await open(page, context, engine)
    await expect(game.locator('#title')).not.toHaveText('…')
    const name = (await game.locator('#title').textContent()) ?? ''

    await awaitOpenBets(game, text.betting)
    await game.getByTestId(`table-chip-${chip}`).click()
    await game.getByTestId(`table-spot-${spot}`).click()
    const amountText = (chip / 100).toFixed(2)
    await expect(game.getByTestId('table-slip')).toHaveText(amountText)
    await game.getByTestId('table-place').click()
    await expect(game.getByTestId('table-message')).toHaveText(`${engine === 'bingo' ? text.bought : text.placed}: ${amountText}`)
    if (engine === 'bingo') await expect(game.getByTestId('bingo-card')).toHaveCount(1)
    const staked = (before - chip / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })
    await expect(game.getByTestId('table-balance')).toHaveText(staked)
    // In /game the header follows the table at once.
    if (framed) await expect(amount).toHaveText(staked)

    // The round plays out for everyone at the table: bets close, the result shows, the slip is settled.
    await expect(game.getByTestId('table-result')).not.toBeEmpty({ timeout: 45_000 })
    await expect(game.getByTestId('table-mine').locator('tr').nth(1)).toContainText(text.settled, { timeout: 10_000 })
    const inGame = await game.getByTestId('table-balance').textContent()
    const shown = framed ? page : (game as Page)
    expect(await shown.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    if (lang === 'ty') expect(await axeViolations(shown)).toEqual([])
    if (framed) await expect(amount).toHaveText(inGame!)
    else await (game as Page).close()

    // The bet is in the betting record; its verify link recomputes the round in the browser.
    await page.goto('/index')
    await expect(amount).toHaveText(inGame!)
    await pickFromDropdown(page, 3)
    const row = page.getByTestId('member-centre').getByTestId('betting-record').getByTestId('bets-table-row').filter({ hasText: name }).first()
    await expect(row).toBeVisible()
    const [proof] = await Promise.all([context.waitForEvent('page'), row.getByTestId('bet-verify').click()])
    await expect(proof).toHaveURL(new RegExp(`/house/${engine}/verify\\?round=`))
    await expect(proof.getByTestId('verify-verdict')).toHaveText(new RegExp(`^${text.match}`))
    await proof.close()
  })
}
