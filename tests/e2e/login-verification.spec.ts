import { test, expect, type Browser, type CspGuard, type Page } from './support/test.ts'
import { admin } from './support/admin.ts'
import { totp } from './support/totp.ts'
import { settleAfterLogin } from './support/after-login.ts'
import { agentLogin } from '../../server/db/seed-data/agent-team.ts'

// Login from an unregistered IP (spec §4), switched on by the operator, answered by an SMS
// code from the outbox and, after binding one on "my account", by an authenticator code.
// The e2e server trusts X-Forwarded-For from loopback: each context appears to come from its own IP.
const ACCOUNT = 'agent01'
const PASSWORD = 'Agent1234'
const MOBILE = '9170000003'

async function pageFrom(browser: Browser, csp: CspGuard, ip: string): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': ip } })
  await csp.watch(context)
  return context.newPage()
}

async function submitPassword(page: Page) {
  await page.goto('/index')
  await page.getByTestId('header-login').click()
  await page.getByTestId('login-username').fill(ACCOUNT)
  await page.getByTestId('login-password').fill(PASSWORD)
  await page.getByTestId('login-submit').click()
}

async function lastLoginCode(): Promise<string> {
  const lines = (await admin('outbox', '--to', MOBILE)).trim().split('\n')
  const match = /login code is (\d{6})/.exec(lines[lines.length - 1] ?? '')
  if (!match) throw new Error(`no login code in the outbox:\n${lines.join('\n')}`)
  return match[1]!
}

test('a login from a new IP asks for verification: SMS code, then an authenticator bound on my account', async ({ browser, csp }) => {
  test.setTimeout(120_000)
  expect(await admin('setting', 'set', 'loginIpVerification', 'true')).toContain('loginIpVerification = true')
  try {
    // An IP the account has logged in from (the demo team's seed, agentLogin): no verification.
    const home = await pageFrom(browser, csp, agentLogin.ip)
    await submitPassword(home)
    await expect(home.getByTestId('member-block')).toBeVisible()
    await home.context().close()

    // Another IP: the password is not enough.
    const away = await pageFrom(browser, csp, '203.0.113.20')
    await submitPassword(away)
    await expect(away.getByTestId('login-verification')).toBeVisible()
    await expect(away.getByTestId('verify-by-authenticator')).toHaveCount(0)
    await away.getByTestId('verify-by-sms').click()
    await expect(away.getByTestId('verify-sent-to')).toContainText('******0003')
    await away.getByTestId('verify-code').fill(await lastLoginCode())
    await away.getByTestId('verify-submit').click()
    await expect(away.getByTestId('member-block')).toBeVisible()
    await settleAfterLogin(away)

    // My account: bind an authenticator, computing its codes here like the app would.
    await away.getByRole('button', { name: 'Menu ng miyembro' }).click()
    await away.getByRole('menuitemradio', { name: /Miyembro/ }).click()
    const centre = away.getByTestId('security-center')
    await expect(centre).toBeVisible()
    await expect(away.getByTestId('security-account-value')).toHaveText(ACCOUNT)
    await expect(away.getByTestId('security-mobile-value')).toHaveText('+63 ******0003')
    await away.getByTestId('security-action-authenticator').click()
    await expect(away.getByTestId('authenticator-qr')).toBeVisible()
    const secret = (await away.getByTestId('authenticator-secret').textContent())!.trim()
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    await away.getByTestId('bind-code').fill(totp(secret, Date.now()))
    await away.getByTestId('bind-submit').click()
    await expect(away.getByTestId('security-action-removeAuthenticator')).toBeVisible()
    await away.context().close()

    // A third IP: the authenticator is offered and goes straight to the code (the next
    // step's code: the one used to bind cannot be used again).
    const third = await pageFrom(browser, csp, '203.0.113.30')
    await submitPassword(third)
    await expect(third.getByTestId('login-verification')).toBeVisible()
    await third.getByTestId('verify-by-authenticator').click()
    await third.getByTestId('verify-code').fill(totp(secret, Date.now() + 30_000))
    await third.getByTestId('verify-submit').click()
    await expect(third.getByTestId('member-block')).toBeVisible()
    await settleAfterLogin(third)
    await third.context().close()
  } finally {
    await admin('setting', 'set', 'loginIpVerification', 'false')
  }
})
