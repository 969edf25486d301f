import { test, expect, type Page } from './support/test.ts'
import { sideways } from './support/sideways.ts'
import { admin } from './support/admin.ts'
import { e2eServer } from './support/server.ts'
import { chooseLanguage, clientIp, closeAfterLoginPopups, freshMobile, freshUsername, readCode } from './support/accounts.ts'
import { axeViolations } from './support/axe.ts'
import { chooseCentrePage, openCentrePage } from './support/centre-menu.ts'

// Money in and out of the member centre, in TY and EN, as a newcomer registered through
// agent01's link: a deposit on the demo channel (approved by the server in ~5 s: the header
// balance and the request show it), the payee name, a payment password, a payout account,
// a withdrawal the operator approves and disburses with the CLI, confirmed in the tracker as
// partially received (TY) or not received with a proof image the operator then reads (EN),
// and a transfer to the upline agent01. axe (WCAG 2.2 tags, in TY) on every page shown, and
// nothing scrolls sideways at 390 px.

test.describe.configure({ timeout: 300_000 })
test.beforeAll(async () => {
  await admin('rule', 'captcha', 'off')
})
test.afterAll(async () => {
  await admin('rule', 'captcha', 'on')
})
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': clientIp(41) } })

const centre = (page: Page) => page.getByTestId('member-centre')
/** The header balance as minor units. */
const headerBalance = async (page: Page): Promise<number> => Math.round(Number((await page.getByTestId('balance-amount').innerText()).replace(/[^\d.]/g, '')) * 100)

async function register(page: Page, lang: 'TY' | 'EN', affiliateCode: string | null): Promise<string> {
  const username = freshUsername('m')
  const mobile = freshMobile()
  await page.goto(affiliateCode ? `/index?affiliateCode=${affiliateCode}` : '/index')
  await chooseLanguage(page, lang)
  await page.getByTestId('header-signup').click()
  const modal = page.getByTestId('modal-register')
  await modal.getByTestId('reg-username').fill(username)
  await modal.getByTestId('reg-password').fill('Kopi luwak 88')
  await modal.getByTestId('reg-confirmPassword').fill('Kopi luwak 88')
  await modal.getByTestId('reg-mobileNum').fill(mobile)
  const affiliate = modal.getByTestId('reg-affiliateCode')
  if (affiliateCode && (await affiliate.count()) > 0 && (await affiliate.inputValue()) === '') await affiliate.fill(affiliateCode)
  await modal.getByTestId('reg-get-code').click()
  await expect(modal.getByTestId('reg-get-code')).toHaveText(/\d+ s/, { timeout: 20_000 })
  await modal.getByTestId('reg-verificationCode').fill(await readCode(mobile))
  await modal.getByTestId('reg-submit').click()
  await expect(modal).toBeHidden({ timeout: 20_000 })
  await closeAfterLoginPopups(page, { firstLogin: true })
  return username
}

/** A deposit of 500.00 on the demo channel, approved by the server; returns its reference. */
async function depositOnDemoChannel(page: Page, onFilledForm?: () => Promise<void>): Promise<string> {
  const before = await headerBalance(page)
  await page.getByTestId('header-deposit').click()
  await expect(centre(page).getByTestId('deposit-form')).toBeVisible()
  await centre(page).getByTestId('deposit-amount').fill('500')
  await expect(centre(page).getByTestId('deposit-fee')).toContainText('5.00')
  await expect(centre(page).getByTestId('deposit-credit')).toHaveText('495.00')
  await onFilledForm?.()
  await centre(page).getByTestId('deposit-submit').click()
  const reference = (await centre(page).getByTestId('deposit-reference').innerText()).trim()
  expect(reference).toMatch(/^DP-/)
  await expect(centre(page).getByTestId('deposit-pay-to-number')).toHaveText('0917-000-0000')
  // The server approves it by itself; the list is read again while it is pending.
  const row = centre(page).getByTestId(`deposit-row-${reference}`)
  await expect(row.getByTestId('deposit-row-status')).toHaveAttribute('data-status', 'approved', { timeout: 30_000 })
  await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe(before + 495_00)
  return reference
}

