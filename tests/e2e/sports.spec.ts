import type { BrowserContext, FrameLocator } from '@playwright/test'
import { test, expect, type Page } from './support/test.ts'
import { startAs } from './support/tour.ts'
import { pickFromDropdown } from './support/member-menu.ts'
import { axeViolations } from './support/axe.ts'

// SPORTS and ESPORTS titles open the house sportsbook, not the slot: demo01 opens a sports
// title straight from the nav's Sports entry (TY: it launches in a tab of its own, spec §2) or
// an e-sports title from the E-Sports lobby (EN: in /game's frame), taps the odds of a fixture
// before kick-off, places a single, and sees the stake leave the balance (the header follows
// in /game, and after the tab in TY), the bet open under "Your bets" and in the betting record.
// In TY the odds move on the way (the bet is refused with the odds now and the player accepts them), and the
// bet is cashed out before kick-off at the value shown.
// In EN an in-play single on the match nearest its end is settled within seconds (the servers run
// at 0.4 of the pace, tableSecondMs in support/server.ts) and its verify link recomputes the match from the revealed seed.
// On a phone; in TY axe finds nothing on the sportsbook and nothing scrolls sideways.
test.use({ viewport: { width: 390, height: 844 } })
test.describe.configure({ mode: 'parallel' })

const TEXT = {
  ty: { placed: 'Nailagay ang taya', open: 'Bukas', settled: 'Naayos na', match: 'Tugma', cashedOut: 'Na-cash out sa halagang', oddsChanged: 'Nagbago ang odds. Tatanggapin mo ba ang bagong odds?' },
  en: { placed: 'Bet placed', open: 'Open', settled: 'Settled', match: 'Matches', cashedOut: 'Cashed out for', oddsChanged: 'The odds have changed. Accept the new odds?' },
} as const

type Game = Page | FrameLocator

