import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test'
import { logInFromHeader, settleAfterLogin } from './after-login.ts'
import { e2eServer } from './server.ts'

/**
 * What the agent specs do through the agent centre (agent-contract-journey.spec.ts, the contract
 * offer journey): a page of its own logged in as an agent, the centre and its pages, a
 * downline registered from "Register account" with a contract offer or without, and the
 * contract calls a second agent's page makes, as a person in another tab would.
 */
export const DOWNLINE_PASSWORD = 'Journey2026x'

export const agentCentre = (page: Page): Locator => page.getByTestId('agent-centre')

/** A context of its own (its own session storage, its own client IP when given) logged in as `account`, in `lang`. */
export async function agentPage(browser: Browser, account: string, password: string, opts: { lang?: string; ip?: string; watch?: (c: BrowserContext) => Promise<void> } = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: e2eServer.url, ...(opts.ip ? { extraHTTPHeaders: { 'X-Forwarded-For': opts.ip } } : {}) })
  await opts.watch?.(context)
  const page = await context.newPage()
  await logInFromHeader(page, account, password, opts.lang ?? 'en', 30_000)
  return page
}

/**
 * Opens the site in `page` as a copy of `from`'s tab (its session storage, where the login
 * lives), as a duplicated browser tab is: another tab of the same agent without a second login.
 */
export async function sameSessionAs(page: Page, from: Page): Promise<void> {
  const stored = await from.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)))
  await page.goto('/index')
  await page.evaluate((entries) => { for (const [k, v] of Object.entries(entries)) sessionStorage.setItem(k, v) }, stored)
  await page.reload()
  await expect(page.getByTestId('member-block')).toBeVisible({ timeout: 30_000 })
  await settleAfterLogin(page)
}

export async function openAgentCentre(page: Page): Promise<void> {
  await page.getByTestId('nav-AGENT').click()
  await expect(agentCentre(page)).toBeVisible()
  await expect(agentCentre(page).getByTestId('agent-centre-page-agentTeamOverview')).toBeVisible()
}

export async function openAgentPage(page: Page, id: string): Promise<Locator> {
  await agentCentre(page).getByTestId(`agent-centre-${id}`).click()
  const shown = agentCentre(page).getByTestId(`agent-centre-page-${id}`)
  await expect(shown).toBeVisible()
  return shown
}

/** Sets the rates (in percent) of an editable rate table, row by row. */
export async function setRates(table: Locator, rates: string[]): Promise<void> {
  const rows = table.locator('tbody tr')
  await expect(rows).toHaveCount(rates.length)
  for (const [i, rate] of rates.entries()) await rows.nth(i).locator('input').nth(2).fill(rate)
}

/**
 * Register account: a sub-agent with a real-time salary offer at `offerRates`, a sub-agent
 * without one (`[]`), or a member (null). `beforeSubmit` looks at the filled form first.
 */
export async function registerDownline(page: Page, account: string, offerRates: string[] | null, beforeSubmit?: () => Promise<void>): Promise<void> {
  const shown = await openAgentPage(page, 'registerAccount')
  const form = shown.getByTestId('register-downline-form')
  await form.getByTestId(`register-downline-kind-${offerRates ? 'agent' : 'member'}`).check()
  await form.getByTestId('register-downline-account').fill(account)
  await form.getByTestId('register-downline-password').fill(DOWNLINE_PASSWORD)
  await form.getByTestId('register-downline-confirm').fill(DOWNLINE_PASSWORD)
  if (offerRates && offerRates.length > 0) {
    await form.getByTestId('register-offer-on').check()
    await form.getByTestId('register-offer-kind').selectOption('realtime_salary')
    await expect(form.getByTestId('register-offer-ceiling')).toBeVisible()
    await setRates(form.getByTestId('register-offer').locator('table').last(), offerRates)
  }
  await beforeSubmit?.()
  await form.getByTestId('register-downline-submit').click()
  // The browser solves the bot check's proof of work first: seconds on a busy machine.
  await expect(shown.getByTestId('register-downline-done')).toContainText(account, { timeout: 30_000 })
  await shown.getByTestId('register-downline-again').click()
}

/** What a contract call answered: its value, or its failure's code. */
export type Answer<T> = { readonly value: T; readonly code?: undefined } | { readonly value?: undefined; readonly code: string }

/** A contract call (`MCS2_contract...`) as the agent logged in on `page` makes it from another tab. */
export async function contractCall<T = unknown>(page: Page, name: string, body: unknown): Promise<Answer<T>> {
  return page.evaluate(async ({ name, body }) => {
    const res = await fetch(`/wps/relay/${name}`, {
      method: 'POST', headers: { authorization: `Bearer ${sessionStorage.getItem('token')}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const json = (await res.json()) as { value?: unknown; code?: string; success?: boolean }
    return (json.code && json.success === false ? { code: json.code } : { value: json.value }) as never
  }, { name, body })
}