/** On my account: the payee name, then a payment password (a 5-digit one is refused first). */
async function setPayeeAndPaymentPassword(page: Page): Promise<void> {
  await centre(page).getByTestId('security-action-bankName').click()
  await page.getByTestId('security-form-value').fill('Juan Dela Cruz')
  await page.getByTestId('security-form-submit').click()
  await expect(centre(page).getByTestId('security-bank-value')).not.toHaveText('')
  const pp = centre(page).getByTestId('payment-password')
  await pp.getByTestId('payment-password-newPassword').fill('12345')
  await pp.getByTestId('payment-password-submit').click()
  await expect(pp.getByTestId('payment-password-newPassword')).toHaveAttribute('aria-invalid', 'true')
  await pp.getByTestId('payment-password-newPassword').fill('246810')
  await pp.getByTestId('payment-password-confirmNewPassword').fill('246810')
  await pp.getByTestId('payment-password-submit').click()
  await expect(pp.getByTestId('payment-password-oldPassword')).toBeVisible()
}

/** Binds a GCash account in the payee's name; the withdrawal form then shows. */
async function bindPayoutAccount(page: Page): Promise<void> {
  await chooseCentrePage(page, 'withdraw')
  await centre(page).getByTestId('payout-kind-ewallet').check()
  await centre(page).getByTestId('payout-provider').fill('GCash')
  await centre(page).getByTestId('payout-number').fill('0917 123 4567')
  await centre(page).getByTestId('payout-holder').fill('Juan Dela Cruz')
  await centre(page).getByTestId('payout-submit').click()
  await expect(centre(page).getByTestId('withdraw-form')).toBeVisible()
}

/** Withdraws 100.00: the amount leaves the balance at once; returns the request's id. */
async function withdrawHundred(page: Page): Promise<string> {
  const before = await headerBalance(page)
  await centre(page).getByTestId('withdraw-amount').fill('100')
  await centre(page).getByTestId('withdraw-password').fill('246810')
  await centre(page).getByTestId('withdraw-submit').click()
  await expect(centre(page).getByTestId('withdraw-done')).toBeVisible()
  await expect.poll(() => headerBalance(page)).toBe(before - 100_00)
  const card = centre(page).locator('[data-testid^="withdrawal-"]').filter({ has: page.getByTestId('withdrawal-stages') }).first()
  await expect(card.getByTestId('withdrawal-status')).toHaveAttribute('data-status', 'pending')
  await expect(card.getByTestId('withdrawal-sla')).toHaveAttribute('data-sla', 'running')
  return (await card.getAttribute('data-testid'))!.replace('withdrawal-', '')
}

/** A 1 x 1 PNG: the server decodes and re-encodes proofs, so it must be a real picture. */
const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

