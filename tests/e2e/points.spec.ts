import { test, expect } from './support/test.ts'
import { e2eServer } from './support/server.ts'
import { admin } from './support/admin.ts'
import { clientIp } from './support/accounts.ts'
import { launchHouseSlot } from './support/house-slot.ts'
import { depositOnDemoChannel, PAYMENT_PASSWORD, registerByMobile, setPaymentPassword } from './support/money-member.ts'

// Points are earned by playing and turned into wallet money (spec §1, §4): a new member
// deposits, spins a house slot, the server's earning job credits the points for the settled
// spins, and the member converts them on /pointMall; the header balance takes the money.
const GAME = { id: 'e2e-points-slot', vassalage: 'TCG_SEA', gameType: 'RNG', name: 'E2E Point Reels', rtpBp: 9650, volatility: 'low' as const }
/** Slots earn the most the operator may set (1,000 points per 100.00), so a few 1.00 spins pass the 100-point minimum. */
const RATE = '1000'
/** Twelve spins of 1.00 at that rate: 120 points, converted as one step of 100 and 20 left. */
const SPINS = 12
const EARNED = SPINS * 10

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': clientIp(61) } })

const digits = (text: string | null): number => Number((text ?? '').replace(/\D/g, ''))

test('a member earns points by playing a slot and converts them into wallet money', async ({ page, request }) => {
  test.setTimeout(120_000)
  const saved = await request.put(`${e2eServer.url}/admin/games`, { headers: { authorization: `Bearer ${e2eServer.adminToken}`, 'X-Forwarded-For': '127.0.0.1' }, data: GAME })
  expect(saved.ok()).toBe(true)
  await page.addInitScript(() => window.localStorage.setItem('lang', 'en'))
  await registerByMobile(page)
  await depositOnDemoChannel(page, 100)
  await setPaymentPassword(page)

  await page.goto('/pointMall')
  await expect(page.getByTestId('mall-balance')).toHaveText('0')

  const rates = await admin('points', 'config')
  await admin('points', 'rate', 'RNG', RATE)
  const balance = page.getByTestId('mall-balance')
  try {
    await launchHouseSlot(page, GAME)
    await page.goto('/game')
    const frame = page.frameLocator('[data-testid="game-frame"]')
    const spin = frame.getByRole('button', { name: 'Spin' })
    for (let i = 0; i < SPINS; i++) {
      await expect(spin).toBeEnabled()
      await spin.click()
      await expect(frame.locator('#lastRound')).not.toHaveText('')
    }
    await expect(spin).toBeEnabled()

    // The earning job credits bets settled a grace before (2 s in the e2e set-up, looked for
    // every second), at the rate in force when it runs.
    await page.goto('/pointMall')
    await expect(async () => {
      await page.reload()
      await expect(balance).toHaveText(/^\d[\d,]*$/)
      // Every spin's points, not the first hundred: a spin credited later would change the preview.
      expect(digits(await balance.textContent())).toBe(EARNED)
    }).toPass({ timeout: 30_000, intervals: [2_000] })
  } finally {
    // Back to the rate the run started with, for the specs after this one.
    await admin('points', 'rate', 'RNG', /RNG\s+([\d.]+)/.exec(rates)?.[1] ?? '1')
  }
  const earned = digits(await balance.textContent())

  const money = page.getByTestId('balance-amount')
  await expect(money).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/)
  const moneyBefore = digits(await money.textContent())

  await page.getByRole('tab', { name: 'Convert points' }).click()
  const form = page.getByTestId('convert-form')
  await form.getByTestId('convert-all').click()
  // 100 points give 10.00 (the seeded ratio): whole steps convert, the rest stays.
  const steps = Math.floor(earned / 100)
  await expect(form.getByTestId('convert-preview-converts')).toHaveText(`${(steps * 100).toLocaleString('en-US')} points → ${(steps * 10).toFixed(2)}`)
  await expect(form.getByTestId('convert-preview-stays')).toHaveText(String(earned % 100))
  await form.getByTestId('convert-password').fill(PAYMENT_PASSWORD)
  await form.getByTestId('convert-submit').click()
  await expect(form.getByTestId('convert-done')).toBeVisible()

  await expect(balance).toHaveText(String(earned % 100))
  await expect.poll(async () => digits(await money.textContent())).toBe(moneyBefore + steps * 1000)
  // The point transactions list both movements: the earning and the conversion.
  await page.getByRole('tab', { name: 'Point transactions' }).click()
  const moves = page.getByTestId('mall-transactions')
  await expect(moves).toContainText('Earned')
  await expect(moves).toContainText('Converted')
})
