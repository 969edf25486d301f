import { test, expect, type Browser, type Locator, type Page } from './support/test.ts'
import { sideways } from './support/sideways.ts'
import { e2eServer } from './support/server.ts'
import { logInFromHeader } from './support/after-login.ts'
import { freshUsername } from './support/accounts.ts'
import { launchHouseSlot } from './support/house-slot.ts'
import { agentCentre, agentPage, DOWNLINE_PASSWORD, openAgentCentre, openAgentPage, registerDownline as registerFromCentre, setRates } from './support/agent-team.ts'
import { axeViolations } from './support/axe.ts'

// The agent's contract journey, with fresh accounts each run, each player in a language of
// their own (agent01 and Y in TY, X and M in EN), so one run reads the screens in both: agent01 sees the Agent item
// and the centre, registers a sub-agent (X) with a real-time salary contract offered; X logs
// in, sees the offer and accepts it; X registers its own sub-agent (Y, with a contract Y
// accepts) and a member (M); M deposits and plays the house slot for real; after the next
// real-time period (SALARY_REALTIME_PERIOD_MS is short on the e2e server, tests/e2e/support/start-servers.ts)
// X's income shows the payment and its statement drills down to M's bets; agent01 simulates a
// lower offer to X, is shown that Y's contract would end, confirms, and once X accepts Y's
// contract has ended; a plain member opens no agent page.
const GAME = { id: 'e2e-journey-slot', vassalage: 'TCG_SEA', gameType: 'RNG', name: 'E2E Journey Reels', rtpBp: 9650, volatility: 'medium' as const }
const PASSWORD = DOWNLINE_PASSWORD
const admin = { authorization: `Bearer ${e2eServer.adminToken}` }

test.describe.configure({ timeout: 300_000 })

const centre = agentCentre
/** axe's findings in the agent centre (none expected), and what sticks out at 390 px. */
async function checkScreen(page: Page): Promise<{ axe: string[]; phone: string[] }> {
  const axe = await axeViolations(page, '[data-testid="agent-centre"]')
  const size = page.viewportSize()!
  await page.setViewportSize({ width: 390, height: 844 })
  const phone = await sideways(page)
  await page.setViewportSize(size)
  return { axe, phone }
}
/** A named phase, so a failure says where the journey stopped. */
const step = <T>(name: string, body: () => Promise<T>): Promise<T> => test.step(name, body)

/** A page of its own (its own session storage) logged in as `account`, in `lang`. */
const loginAs = (browser: Browser, lang: string, account: string, password: string, csp: { watch(c: import('@playwright/test').BrowserContext): Promise<void> }): Promise<Page> =>
  agentPage(browser, account, password, { lang, watch: (c) => csp.watch(c) })
const openCentre = openAgentCentre
const openPage = (page: Page, id: string): Promise<Locator> => openAgentPage(page, id)

/** Register account: a sub-agent with a real-time salary offer at `rates` (axe and 390 px checked on the filled form), or a member. */
const registerDownline = (page: Page, account: string, offerRates: string[] | null): Promise<void> =>
  registerFromCentre(page, account, offerRates, offerRates ? async () => expect(await checkScreen(page)).toEqual({ axe: [], phone: [] }) : undefined)

/** The real-time salary page: accepts the offer waiting there, which then shows as active. */
async function acceptOffer(page: Page): Promise<void> {
  const shown = await openPage(page, 'realtimeSalary')
  const accept = shown.getByTestId('contract-accept')
  await expect(accept).toBeVisible()
  const card = shown.locator('article').filter({ has: page.getByTestId('contract-accept') })
  const id = await card.getAttribute('data-testid')
  await accept.click()
  await expect(shown.getByTestId(id!).getByTestId('contract-terminate')).toBeVisible()
}

