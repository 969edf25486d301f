import { test, expect, type Page } from './support/test.ts'
import { sideways } from './support/sideways.ts'
import { e2eServer } from './support/server.ts'
import { startAs } from './support/tour.ts'
import { pickFromDropdown } from './support/member-menu.ts'
import { axeViolations } from './support/axe.ts'
import { chooseCentrePage } from './support/centre-menu.ts'

// The member's records (spec §2), in TY and EN: demo01 plays a few spins of a house slot, then
// finds them in the betting record (with the link that verifies a house round, in a new tab),
// in the account record (bet and win movements with the balance after each) and in today's
// row of the personal P&L, chart and table. axe finds nothing on the three pages in TY (WCAG 2.0
// A/AA, 2.1 AA, 2.2 AA), and at 390 px nothing scrolls sideways.
const GAME = { id: 'e2e-records-slot', vassalage: 'TCG_SEA', gameType: 'RNG', name: 'E2E Record Reels', rtpBp: 9650, volatility: 'medium' as const }
const AMOUNT = /^[+-]?\d{1,3}(,\d{3})*\.\d{2}$/

const centre = (page: Page) => page.getByTestId('member-centre')

/** The member's bets in the last days, straight from the records call (to know when a spin has won). */
const betTotals = (page: Page) =>
  page.evaluate(async () => {
    const day = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
    const res = await fetch('/wps/relay/ODSFE2_bettingRecord', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${sessionStorage.getItem('token')}` },
      body: JSON.stringify({ from: day(new Date(Date.now() - 86_400_000)), to: day(new Date(Date.now() + 86_400_000)), tzOffsetMinutes: 0 - new Date().getTimezoneOffset() }),
    })
    return ((await res.json()) as { value: { totals: { count: number; win: number } } }).value.totals
  })

/** Launches the house slot as the lobby does and spins: at least three rounds and until one has won. */
async function playSpins(page: Page, lang: string): Promise<void> {
  const url = await page.evaluate(
    async ({ game, lang }) => {
      const token = sessionStorage.getItem('token')!
      const res = await fetch('/wps/game/launch', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, Language: lang },
        body: JSON.stringify({
          gameId: game.id, nodeId: '', accountType: 1, confirmTrans: 0, vassalage: game.vassalage, launchMode: 'GLS', platform: 'html5-desktop',
          clientType: 3, username: sessionStorage.getItem('account'), token, merchantCode: sessionStorage.getItem('merchant'), language: lang,
        }),
      })
      const env = (await res.json()) as { value: { game_url: string } }
      sessionStorage.setItem('tala.currentGame', JSON.stringify({ url: env.value.game_url, name: game.name }))
      return env.value.game_url
    },
    { game: GAME, lang },
  )
  expect(url).toMatch(/^\/house\/slot\/\?s=/)
  await page.goto('/game')
  const frame = page.frameLocator('[data-testid="game-frame"]')
  const spin = frame.locator('#spin')
  for (let i = 0; i < 40; i++) {
    await expect(spin).toBeEnabled()
    const before = await frame.locator('#lastRound').textContent()
    await spin.click()
    await expect(frame.locator('#lastRound')).not.toHaveText(before ?? '')
    if (i >= 2 && (await betTotals(page)).win > 0) break
  }
  await expect(spin).toBeEnabled()
}

/** Back on the home page with the session; closes the popup notices a fresh load may show. */
async function home(page: Page): Promise<void> {
  await page.goto('/index')
  await expect(page.getByTestId('member-block')).toBeVisible()
  const popup = page.getByTestId('modal-noticePopup')
  if (await popup.waitFor({ state: 'visible', timeout: 3_000 }).then(() => true, () => false)) {
    await popup.getByRole('button', { name: /close|isara/i }).first().click()
    await expect(popup).toBeHidden()
  }
}

test.beforeAll(async ({ request }) => {
  const saved = await request.put(`${e2eServer.url}/admin/games`, { headers: { authorization: `Bearer ${e2eServer.adminToken}` }, data: GAME })
  expect(saved.ok()).toBe(true)
})

for (const lang of ['ty', 'en']) {
  test(`spins found in the betting record, the account record and the P&L, ${lang === 'ty' ? 'axe and ' : ''}390 px, ${lang.toUpperCase()}`, async ({ page }) => {
    // axe in TY, the default language with the longest labels; EN repeats the same components.
    const axe = (p: Page) => (lang === 'ty' ? axeViolations(p, '[data-testid="member-centre"]') : Promise.resolve([] as string[]))
    test.setTimeout(240_000)
    await startAs(page, lang, 'logged in')
    const before = await betTotals(page)
    await playSpins(page, lang)
    const after = await betTotals(page)
    const played = after.count - before.count
    expect(played).toBeGreaterThanOrEqual(3)
    await home(page)
    const found: Record<string, string[]> = {}

    // Betting record, from the header: the rounds just played, a verify link on each house round, the totals.
    await pickFromDropdown(page, 3)
    const bets = centre(page).getByTestId('betting-record')
    const betRows = bets.getByTestId('bets-table-row').filter({ hasText: GAME.name })
    await expect(betRows.first()).toBeVisible()
    expect(await betRows.count()).toBeGreaterThanOrEqual(played)
    expect(Number(await bets.getByTestId('bets-total-count').innerText())).toBeGreaterThanOrEqual(played)
    const verify = betRows.first().getByTestId('bet-verify')
    await expect(verify).toHaveAttribute('href', /^\/house\/verify\?round=/)
    await expect(verify).toHaveAttribute('target', '_blank')
    const [proof] = await Promise.all([page.waitForEvent('popup'), verify.click()])
    await expect(proof).toHaveURL(/\/house\/slot\/verify\?round=/)
    await proof.close()
    // Filtering by another game type leaves the slot's rounds out (the live tables' journey may have
    // bet there on the same server, so the list need not be empty); back to all.
    await bets.getByTestId('bets-game-type').selectOption('LIVE')
    await expect(bets.getByTestId('list-empty').or(bets.getByTestId('bets-table-row').first())).toBeVisible()
    await expect(betRows).toHaveCount(0)
    await bets.getByTestId('bets-game-type').selectOption('')
    await expect(betRows.first()).toBeVisible()
    found.personalHistoryCopy = await axe(page)

    // Account record: bet and win movements, each with the balance after it.
    await centre(page).getByTestId('member-centre-transactionHistory').click()
    const moves = centre(page).getByTestId('account-record')
    await moves.getByTestId('moves-kind-bet').check()
    await moves.getByTestId('moves-kind-win').check()
    const moveRows = moves.getByTestId('moves-table-row')
    await expect(moveRows.first()).toBeVisible()
    const betWord = lang === 'ty' ? 'Taya' : 'Bet'
    const winWord = lang === 'ty' ? 'Panalo' : 'Win'
    // The list is asked again after each filter: read it once the filtered rows are in.
    await expect.poll(async () => [...new Set(await moveRows.locator('[data-col="kind"]').allInnerTexts())].sort()).toEqual([betWord, winWord].sort())
    for (const text of await moveRows.locator('[data-col="balance"]').allInnerTexts()) expect(text).toMatch(AMOUNT)
    await expect(moveRows.filter({ hasText: betWord }).first().locator('[data-col="amount"]')).toHaveText(/^-/)
    await expect(moveRows.filter({ hasText: winWord }).first().locator('[data-col="amount"]')).toHaveText(/^\+/)
    found.transactionHistory = await axe(page)

    // P&L: today's row counts the rounds, the chart is drawn.
    await centre(page).getByTestId('member-centre-personalProfit').click()
    const profit = centre(page).getByTestId('personal-profit')
    await expect(profit.locator('[data-testid="profit-chart"] canvas')).toBeVisible()
    const today = await page.evaluate(() => {
      const d = new Date()
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
    })
    const todayRow = profit.getByTestId('profit-days-row').filter({ hasText: today })
    await expect(todayRow).toBeVisible()
    expect(Number(await todayRow.locator('[data-col="count"]').innerText())).toBeGreaterThanOrEqual(played)
    await expect(profit.getByTestId('profit-types-row').first()).toBeVisible()
    found.personalProfit = await axe(page)
    expect(found).toEqual({ personalHistoryCopy: [], transactionHistory: [], personalProfit: [] })

    // A 390 px phone: every record page fits.
    await page.setViewportSize({ width: 390, height: 844 })
    const narrow: Record<string, string[]> = {}
    for (const id of ['personalProfit', 'transactionHistory', 'personalHistoryCopy']) {
      await chooseCentrePage(page, id)
      await expect(centre(page).locator('[data-testid="paged-list"][data-status="ready"], [data-testid="profit-days"]').first()).toBeVisible()
      narrow[id] = await sideways(page)
    }
    expect(narrow).toEqual({ personalProfit: [], transactionHistory: [], personalHistoryCopy: [] })
    expect(await axe(page)).toEqual([])
  })
}