for (const lang of ['TY', 'EN'] as const) {
  test(`${lang}: deposit, payout account, payment password, withdrawal to ${lang === 'TY' ? 'partial receipt' : 'not received with a proof image'}, transfer to the upline`, async ({ page }) => {
    // axe in TY, the default language with the longest labels; EN repeats the same components.
    const axe = (p: Page) => (lang === 'TY' ? axeViolations(p, '[data-testid="member-centre"]') : Promise.resolve([] as string[]))
    await page.setViewportSize({ width: 390, height: 844 })
    const username = await register(page, lang, 'AGENT01')
    const found: Record<string, string[]> = {}

    // Deposit on the demo channel: the fee and the credit before sending, the reference after.
    const reference = await depositOnDemoChannel(page, async () => {
      found.depositForm = await axe(page)
      expect(await sideways(page)).toEqual([])
    })
    found.deposit = await axe(page)
    expect(await sideways(page)).toEqual([])
    // The approval is a message in the inbox (counted in the header at the next poll: every 2 s
    // on the e2e server, BADGE_POLL_MS) naming the deposit, and the newest movement of the
    // account record: +495.00, with the balance after it.
    await expect(page.getByTestId('header-unread')).toHaveText('1', { timeout: 15_000 })
    await chooseCentrePage(page, 'messageV2')
    const approval = centre(page).locator('[data-testid^="message-open-"]').first()
    await approval.click()
    await expect(centre(page).locator('[data-testid^="message-body-"]').first()).toContainText(reference)
    await expect(page.getByTestId('header-unread')).toHaveCount(0)
    await chooseCentrePage(page, 'transactionHistory')
    const newest = centre(page).getByTestId('moves-table').locator('tbody tr').first()
    await expect(newest).toContainText('+495.00')
    await expect(newest.locator('td[data-col="balance"]')).toHaveText(((await headerBalance(page)) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 }))

    // Withdrawal without a payee name: the page says so and links to my account.
    await chooseCentrePage(page, 'withdraw')
    await expect(centre(page).getByTestId('payout-payee-missing')).toBeVisible()
    found.withdrawNoPayee = await axe(page)
    await centre(page).getByTestId('payout-open-my-account').click()
    await expect(centre(page).getByTestId('security-center')).toBeVisible()
    await setPayeeAndPaymentPassword(page)
    found.securityCenter = await axe(page)
    expect(await sideways(page)).toEqual([])

    // Bind a payout account (holder = payee name), then withdraw 100.00.
    await bindPayoutAccount(page)
    const id = await withdrawHundred(page)
    found.withdraw = await axe(page)
    expect(await sideways(page)).toEqual([])

    // The operator approves and disburses with the CLI; the tracker shows each stage.
    await admin('withdrawal', 'approve', id)
    await admin('withdrawal', 'disburse', id)
    await centre(page).getByTestId('tracker-refresh').click()
    const tracked = centre(page).getByTestId(`withdrawal-${id}`)
    await expect(tracked.getByTestId('withdrawal-status')).toHaveAttribute('data-status', 'disbursed')
    await expect(tracked.locator('[data-stage]')).toHaveCount(3)
    await expect(tracked.getByTestId('withdrawal-sla')).toHaveAttribute('data-sla', 'met')
    await tracked.getByTestId('confirm-open').click()
    if (lang === 'TY') {
      // Partially received: 60.00 of 100.00.
      await tracked.getByTestId('confirm-partial').click()
      await tracked.getByTestId('confirm-amount').fill('60')
      found.confirm = await axe(page)
      await tracked.getByTestId('confirm-submit').click()
      await expect(tracked.getByTestId('withdrawal-status')).toHaveAttribute('data-status', 'partial')
      await expect(tracked.getByTestId('withdrawal-status')).toContainText('60.00')
    } else {
      // Not received: a picture of the empty e-wallet goes up with the answer, and the operator gets it.
      await tracked.getByTestId('confirm-not-received').click()
      await tracked.getByTestId('confirm-proofs').setInputFiles({ name: 'ewallet.png', mimeType: 'image/png', buffer: Buffer.from(ONE_PIXEL_PNG, 'base64') })
      await expect(tracked.getByText('ewallet.png')).toBeVisible()
      found.confirm = await axe(page)
      await tracked.getByTestId('confirm-submit').click()
      await expect(tracked.getByTestId('withdrawal-status')).toHaveAttribute('data-status', 'not_received')
      // From the test process itself: the page's requests carry the visitor's forwarded address, outside the admin allow-list.
      const proofs = await fetch(`${e2eServer.url}/admin/withdrawals/${id}/proofs`, { headers: { authorization: `Bearer ${e2eServer.adminToken}` } })
      expect(((await proofs.json()) as { value: { proofs: { contentType: string }[] } }).value.proofs).toEqual([expect.objectContaining({ contentType: 'image/png' })])
    }
    await expect(tracked.locator('[data-stage="confirmedAt"]')).toBeVisible()

    // Transfer to the upline agent01.
    await chooseCentrePage(page, 'transferUpline')
    await expect(centre(page).getByTestId('upline-account')).toHaveText('agent01')
    const beforeTransfer = await headerBalance(page)
    await centre(page).getByTestId('upline-amount').fill('20')
    await centre(page).getByTestId('upline-password').fill('111111')
    await centre(page).getByTestId('upline-submit').click()
    await expect(centre(page).getByTestId('upline-failed')).toBeVisible()
    await centre(page).getByTestId('upline-password').fill('246810')
    await centre(page).getByTestId('upline-submit').click()
    await expect(centre(page).getByTestId('upline-done')).toContainText('agent01')
    await expect(centre(page).getByTestId('upline-used')).toHaveText('20.00')
    await expect.poll(() => headerBalance(page)).toBe(beforeTransfer - 20_00)
    found.transferUpline = await axe(page)
    expect(await sideways(page)).toEqual([])
    expect(username).toBeTruthy()
    expect(found).toEqual({ depositForm: [], deposit: [], withdrawNoPayee: [], securityCenter: [], withdraw: [], confirm: [], transferUpline: [] })
  })
}

