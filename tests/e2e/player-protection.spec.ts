import { test, expect, type Page } from './support/test.ts'
import { e2eServer } from './support/server.ts'
import { logInFromHeader } from './support/after-login.ts'
import { launchHouseSlot } from './support/house-slot.ts'
import { pickFromDropdown } from './support/member-menu.ts'

// A seeded team member no other spec plays as sets a daily loss limit in the member centre,
// plays a house slot until the server refuses the next spin, sees the session's figures and the
// refusal on the meter over the game, takes a break from it, and can launch nothing while it
// lasts, nor after signing out and in again.
// The house's lowest RTP and smallest wins: the loss reaches the limit in some 15 spins, not after a lucky streak.
const GAME = { id: 'e2e-protection-slot', vassalage: 'TCG_SEA', gameType: 'RNG', name: 'E2E Careful Reels', rtpBp: 8000, volatility: 'low' as const }
const admin = { authorization: `Bearer ${e2eServer.adminToken}` }
const centre = (page: Page) => page.getByTestId('member-centre')

test.describe.configure({ timeout: 240_000 })

/** A deposit through the demo e-wallet channel, approved by the operator at once. */
async function fund(page: Page): Promise<void> {
  const id = await page.evaluate(async () => {
    const auth = { authorization: `Bearer ${sessionStorage.getItem('token')}` }
    const channels = await (await fetch('/wps/relay/MCS2_depositChannels', { headers: auth })).json() as { value: { channels: { id: number; min: number; max: number }[] } }
    const channel = channels.value.channels.find((c) => c.min <= 10_000 && c.max >= 10_000)!
    const res = await fetch('/wps/relay/MCS2_depositRequest', {
      method: 'POST', headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ channelId: channel.id, amount: 10_000, requestId: `protection-${Date.now()}` }),
    })
    return ((await res.json()) as { value: { id: number } }).value.id
  })
  await page.request.post(`${e2eServer.url}/admin/deposits/${id}/approve`, { headers: admin })
}

test('a daily loss limit stops the game at its edge, the meter shows the session, a break stops every launch', async ({ page, request }) => {
  expect((await request.put(`${e2eServer.url}/admin/games`, { headers: admin, data: GAME })).ok()).toBe(true)
  await logInFromHeader(page, 'beta02', 'Team1234', 'en')
  await fund(page)

  // The limit, set in the member centre: lowering takes effect at once.
  await pickFromDropdown(page, 0)
  await centre(page).getByTestId('member-centre-responsiblePlay').click()
  const row = centre(page).getByTestId('limit-lossDay')
  await row.getByTestId('limit-lossDay-edit').click()
  await row.getByTestId('limit-lossDay-input').fill('3')
  await row.getByTestId('limit-lossDay-save').click()
  await expect(row.getByTestId('limit-lossDay-value')).toHaveText('3.00')
  await expect(row.getByTestId('limit-lossDay-pending')).toHaveCount(0)

  // Spins of 1.00 until the server refuses one: the net loss can never pass 3.00.
  await launchHouseSlot(page, GAME)
  await page.goto('/game')
  const frame = page.frameLocator('[data-testid="game-frame"]')
  const spin = frame.locator('#spin')
  await expect(spin).toBeEnabled()
  await frame.locator('#stake').selectOption('100')
  const refusal = 'This bet would go over your loss limit.'
  for (let i = 0; i < 200 && (await frame.locator('#result').textContent()) !== refusal; i++) {
    await expect(spin).toBeEnabled()
    await spin.click()
    await expect(frame.locator('#result')).not.toHaveText('')
  }
  await expect(frame.locator('#result')).toHaveText(refusal)

  // The meter over the game: the session's stakes, and a net loss of more than 2.00 and at most 3.00.
  const meter = page.getByTestId('session-meter')
  await expect(meter).toBeVisible()
  await expect(meter.getByTestId('meter-stakes')).not.toHaveText('0.00')
  await expect.poll(async () => Number((await meter.getByTestId('meter-net').textContent())!.replace(/,/g, '')), { timeout: 15_000 }).toBeLessThan(-2)
  expect(Number((await meter.getByTestId('meter-net').textContent())!.replace(/,/g, ''))).toBeGreaterThanOrEqual(-3)
  // The meter says the wallet refused the bet, and why, from the server's own record of it.
  await expect(meter.getByTestId('meter-refusal')).toHaveAttribute('data-code', 'LOSS_LIMIT_REACHED', { timeout: 15_000 })
  await expect(meter.getByTestId('meter-refusal')).toContainText(refusal)

  // A one-tap break: the game ends, home says until when, and no game launches meanwhile.
  await meter.getByTestId('meter-take-break').click()
  await page.getByTestId('dialog-confirm').click()
  await expect(page).toHaveURL(/\/index$/)
  await expect(page.getByTestId('dialog')).toContainText('You are on a break until')
  await expectRestricted(page)

  // The break outlives the login session: signed out and in again, the same holds.
  await page.getByTestId('dialog-confirm').click()
  await expect(page.getByTestId('dialog')).toBeHidden()
  await page.getByTestId('header-sign-out').click()
  await page.getByTestId('dialog-confirm').click()
  await expect(page.getByTestId('header-login')).toBeVisible()
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull()
  await logInFromHeader(page, 'beta02', 'Team1234', 'en')
  await expectRestricted(page)
  await pickFromDropdown(page, 0)
  await centre(page).getByTestId('member-centre-responsiblePlay').click()
  await expect(centre(page).getByTestId('protection-block')).toContainText('You are on a break until')
})

/**
 * What a break leaves open, asked as the SPA asks: no game launches (ON_BREAK), no deposit
 * (ON_BREAK), while the records read.
 */
async function expectRestricted(page: Page): Promise<void> {
  const code = await page.evaluate(async (id) => {
    const token = sessionStorage.getItem('token')!
    const res = await fetch('/wps/game/launch', {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, Language: 'en' },
      body: JSON.stringify({ gameId: id, nodeId: '', accountType: 1, confirmTrans: 0, vassalage: 'TCG_SEA', launchMode: 'GLS', platform: 'html5-desktop', clientType: 3, username: sessionStorage.getItem('account'), token, merchantCode: sessionStorage.getItem('merchant'), language: 'en' }),
    })
    return ((await res.json()) as { code?: string }).code
  }, GAME.id)
  expect(code).toBe('ON_BREAK')

  // Only withdrawing and the records stay open: a deposit is refused, the records read.
  const [deposit, records] = await page.evaluate(async () => {
    const auth = { authorization: `Bearer ${sessionStorage.getItem('token')}` }
    const channels = await (await fetch('/wps/relay/MCS2_depositChannels', { headers: auth })).json() as { value: { channels: { id: number }[] } }
    const res = await fetch('/wps/relay/MCS2_depositRequest', {
      method: 'POST', headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ channelId: channels.value.channels[0]!.id, amount: 10_000, requestId: `protection-late-${Date.now()}` }),
    })
    const list = await fetch('/wps/member/withdrawals?page=1&pageSize=5', { headers: auth })
    return [((await res.json()) as { code?: string }).code, list.status]
  })
  expect(deposit).toBe('ON_BREAK')
  expect(records).toBe(200)
}
