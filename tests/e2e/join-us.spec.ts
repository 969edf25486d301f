import { readFileSync } from 'node:fs'
import { test, expect } from './support/test.ts'
import { admin } from './support/admin.ts'
import { logInFromHeader } from './support/after-login.ts'
import { clientIp, freshUsername } from './support/accounts.ts'
import { drawn, sideways } from './support/sideways.ts'
import { axeViolations } from './support/axe.ts'

// Join us (/join, issue 39): a visitor reads the commission model (the house's contracts:
// the seed gives agent01 one of each kind) and applies; the operator approves the application
// with the admin CLI, as the README says; the new agent logs in with the password it chose
// and has the Agent item. The page is axe-clean (WCAG 2.0 A/AA, 2.1 AA, 2.2 AA) in EN at
// 1366 px and in TY at 390 px, where nothing scrolls sideways.
/** The form's account label in TY, as the locale file has it now. */
const tyAccount = (JSON.parse(readFileSync(new URL('../../locales/join/ty.json', import.meta.url), 'utf8')) as { join: { form: { account: string } } }).join.form.account
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': clientIp(61) } })
test.describe.configure({ timeout: 180_000 })

test('a visitor applies to the agent programme, the operator approves it, the new agent logs in', async ({ page }) => {
  const account = freshUsername('ja')
  const password = 'Agent#2026join'
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.addInitScript(() => window.localStorage.setItem('lang', 'en'))
  await page.goto('/join')
  const model = page.getByTestId('join-model')
  await expect(model.getByTestId('join-kind-dividend')).toBeVisible()
  await expect(model.getByTestId('join-tiers-dividend-row').first()).toContainText('%')
  expect(await axeViolations(page, '[data-testid="page-join"]')).toEqual([])

  const form = page.getByTestId('join-form')
  await form.getByTestId('join-account').fill(account)
  await form.getByTestId('join-password').fill(password)
  await form.getByTestId('join-confirm').fill(password)
  await form.getByTestId('join-name').fill('Maria Santos')
  await form.getByTestId('join-contact-kind-email').check()
  await form.getByTestId('join-contact').fill('maria@example.com')
  await form.getByTestId('join-message').fill('I run a players group.')
  await form.getByTestId('join-submit').click()
  const done = page.getByTestId('join-done')
  await expect(done).toContainText('Application received', { timeout: 30_000 })
  await expect(done).toContainText(account)
  expect(await axeViolations(page, '[data-testid="page-join"]')).toEqual([])

  // The operator's side: the pending list names it; approving makes the agent.
  const pending = await admin('agent', 'applications', '--status', 'pending')
  const line = pending.split('\n').find((l) => l.includes(` ${account} [pending]`))
  expect(line, pending).toBeTruthy()
  const id = /^#(\d+) /.exec(line!)![1]!
  const approved = await admin('agent', 'approve', id)
  expect(approved).toContain('Approved')
  expect(approved).toMatch(/house contracts: .*dividend/)

  await page.context().clearCookies()
  await logInFromHeader(page, account, password, 'en')
  await expect(page.getByTestId('member-block')).toContainText(account)
  await expect(page.getByTestId('nav-AGENT')).toBeVisible()
})

test('the join page in TY fits a 390 px phone and is axe-clean', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.addInitScript(() => window.localStorage.setItem('lang', 'ty'))
  await page.goto('/join')
  await expect(page.getByTestId('join-kind-dividend')).toBeVisible()
  await expect(page.getByTestId('join-form')).toContainText(tyAccount)
  await drawn(page)
  expect(await sideways(page)).toEqual([])
  expect(await axeViolations(page, '[data-testid="page-join"]')).toEqual([])
  // The form's own check speaks TY before anything is sent.
  await page.getByTestId('join-submit').click()
  await expect(page.getByTestId('join-account-error')).toBeVisible()
  expect(await axeViolations(page, '[data-testid="page-join"]')).toEqual([])
})
