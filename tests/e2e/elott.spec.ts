import { test, expect } from './support/test.ts'
import { startAs } from './support/tour.ts'
import { e2eServer } from './support/server.ts'

// ELOTT titles open the house e-lottery, not the slot: demo01 launches the e-lottery from the
// nav (spec §2: it has no page of its own, its first title opens in a tab), a 5-digit title.
// On a phone the member stacks 1.00 chips on three selections, buys the ticket for the draw on
// sale and sees the stake leave the balance; the draw (every 60 game seconds, 24 s here: the
// servers run at 0.4 of the pace, tableSecondMs) brings its result to the list, the ticket
// settles as won or lost with what it returned in the balance, and its verify link recomputes
// the draw from the revealed seed.
test.use({ viewport: { width: 390, height: 844 } })

const amount = (text: string | null) => Math.round(Number((text ?? '').replace(/,/g, '')) * 100)
const seconds = (clock: string | null) => { const [m, s] = (clock ?? '').split(':').map(Number); return (m ?? 0) * 60 + (s ?? 0) }

test('an ELOTT title sells a ticket for the next draw, which settles it, EN', async ({ page, context }) => {
  test.setTimeout(90_000)
  await startAs(page, 'en', 'logged in')
  const [game] = await Promise.all([context.waitForEvent('page'), page.getByTestId('nav-ELOTT').click()])
  await expect(game).toHaveURL(/\/house\/lottery\//)
  await expect(game.getByTestId('lottery-page')).toHaveAttribute('data-game', 'ELOTT5')
  await expect(game.locator('#title')).not.toHaveText('…')
  const balance = game.getByTestId('lottery-balance')
  await expect(balance).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/)
  const before = amount(await balance.textContent())

  // Far enough from the close (3.2 s of real time) that the ticket reaches the server while the draw sells.
  await expect.poll(async () => seconds(await game.getByTestId('lottery-closes-in').textContent()), { timeout: 20_000 }).toBeGreaterThanOrEqual(e2eServer.tableSeconds(3_200))
  for (const selection of ['sum:big', 'p0:odd', 'p4:7']) await game.locator(`[data-testid="lottery-pick"][data-selection="${selection}"]`).click()
  await expect(game.getByTestId('lottery-total')).toHaveText('Total stake 3.00')
  await game.getByTestId('lottery-place').click()
  await expect(game.getByTestId('lottery-message')).toHaveText('Ticket bought: 3.00')
  await expect(balance).toHaveText(new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format((before - 300) / 100))

  const ticket = game.getByTestId('lottery-my-ticket').first()
  await expect(ticket).toHaveAttribute('data-status', 'placed')
  const drawNo = (await ticket.locator('td').first().textContent())!.trim()
  // The draw's result arrives in the list, and the ticket settles on it. The draw is at most 24 s
  // away; the rest is room for the draw job's tick and the page's poll on a loaded machine (a CI
  // run with a page walk beside it missed 28 s once).
  await expect(game.locator(`[data-testid="lottery-result"][data-draw="ELOTT5:${drawNo}"]`)).toBeVisible({ timeout: 45_000 })
  await expect(ticket).toHaveAttribute('data-status', /^(won|lost)$/, { timeout: 5_000 })
  const returned = amount(await ticket.locator('td').nth(4).textContent())
  await expect(balance).toHaveText(new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format((before - 300 + returned) / 100))

  await game.goto(await ticket.getByRole('link').getAttribute('href') ?? '')
  await expect(game.getByTestId('verify-verdict')).toHaveText('Matches: this draw was computed from its seed and the previous result.')
})