/** The member deposits through the demo e-wallet channel and the operator approves it at once. */
async function fund(page: Page): Promise<void> {
  const id = await page.evaluate(async () => {
    const auth = { authorization: `Bearer ${sessionStorage.getItem('token')}` }
    const channels = await (await fetch('/wps/relay/MCS2_depositChannels', { headers: auth })).json() as { value: { channels: { id: number; min: number; max: number }[] } }
    const channel = channels.value.channels.find((c) => c.min <= 100_000 && c.max >= 100_000)!
    const res = await fetch('/wps/relay/MCS2_depositRequest', {
      method: 'POST', headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ channelId: channel.id, amount: 100_000, requestId: `journey-${Date.now()}` }),
    })
    return ((await res.json()) as { value: { id: number } }).value.id
  })
  // The demo e-wallet may approve it itself first; either way the money arrives once.
  await page.request.post(`${e2eServer.url}/admin/deposits/${id}/approve`, { headers: admin })
  await expect.poll(() => page.evaluate(async () => {
    const res = await fetch('/wps/v2/wallets/balance', { headers: { authorization: `Bearer ${sessionStorage.getItem('token')}` } })
    return ((await res.json()) as { value: { sumBalance: number } }).value.sumBalance
  }), { timeout: 30_000 }).toBeGreaterThan(0)
}