/** The nav's Sports entry launches the first sports vendor's title directly, in a tab of its own. */
const fromNav = async (page: Page, context: BrowserContext): Promise<{ game: Game; framed: boolean }> => {
  const [book] = await Promise.all([context.waitForEvent('page'), page.getByTestId('nav-SPORTS').click()])
  await expect(book).toHaveURL(/\/house\/sports\//)
  return { game: book, framed: false }
}
/** A title of the E-Sports lobby opens in /game's frame. */
const fromLobby = async (page: Page): Promise<{ game: Game; framed: boolean }> => {
  await page.goto('/esports')
  await page.getByTestId('game-card').first().getByRole('button').first().click()
  await expect(page).toHaveURL(/\/game$/)
  await expect(page.getByTestId('game-frame')).toHaveAttribute('src', /^\/house\/sports\//)
  return { game: page.frameLocator('[data-testid="game-frame"]'), framed: true }
}

const CASES = [
  { lang: 'ty', kind: 'a sports', then: 'a single placed once the player accepts odds that moved, then cashed out before kick-off', open: fromNav },
  { lang: 'en', kind: 'an e-sports', then: 'a single before kick-off and one in play, settled and verified', open: fromLobby },
] as const

for (const { lang, kind, then, open } of CASES) {
  test(`${kind} title opens the house sportsbook: ${then}; the header and the betting record follow, ${lang.toUpperCase()}`, async ({ page, context }) => {
    test.setTimeout(90_000)
    const text = TEXT[lang]
    await startAs(page, lang, 'logged in')
    const amount = page.getByTestId('balance-amount')
    await expect(amount).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/)
    const before = Number((await amount.textContent())!.replace(/,/g, ''))

    const { game, framed } = await open(page, context)
    await expect(game.locator('#title')).not.toHaveText('…')
    const name = (await game.locator('#title').textContent()) ?? ''

    // The fixture furthest from kick-off: its odds do not move until it starts, and it stays
    // before kick-off while the test places (and, TY, cashes out) its bet.
    const pre = game.locator('[data-testid="sports-fixture"][data-phase="pre"]')
    await expect(pre.first()).toBeVisible()
    const latest = await pre.evaluateAll((cards) => cards
      .map((c) => ({ id: c.getAttribute('data-fixture'), left: Number(/(\d+) s$/.exec(c.querySelector('.clock')?.textContent ?? '')?.[1] ?? 0) }))
      .sort((a, b) => b.left - a.left)[0]?.id)
    const pick = game.locator(`[data-testid="sports-fixture"][data-fixture="${latest}"] [data-testid="sports-pick"]:enabled`).first()
    await pick.click()
    await expect(pick).toHaveAttribute('aria-pressed', 'true')
    await game.getByTestId('sports-stake').fill('5.00')
    if (lang === 'ty') {
      // As if the odds had moved on the way: the first bet names other odds, the server refuses it with the odds now,
      // the page asks, and the player accepts them.
      let first = true
      await context.route('**/house/api/sports/bet', async (route) => {
        if (!first) return route.continue()
        first = false
        const body = route.request().postDataJSON() as { legs: Array<{ odds: number }> }
        await route.continue({ postData: JSON.stringify({ ...body, legs: body.legs.map((l) => ({ ...l, odds: l.odds + 7 })) }) })
      })
      await game.getByTestId('sports-place').click()
      await expect(game.getByTestId('sports-changed')).toBeVisible()
      await expect(game.getByTestId('sports-message')).toHaveText(text.oddsChanged)
      await expect(game.getByTestId('sports-balance')).toHaveText(before.toLocaleString('en-US', { minimumFractionDigits: 2 }))
      await game.getByTestId('sports-accept').click()
      await context.unroute('**/house/api/sports/bet')
    } else await game.getByTestId('sports-place').click()
    await expect(game.getByTestId('sports-message')).toHaveText(`${text.placed}: 5.00`)
    const staked = (before - 5).toLocaleString('en-US', { minimumFractionDigits: 2 })
    await expect(game.getByTestId('sports-balance')).toHaveText(staked)
    if (framed) await expect(amount).toHaveText(staked)
    await expect(game.getByTestId('sports-mine').locator('tr').nth(1)).toContainText(text.open)

    if (lang === 'ty') {
      // Cashed out before kick-off at the value shown: the balance takes it at once.
      const offer = game.getByTestId('sports-mine').locator('tr').nth(1).getByTestId('sports-cashout')
      const value = Number(((await offer.textContent()) ?? '').replace(/[^\d.]/g, ''))
      expect(value).toBeGreaterThan(0)
      await offer.click()
      await expect(game.getByTestId('sports-message')).toHaveText(`${text.cashedOut} ${value.toFixed(2)}`)
      await expect(game.getByTestId('sports-balance')).toHaveText((before - 5 + value).toLocaleString('en-US', { minimumFractionDigits: 2 }))
      await expect(game.getByTestId('sports-mine').locator('tr').nth(1)).toContainText(text.settled)
    }
    if (lang === 'en') {
      // In play, on the match nearest its end, at whatever the odds are when the bet arrives.
      const message = game.getByTestId('sports-message')
      for (let attempt = 0; attempt < 3; attempt++) {
        await game.locator('[data-testid="sports-fixture"][data-phase="live"][data-status="open"] [data-testid="sports-pick"]:enabled').first().click()
        await game.locator('#acceptAny').check()
        await game.getByTestId('sports-place').click()
        await expect(message).not.toBeEmpty()
        if ((await message.textContent()) === `${text.placed}: 5.00`) break
        await game.getByTestId('sports-slip').getByRole('button', { name: /^Clear$/ }).click()
      }
      await expect(message).toHaveText(`${text.placed}: 5.00`)
      const bet = game.getByTestId('sports-mine').locator('tr').nth(1)
      await expect(bet).toContainText(text.settled, { timeout: 40_000 })
      await expect(amount).toHaveText((await game.getByTestId('sports-balance').textContent())!)
      const [proof] = await Promise.all([context.waitForEvent('page'), bet.getByRole('link').click()])
      await expect(proof).toHaveURL(/\/house\/sports\/verify\?round=/)
      await expect(proof.getByTestId('verify-verdict')).toHaveText(new RegExp(`^${text.match}`))
      await proof.close()
    }

    const shown = framed ? page : (game as Page)
    expect(await shown.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    if (lang === 'ty') expect(await axeViolations(shown)).toEqual([])
    // The header has the stake out (and what came back in), and the bet is in the betting record.
    const inGame = framed ? await amount.textContent() : await (game as Page).getByTestId('sports-balance').textContent()
    if (!framed) await (game as Page).close()
    await page.goto('/index')
    await expect(amount).toHaveText(inGame!)
    await pickFromDropdown(page, 3)
    const row = page.getByTestId('member-centre').getByTestId('betting-record').getByTestId('bets-table-row').filter({ hasText: name }).first()
    await expect(row).toBeVisible()
    await expect(row.getByTestId('bet-verify')).toBeVisible()
  })
}
