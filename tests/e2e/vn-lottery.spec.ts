import { test, expect } from './support/test.ts'
import { startAs } from './support/tour.ts'
import { pickFromDropdown } from './support/member-menu.ts'

// The Vietnamese lottery's whole journey, in EN on a phone: demo01 opens /vnlottery, bets on the
// first province, which opens its betting view in /game, and buys a lô on 27 for 1.00. The
// servers run test draws (VN_LOTTERY_TEST_DRAW_MS: every province every 30 s, sales closing
// 10 s before), so the draw comes within 30 s: its result shows in the page, the ticket settles
// as won or lost, and the balance is the one before less the stake plus what the ticket returned
// (a lô pays per hit, so the outcome is checked either way). The ticket is in the member centre's
// betting record with the same stake and win, and "verify" recomputes the draw from its revealed seed.
test.use({ viewport: { width: 390, height: 844 } })

const amount = (text: string | null) => Math.round(Number((text ?? '').replace(/,/g, '').replace(/[^\d.-]/g, '')) * 100)
const money = (minor: number) => new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100)
/** "Sales close in 00:00:42" -> 42 schedule seconds (400 ms each on the test servers). */
const left = (text: string | null) => { const m = /(\d+):(\d\d):(\d\d)/.exec(text ?? ''); return m ? Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) : 0 }

test('a lô bought from /vnlottery is drawn, paid into the balance, listed in the betting record and verified, EN', async ({ page, context }) => {
  test.setTimeout(90_000)
  await startAs(page, 'en', 'logged in')
  await page.goto('/vnlottery')
  // demo01's tickets from earlier tests (the lobby's lô) drawn and paid first, so the balance moves by this ticket only.
  await expect.poll(() => page.evaluate(async () => {
    const res = await fetch('/lotto/lgw/games/opened/numero', { headers: { authorization: `Bearer ${sessionStorage.getItem('token')}` } })
    return ((await res.json()) as { value: { list: unknown[] } }).value.list.length
  }), { timeout: 40_000 }).toBe(0)
  // A drawn ticket is paid in the same run of the draw job.
  await page.waitForTimeout(3_000)
  await page.getByTestId('vn-draws').getByTestId('vn-draw').first().getByRole('button').click()
  await expect(page).toHaveURL(/\/game$/)
  const game = page.frameLocator('[data-testid="game-frame"]')
  const balance = game.getByTestId('vn-balance')
  await expect(balance).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/)
  const title = (await game.locator('#title').textContent())!.trim()

  // The chosen draw far enough from its close (at least 5 s) that the ticket reaches the server while it sells.
  const chosen = game.locator('[data-testid="vn-draw"][aria-pressed="true"]')
  await expect.poll(async () => left(await chosen.locator('.clock').textContent()), { timeout: 25_000 }).toBeGreaterThanOrEqual(13)
  await game.locator('[data-num="27"]').click()
  await game.getByTestId('vn-stake').fill('1.00')
  await game.getByTestId('vn-add').click()
  await expect(game.getByTestId('vn-total')).toHaveText('1.00')
  const before = amount(await balance.textContent())
  await game.getByTestId('vn-place').click()
  await expect(game.getByTestId('vn-message')).toHaveText('Ticket placed: 1.00')
  await expect(balance).toHaveText(money(before - 100))

  const row = game.getByTestId('vn-ticket-row').first()
  await expect(row).toHaveAttribute('data-status', 'placed')
  const drawId = (await row.getAttribute('data-draw'))!
  const ticketId = /round=([^&]+)/.exec((await row.getByRole('link').getAttribute('href'))!)![1]!

  // The draw within 30 s, then the job's tick and the page's 5 s reading on a loaded machine.
  await expect(row).toHaveAttribute('data-status', 'settled', { timeout: 45_000 })
  const returned = amount(await row.locator('td').nth(4).textContent())
  await expect(row.locator('td').nth(4)).toHaveText(returned > 0 ? `${money(returned)} won` : '0.00 lost')
  await expect(balance).toHaveText(money(before - 100 + returned))
  // The draw's result in the page: every prize, the special prize (ĐB) among them.
  await game.locator(`#resultTabs [data-draw="${drawId}"]`).click()
  const verifyDraw = game.getByTestId('vn-verify-draw')
  await expect(verifyDraw).toHaveText(`Verify: ${drawId}`)
  await expect(game.getByTestId('vn-results').locator('tr.special .n')).toHaveText(/^\d{5,6}$/)

  // "Verify this draw": the page recomputes the draw from the revealed seed and the previous result.
  const proof = await context.newPage()
  await proof.goto((await verifyDraw.getAttribute('href'))!)
  await expect(proof.getByTestId('verify-verdict')).toHaveText(/^Matches/)
  await proof.close()

  // The member centre's betting record: the ticket, its stake and what it returned.
  await page.goto('/index')
  await expect(page.getByTestId('member-block')).toBeVisible()
  const popup = page.getByTestId('modal-noticePopup')
  if (await popup.waitFor({ state: 'visible', timeout: 3_000 }).then(() => true, () => false)) {
    await popup.getByRole('button', { name: /close/i }).first().click()
  }
  await pickFromDropdown(page, 3)
  const record = page.getByTestId('member-centre').getByTestId('betting-record').getByTestId('bets-table-row').filter({ hasText: ticketId })
  await expect(record).toHaveCount(1)
  await expect(record).toContainText(title)
  await expect(record.locator('[data-col="stake"]')).toHaveText(money(100))
  await expect(record.locator('[data-col="win"]')).toHaveText(money(returned))
})
