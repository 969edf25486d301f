import { test, expect } from './support/test.ts'
import { admin } from './support/admin.ts'
import { startAs } from './support/tour.ts'
import { sideways } from './support/sideways.ts'
import { axeViolations } from './support/axe.ts'

// The promotion pages against `npm run serve`: the operator puts a promotion and a one-winner
// raffle on /promotions with the CLI; demo01 joins the promotion (the reward centre's rules:
// applying), takes a raffle ticket (MCS2_claimRafflePromotion); the operator draws with the
// CLI; demo01's balance rises by the prize, /promoDetail shows the ticket won and the
// browser's check of the draw passes. axe (WCAG 2.2 tags) finds nothing on either page, and on
// a 390 px phone nothing scrolls sideways.

test.describe.configure({ timeout: 180_000 })

const money = (text: string | null) => Math.round(Number((text ?? '').replace(/,/g, '')) * 100)
/** The id the CLI printed for what it created ("Created:\n#12 on ..."). */
const idOf = (printed: string): number => Number(/#(\d+) /.exec(printed)?.[1])

test('join a promotion, take a raffle ticket, the operator draws, the winner is paid and checks the draw', async ({ page }) => {
  const stamp = Date.now()
  const ends = new Date(Date.now() + 3_600_000).toISOString()
  const promotion = idOf(await admin('promo', 'create', 'promotion', '--title', `E2E bonus ${stamp}`, '--body', '<p>Join <strong>now</strong></p>', '--reward', '300', '--sort', '1'))
  const raffle = idOf(await admin('promo', 'create', 'raffle', '--title', `E2E raffle ${stamp}`, '--body', '<p>One winner</p>', '--reward', '700', '--winners', '1', '--ends', ends))
  expect(promotion).toBeGreaterThan(0)
  expect(raffle).toBeGreaterThan(0)

  await startAs(page, 'en', 'logged in')
  await page.goto('/promotions')
  const joinCard = page.getByTestId(`promo-${promotion}`)
  await expect(joinCard).toBeVisible()
  await joinCard.getByRole('button', { name: `Join: E2E bonus ${stamp}` }).click()
  await expect(joinCard.getByTestId(`promo-status-${promotion}`)).toHaveText('Applying')
  await expect(joinCard.getByRole('button')).toHaveCount(0)

  const raffleCard = page.getByTestId(`promo-${raffle}`)
  const take = raffleCard.getByRole('button', { name: `Take a ticket: E2E raffle ${stamp}` })
  await take.click()
  await take.click({ timeout: 1_000 }).catch(() => undefined)
  await expect(raffleCard.getByTestId(`promo-status-${raffle}`)).toHaveText('Joined')
  expect(await axeViolations(page, 'main')).toEqual([])

  const balance = page.getByTestId('balance-amount')
  await expect(balance).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/)
  const before = money(await balance.textContent())
  const drawn = await admin('raffle', 'draw', String(raffle))
  expect(drawn).toContain('Drawn and paid.')
  expect(drawn).toMatch(/ticket \d+ demo01 won 7\.00/)
  expect(await admin('raffle', 'draw', String(raffle))).toContain('Drawn before: nothing paid this time.')

  await page.goto(`/promoDetail?id=${raffle}`)
  const detail = page.getByTestId(`promo-detail-${raffle}`)
  await expect(detail.getByRole('heading', { name: `E2E raffle ${stamp}` })).toBeVisible()
  await expect(detail.getByTestId(`promo-status-${raffle}`)).toHaveText('Issued')
  await expect(detail.getByTestId('raffle-outcome')).toHaveText('Your ticket won: the prize is in your balance.')
  await expect.poll(async () => money(await page.getByTestId('balance-amount').textContent())).toBe(before + 700)
  await detail.getByTestId('raffle-verify').click()
  await expect(detail.getByTestId('raffle-check')).toHaveText('Checked: the seed matches its hash and picks exactly these winning tickets.')
  expect(await axeViolations(page, 'main')).toEqual([])

  await page.setViewportSize({ width: 390, height: 844 })
  expect(await sideways(page)).toEqual([])
  await page.goto('/promotions')
  await expect(page.getByTestId(`promo-${raffle}`)).toBeVisible()
  expect(await sideways(page)).toEqual([])
})
