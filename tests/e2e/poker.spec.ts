import type { FrameLocator } from '@playwright/test'
import { e2eServer } from './support/server.ts'
import { test, expect } from './support/test.ts'
import { startAs } from './support/tour.ts'
import { pickFromDropdown } from './support/member-menu.ts'
import { axeViolations } from './support/axe.ts'

// A PVP title is a three-card poker room of the house: demo01 joins a room from the PVP page's
// room list (EN: the room launch, GET /wps/game/launchGame) or opens a title's card (TY: its first
// room), sits in while the hand is open, sees their own three cards once dealt and the house
// players labelled in the other seats, calls, and sees the showdown settle the hand in "Your bets"
// and the header balance. The hand is in the betting record and its verify link recomputes the
// deal and the showdown. On a phone; in TY axe finds nothing on the game page. The servers run
// the tables at 0.4 of their pace (tableSecondMs, tests/e2e/support/server.ts).
test.use({ viewport: { width: 390, height: 844 } })
test.describe.configure({ mode: 'parallel' })

const TEXT = {
  ty: { sitIn: /^Umupo para sa kamay na ito/, decide: /^Call o fold/, seated: 'Nakaupo ka na, bayad na ang ante', called: 'Nag-call ka', hand: /^Ang iyong kamay \(upuan \d+\): (\S+ ){2}\S+$/, settled: 'Naayos na', match: 'Tugma' },
  en: { sitIn: /^Sit in for this hand/, decide: /^Call or fold/, seated: 'You sit in, ante paid', called: 'You call', hand: /^Your hand \(seat \d+\): (\S+ ){2}\S+$/, settled: 'Settled', match: 'Matches' },
} as const

const money = (minor: number) => (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })

/** Waits for a hand open to sit in for at least `leftMs` of real time still. */
async function awaitOpenHand(game: FrameLocator, sitIn: RegExp, leftMs = 1_600): Promise<void> {
  const left = e2eServer.tableSeconds(leftMs)
  await expect.poll(async () => {
    const text = (await game.getByTestId('table-phase').textContent()) ?? ''
    return sitIn.test(text) && Number(/(\d+) s$/.exec(text)?.[1] ?? 0) >= left
  }, { timeout: 30_000, intervals: [200] }).toBe(true)
}

const CASES = [
  { lang: 'en', how: 'the room list' },
  { lang: 'ty', how: 'a title card' },
] as const

for (const { lang, how } of CASES) {
  test(`a PVP room opened from ${how} deals a hand, takes the ante and the call, and settles the showdown, ${lang.toUpperCase()}`, async ({ page, context }) => {
    test.setTimeout(120_000)
    const text = TEXT[lang]
    await startAs(page, lang, 'logged in')
    const amount = page.getByTestId('balance-amount')
    await expect(amount).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/)
    const before = Math.round(Number((await amount.textContent())!.replace(/,/g, '')) * 100)

    await page.goto('/pvp')
    let ante: number
    if (how === 'the room list') {
      const room = page.getByTestId('pvp-rooms').locator('tbody tr').first()
      ante = Math.round(Number((await room.locator('td').nth(1).textContent())!.replace(/,/g, '')) * 100)
      await room.getByRole('button').click()
    } else {
      await page.getByTestId('game-card').first().getByRole('button').first().click()
      ante = 0
    }
    await expect(page).toHaveURL(/\/game$/)
    await expect(page.getByTestId('game-frame')).toHaveAttribute('src', /^\/house\/poker\//)
    const game = page.frameLocator('[data-testid="game-frame"]')
    await expect(game.locator('#title')).not.toHaveText('…')
    const name = (await game.locator('#title').textContent()) ?? ''

    await awaitOpenHand(game, text.sitIn)
    await game.getByTestId('table-spot-ante').click()
    await expect(game.getByTestId('table-message')).toHaveText(new RegExp(`^${text.seated}: `))
    if (ante === 0) ante = Math.round(Number((await game.getByTestId('table-message').textContent())!.split(': ')[1]!.replace(/,/g, '')) * 100)
    await expect(game.getByTestId('table-balance')).toHaveText(money(before - ante))
    await expect(amount).toHaveText(money(before - ante))
    await expect(game.getByTestId('table-spot-ante')).toBeDisabled()

    // The cards are out: the member's own three show, and the call opens.
    await expect(game.getByTestId('table-phase')).toHaveText(text.decide, { timeout: 20_000 })
    await expect(game.getByTestId('poker-hand')).toHaveText(text.hand)
    await game.getByTestId('table-spot-call').click()
    await expect(game.getByTestId('table-message')).toHaveText(new RegExp(`^${text.called}: `))
    await expect(game.getByTestId('table-balance')).toHaveText(money(before - 2 * ante))

    // The showdown settles the hand for the whole room.
    await expect(game.getByTestId('table-result')).not.toBeEmpty({ timeout: 20_000 })
    await expect(game.getByTestId('table-mine').locator('tr').nth(1)).toContainText(text.settled, { timeout: 10_000 })
    await expect(game.getByTestId('table-mine').locator('tr').nth(2)).toContainText(text.settled, { timeout: 10_000 })
    const inGame = await game.getByTestId('table-balance').textContent()
    await expect(amount).toHaveText(inGame!)
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    if (lang === 'ty') {
      expect(await axeViolations(page)).toEqual([])
    }

    await page.goto('/index')
    await pickFromDropdown(page, 3)
    const row = page.getByTestId('member-centre').getByTestId('betting-record').getByTestId('bets-table-row').filter({ hasText: name }).first()
    await expect(row).toBeVisible()
    const [proof] = await Promise.all([context.waitForEvent('page'), row.getByTestId('bet-verify').click()])
    await expect(proof).toHaveURL(/\/house\/poker\/verify\?round=/)
    await expect(proof.getByTestId('verify-verdict')).toHaveText(new RegExp(`^${text.match}`))
    await proof.close()
  })
}
