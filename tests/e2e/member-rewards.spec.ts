import { test, expect, type Page } from './support/test.ts'
import { sideways } from './support/sideways.ts'
import { e2eServer } from './support/server.ts'
import { admin } from './support/admin.ts'
import { startAs } from './support/tour.ts'
import { settleAfterLogin } from './support/after-login.ts'
import { launchHouseSlot } from './support/house-slot.ts'
import { axeViolations } from './support/axe.ts'
import { openCentrePage } from './support/centre-menu.ts'

// The reward pages of the member centre, in TY and EN, against `npm start`: the operator
// defines an easy mission with the CLI, demo01 plays one spin, claims it in mission activity
// (the balance rises, the menu badge falls), reads an operator message sent with the CLI
// (the header's unread count falls), and sees the invitation link on this site with its QR
// code. axe (WCAG 2.2 tags, in TY) finds nothing on the five pages; the announcement modal's link opens
// the reward centre; on a 390 px phone nothing scrolls sideways.
const PAGES = ['bonusDetails', 'rewardCenter', 'referral', 'missionLeaderboard', 'messageV2'] as const
const GAME = { id: 'e2e-house-slot', vassalage: 'TCG_SEA', gameType: 'RNG', name: 'E2E Lucky Reels', rtpBp: 9650, volatility: 'medium' as const }

test.describe.configure({ timeout: 180_000 })

const centre = (page: Page) => page.getByTestId('member-centre')
const money = (text: string | null) => Math.round(Number((text ?? '').replace(/,/g, '')) * 100)

/** One spin of the house slot in the /game iframe (as play.spec.ts), then back to the home page. */
async function playOneSpin(page: Page): Promise<void> {
  const saved = await page.request.put(`${e2eServer.url}/admin/games`, { headers: { authorization: `Bearer ${e2eServer.adminToken}` }, data: GAME })
  expect(saved.ok()).toBe(true)
  await launchHouseSlot(page, GAME)
  await page.goto('/game')
  const frame = page.frameLocator('[data-testid="game-frame"]')
  const spin = frame.getByRole('button', { name: 'Spin' })
  await expect(spin).toBeEnabled()
  await spin.click()
  await expect(frame.locator('#lastRound')).not.toHaveText('')
  await page.goto('/index')
  await expect(page.getByTestId('member-block')).toBeVisible()
  await settleAfterLogin(page)
}

for (const lang of ['ty', 'en'] as const) {
  test(`${lang.toUpperCase()}: complete and claim a mission, read a message, ${lang === 'ty' ? 'axe on every reward page, ' : ''}390 px`, async ({ page }) => {
    // axe in TY, the default language with the longest labels; EN repeats the same components.
    const axe = (p: Page) => (lang === 'ty' ? axeViolations(p, '[data-testid="member-centre"]') : Promise.resolve([] as string[]))
    const title = `E2E one round ${lang} ${Date.now()}`
    await admin('mission', 'add', 'rounds', '--target', '1', '--reward', '150', '--period', 'daily', '--title', title)
    await startAs(page, lang, 'logged in')
    await playOneSpin(page)
    const found: Record<string, string[]> = {}

    // Mission activity: the new mission is complete; the badge counts it; a claim credits 1.50 once.
    await openCentrePage(page, 'missionLeaderboard')
    const item = centre(page).locator('[data-testid^="mission-"]', { hasText: title }).first()
    await expect(item).toBeVisible()
    const badge = centre(page).getByTestId('member-centre-missionLeaderboard').getByTestId('member-centre-badge')
    await expect(badge).toHaveText(/^\d+$/)
    const ready = Number(await badge.textContent())
    const balance = page.getByTestId('balance-amount')
    await expect(balance).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/)
    const before = money(await balance.textContent())
    await expect(centre(page).getByTestId('mission-leaderboard')).toBeVisible()
    found.missionLeaderboard = await axe(page)
    const claim = item.getByRole('button')
    await claim.click()
    await claim.click({ timeout: 1_000 }).catch(() => undefined)
    await expect(item.getByRole('button')).toHaveCount(0)
    await expect.poll(async () => money(await balance.textContent())).toBe(before + 150)
    if (ready > 1) await expect(badge).toHaveText(String(ready - 1))
    else await expect(badge).toHaveCount(0)

    // The claim is in bonus details and the reward centre.
    await openCentrePage(page, 'bonusDetails')
    await expect(centre(page).getByTestId('bonus-list')).toContainText(title)
    found.bonusDetails = await axe(page)
    await openCentrePage(page, 'rewardCenter')
    await expect(centre(page).getByTestId('reward-centre').locator('li').first()).toBeVisible()
    found.rewardCenter = await axe(page)
    await openCentrePage(page, 'referral')
    await expect(centre(page).getByTestId('referral-qr')).toBeVisible()
    await expect(centre(page).getByTestId('referral-link')).toHaveText(new RegExp(`^${e2eServer.url.replace(/[.]/g, '\\.')}/\\?ref=\\w+$`))
    found.referral = await axe(page)

    // An operator message: the inbox counts it unread, reading it makes the count fall.
    const subject = `E2E hello ${lang} ${Date.now()}`
    await admin('message', 'send', '--to', 'demo01', '--title', subject, '--body', 'Body of the message')
    await openCentrePage(page, 'messageV2')
    const inboxButton = page.getByTestId('header-inbox')
    const message = centre(page).locator('[data-testid^="message-open-"]', { hasText: subject })
    await expect(message).toBeVisible()
    // The header agrees with the inbox (unread first, so every unread one is on this page).
    const unreadShown = centre(page).locator('[data-testid^="message-"][data-read="false"]')
    await expect.poll(async () => Number((await page.getByTestId('header-unread').textContent()) ?? 0) === (await unreadShown.count())).toBe(true)
    const unread = await unreadShown.count()
    found.messageV2 = await axe(page)
    await message.click()
    await expect(centre(page).getByText('Body of the message')).toBeVisible()
    if (unread > 1) await expect(page.getByTestId('header-unread')).toHaveText(String(unread - 1))
    else await expect(page.getByTestId('header-unread')).toHaveCount(0)
    await expect(inboxButton).toHaveAccessibleName(lang === 'en' ? `Messages, ${unread - 1} unread` : `Mga mensahe, ${unread - 1} hindi pa nababasa`)
    await centre(page).getByTestId('inbox-read-all').click()
    await expect(page.getByTestId('header-unread')).toHaveCount(0)
    expect(found).toEqual({ missionLeaderboard: [], bonusDetails: [], rewardCenter: [], referral: [], messageV2: [] })

    // The announcement modal's link (spec §2) opens the member centre on the reward centre.
    await page.keyboard.press('Escape')
    await expect(centre(page)).toBeHidden()
    await page.getByTestId('notice-marquee').getByRole('button').first().click()
    await page.getByTestId('notice-reward-centre').click()
    await expect(centre(page).getByTestId('member-centre-page-rewardCenter')).toBeVisible()
    await expect(centre(page).getByTestId('member-centre-rewardCenter')).toHaveAttribute('aria-current', 'page')

    // On a 390 px phone (the centre's menu becomes a drawer) no page scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 })
    for (const id of PAGES) {
      await openCentrePage(page, id)
      await expect(centre(page).getByTestId('list-loading')).toHaveCount(0)
      expect(await sideways(page), id).toEqual([])
    }
  })
}