/** Launches the house slot as the game API does and spins `n` times at the highest stake. */
async function play(page: Page, n: number): Promise<void> {
  const url = await launchHouseSlot(page, GAME)
  expect(url).toMatch(/^\/house\/slot\//)
  await page.goto('/game')
  const frame = page.frameLocator('[data-testid="game-frame"]')
  const spin = frame.locator('#spin')
  await expect(spin).toBeEnabled()
  const stakes = await frame.locator('#stake option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))
  await frame.locator('#stake').selectOption(stakes[stakes.length - 1]!)
  for (let i = 0; i < n; i++) {
    const before = await frame.locator('#lastRound').textContent()
    await expect(spin).toBeEnabled()
    await spin.click()
    await expect(frame.locator('#lastRound')).not.toHaveText(before ?? '')
  }
}

test('an agent\'s contract journey: register with an offer, accept, play, get paid, a lower offer ends the chain', async ({ browser, csp, request }) => {
  expect((await request.put(`${e2eServer.url}/admin/games`, { headers: admin, data: GAME })).ok()).toBe(true)
  const x = freshUsername('jx').toLowerCase()
  const y = freshUsername('jy').toLowerCase()
  const m = freshUsername('jm').toLowerCase()

  // agent01: the Agent item, the centre, and a sub-agent registered with an offer (0.30% / 0.50% from 5 active).
  const top = await step('agent01 registers X with an offer', async () => {
    const p = await loginAs(browser, 'ty', 'agent01', 'Agent1234', csp)
    await openCentre(p)
    await expect(centre(p).getByRole('heading', { name: 'Ahente', exact: true })).toBeVisible()
    await registerDownline(p, x, ['0.3', '0.5'])
    return p
  })

  // X sees the offer and accepts it; it registers its own sub-agent Y (with an offer) and a member M.
  const px = await step('X accepts, registers Y and M', async () => {
    const p = await loginAs(browser, 'en', x, PASSWORD, csp)
    await openCentre(p)
    await expect(centre(p).getByRole('heading', { name: 'Agent', exact: true })).toBeVisible()
    await acceptOffer(p)
    await registerDownline(p, y, ['0.2', '0.4'])
    await registerDownline(p, m, null)
    return p
  })
  const py = await step('Y accepts', async () => {
    const p = await loginAs(browser, 'ty', y, PASSWORD, csp)
    await openCentre(p)
    await acceptOffer(p)
    return p
  })

  // M plays for real: a deposit, then spins of the house slot.
  const pm = await step('M deposits and plays', async () => {
    const p = await loginAs(browser, 'en', m, PASSWORD, csp)
    await expect(p.getByTestId('nav-AGENT')).toHaveCount(0)
    await fund(p)
    await play(p, 5)
    return p
  })

  // After the next real-time period X's income shows the payment; its statement lists M and M's bets.
  await step('X is paid, with the statement', async () => {
    const income = await openPage(px, 'myIncome')
    const open = income.locator('[data-testid^="income-open-"]').first()
    await expect(async () => {
      // Reopen the page: it reads the payments when it opens.
      await openPage(px, 'transactionDetails')
      await openPage(px, 'myIncome')
      await expect(open).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 90_000, intervals: [2_000] })
    await open.click()
    const statement = income.getByTestId('income-statement')
    await expect(statement.getByTestId('statement-amount')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/)
    expect(await statement.getByTestId('statement-amount').innerText()).not.toBe('0.00')
    const members = statement.getByTestId('statement-members')
    await expect(members).toContainText(m)
    await members.getByRole('button', { name: m }).click()
    await expect(statement.getByTestId('statement-bets').locator('tbody tr').first()).toBeVisible()
  })

  // agent01 offers X less than X gave Y: it simulates, is shown Y's contract would end, confirms.
  await step('agent01 simulates and offers X a lower rate, confirming', async () => {
    const page = await openPage(top, 'realtimeSalary')
    await page.getByTestId('offer-downline').selectOption({ label: x })
    const form = page.getByTestId('offer-form')
    await setRates(form.locator('table').first(), ['0.1'])
    await form.getByTestId('offer-simulate').click()
    await expect(form.getByTestId('offer-simulation')).toBeVisible()
    await expect(form.getByTestId('offer-simulation-row').first()).toBeVisible()
    // The simulator beside the form: no axe finding, nothing sideways on a 390 px phone.
    expect(await checkScreen(top)).toEqual({ axe: [], phone: [] })
    await form.getByTestId('offer-submit').click()
    const confirm = form.getByTestId('offer-confirm-lower')
    await expect(confirm).toContainText(x)
    await expect(confirm).toContainText(y)
    await confirm.getByTestId('offer-confirm-lower-yes').click()
    await expect(page.getByTestId('offer-sent')).toBeVisible()
  })

  // Nothing has ended yet: Y's contract ends when X accepts the lower offer.
  await step('X accepts the lower offer; Y\'s contract ends', async () => {
    const givenByX = () => px.evaluate(async () => {
      const res = await fetch('/wps/relay/MCS2_contractList', {
        method: 'POST', headers: { authorization: `Bearer ${sessionStorage.getItem('token')}`, 'content-type': 'application/json' },
        body: JSON.stringify({ role: 'upline', kind: 'realtime_salary' }),
      })
      return ((await res.json()) as { value: { list: { status: string; endReason: string | null }[] } }).value.list.map((c) => `${c.status}:${c.endReason}`)
    })
    expect(await givenByX()).toEqual(['active:null'])
    await acceptOffer(px)
    expect(await givenByX()).toEqual(['terminated:ceiling'])
    // Y's page, opened afresh: no contract of the kind any more.
    await openPage(py, 'announcement')
    const yPage = await openPage(py, 'realtimeSalary')
    await expect(yPage.getByTestId('contracts-realtime_salary')).toBeVisible()
    await expect(yPage.getByTestId('contract-terminate')).toHaveCount(0)
  })

  for (const p of [top, px, py, pm]) await p.context().close()
})

test('a plain member opens no agent page', async ({ page }) => {
  await logInFromHeader(page, 'demo01', 'Demo1234', 'en')
  await expect(page.getByTestId('nav-AGENT')).toHaveCount(0)
  await expect(page.getByTestId('agent-centre')).toHaveCount(0)
  const codes = await page.evaluate(async () => {
    const auth = { authorization: `Bearer ${sessionStorage.getItem('token')}`, 'content-type': 'application/json' }
    const centreReply = await (await fetch('/wps/agent/centre', { headers: auth })).json() as { code?: string }
    const income = await (await fetch('/wps/relay/MCS2_myIncome', { method: 'POST', headers: auth, body: '{}' })).json() as { code?: string }
    return [centreReply.code, income.code]
  })
  expect(codes).toEqual(['FORBIDDEN', 'NOT_AGENT'])
})
