import { test, expect, type Page } from './support/test.ts'
import { e2eServer } from './support/server.ts'
import { logInFromHeader } from './support/after-login.ts'
import { launchHouseSlot } from './support/house-slot.ts'

// demo01 logs in, launches a house slot, plays a few spins in the iframe, and the header
// balance follows. The catalogue pages come with their own branch: the game row is saved
// through the operator API and the launch call is made from the page with the session.
const GAME = { id: 'e2e-house-slot', vassalage: 'TCG_SEA', gameType: 'RNG', name: 'E2E Lucky Reels', rtpBp: 9650, volatility: 'medium' as const }

// The popup notices that follow a login cover the game frame otherwise: the helper clears them.
const login = (page: Page) => logInFromHeader(page, 'demo01', 'Demo1234')

test('demo01 launches a slot, spins in the iframe, and the header balance follows', async ({ page, request }) => {
  const saved = await request.put(`${e2eServer.url}/admin/games`, { headers: { authorization: `Bearer ${e2eServer.adminToken}` }, data: GAME })
  expect(saved.ok()).toBe(true)

  await page.addInitScript(() => window.localStorage.setItem('lang', 'en'))
  await login(page)
  const amount = page.getByTestId('balance-amount')
  await expect(amount).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/)
  const before = await amount.textContent()

  // The launch call with the spec payload and Language header, from the page and its session.
  const url = await launchHouseSlot(page, GAME)
  expect(url).toMatch(/^\/house\/slot\/\?s=/)
  await page.goto('/game')
  await expect(page.getByTestId('page-game')).toBeVisible()
  const frame = page.frameLocator('[data-testid="game-frame"]')
  await expect(frame.getByRole('heading', { name: GAME.name })).toBeVisible()
  const spin = frame.getByRole('button', { name: 'Spin' })
  // Three spins, and more while the balance is back where it started: a win can repay the
  // stakes exactly, and then the header has nothing to follow.
  let inGame: string | null = before
  for (let i = 0; i < 3 || (inGame === before && i < 12); i++) {
    await expect(spin).toBeEnabled()
    await spin.click()
    await expect(frame.locator('#lastRound')).not.toHaveText('')
    await expect(spin).toBeEnabled()
    inGame = await frame.getByTestId('slot-balance').textContent()
  }
  // The header shows what the game shows, and it moved from where it started.
  await expect(amount).toHaveText(inGame!)
  expect(inGame).not.toBe(before)

  // Clicking the currency symbol asks the server again and agrees; the eye hides it.
  await page.getByTestId('balance-refresh').click()
  await expect(amount).toHaveText(inGame!)
  await page.getByTestId('balance-toggle').click()
  await expect(amount).toHaveText('***')
})