test('a disbursed withdrawal nobody confirms counts as received after the operator\'s minutes, and cannot be answered any more', async ({ page }) => {
  test.setTimeout(180_000)
  // The shortest setting the operator can choose, one minute, which is 10 s on the e2e server
  // (WITHDRAW_MINUTE_MS); the job looks every second there (AUTO_RECEIVE_CHECK_MS).
  const settings = await admin('withdrawal', 'settings')
  const minutes = /Auto-receive:\s+(\d+)/.exec(settings)?.[1]
  expect(minutes).toBeDefined()
  await admin('withdrawal', 'set', 'auto-receive-minutes', '1')
  try {
    await register(page, 'EN', null)
    await depositOnDemoChannel(page)
    await chooseCentrePage(page, 'securityCenter')
    await setPayeeAndPaymentPassword(page)
    await bindPayoutAccount(page)
    const id = await withdrawHundred(page)
    await admin('withdrawal', 'approve', id)
    await admin('withdrawal', 'disburse', id)
    await centre(page).getByTestId('tracker-refresh').click()
    const tracked = centre(page).getByTestId(`withdrawal-${id}`)
    await expect(tracked.getByTestId('withdrawal-status')).toHaveAttribute('data-status', 'disbursed')
    await expect(tracked.getByTestId('confirm-open')).toBeVisible()
    // Nobody answers. A "minute" after the disbursement the request is received, marked as automatic.
    await expect.poll(async () => {
      await centre(page).getByTestId('tracker-refresh').click()
      return tracked.getByTestId('withdrawal-status').getAttribute('data-status')
    }, { timeout: 40_000, intervals: [2_000] }).toBe('received')
    await expect(tracked.getByTestId('withdrawal-status')).toContainText('no answer in time')
    await expect(tracked.locator('[data-stage="confirmedAt"]')).toBeVisible()
    await expect(tracked.getByTestId('confirm-open')).toHaveCount(0)
    expect(await admin('withdrawal', 'settings')).toMatch(/Auto-receive:\s+1 minutes/)
    // The operator sees it the same way.
    const listed = (await admin('withdrawals', 'received')).split(/\n(?=#)/).find((entry) => entry.startsWith(`#${id} `))
    expect(listed).toMatch(/ received\n[\s\S]*confirmed \S+ \(auto\)/)
  } finally {
    await admin('withdrawal', 'set', 'auto-receive-minutes', minutes ?? '1440')
  }
})

test('a member with no agent upline is told why there is nothing to transfer', async ({ page }) => {
  await register(page, 'EN', null)
  await openCentrePage(page, 'transferUpline')
  await expect(centre(page).getByTestId('upline-none')).toBeVisible()
  expect(await axeViolations(page, '[data-testid="member-centre"]')).toEqual([])
})
