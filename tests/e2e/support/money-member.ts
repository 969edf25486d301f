import { expect, type Page } from '@playwright/test'
import { admin } from './admin.ts'
import { openCentrePage } from './centre-menu.ts'
import { closeAfterLoginPopups, freshMobile, freshUsername, readCode } from './accounts.ts'

/**
 * A fresh member with money and a payout account, made through the site as member-money.spec
 * does (the journeys need one of their own): registered by mobile with the code from the
 * outbox (the operator hides the registration captcha meanwhile: only a person can read it),
 * a deposit on the self-approving demo channel, the payee name, payment password and an
 * e-wallet to be paid to. Then withdrawals the operator approves and pays out with the CLI.
 */
export const PAYMENT_PASSWORD = '246810'
const centre = (page: Page) => page.getByTestId('member-centre')

/** Registers a member by mobile through the sign-up modal (EN); returns the username and password. */
export async function registerByMobile(page: Page): Promise<{ username: string; password: string }> {
  const username = freshUsername('w')
  const password = 'Kopi luwak 88'
  const mobile = freshMobile()
  await admin('rule', 'captcha', 'off')
  try {
    await page.goto('/index')
    await page.getByTestId('header-signup').click()
    const modal = page.getByTestId('modal-register')
    await modal.getByTestId('reg-username').fill(username)
    await modal.getByTestId('reg-password').fill(password)
    await modal.getByTestId('reg-confirmPassword').fill(password)
    await modal.getByTestId('reg-mobileNum').fill(mobile)
    await modal.getByTestId('reg-get-code').click()
    await expect(modal.getByTestId('reg-get-code')).toHaveText(/\d+ s/, { timeout: 20_000 })
    await modal.getByTestId('reg-verificationCode').fill(await readCode(mobile))
    await modal.getByTestId('reg-submit').click()
    await expect(modal).toBeHidden({ timeout: 20_000 })
  } finally {
    await admin('rule', 'captcha', 'on')
  }
  await closeAfterLoginPopups(page, { firstLogin: true })
  return { username, password }
}

/** Deposits `amount` (currency units) on the demo channel and waits for the server's approval. */
export async function depositOnDemoChannel(page: Page, amount: number): Promise<void> {
  await page.getByTestId('header-deposit').click()
  await expect(centre(page).getByTestId('deposit-form')).toBeVisible()
  await centre(page).getByTestId('deposit-amount').fill(String(amount))
  await centre(page).getByTestId('deposit-submit').click()
  const reference = (await centre(page).getByTestId('deposit-reference').innerText()).trim()
  const row = centre(page).getByTestId(`deposit-row-${reference}`)
  await expect(row.getByTestId('deposit-row-status')).toHaveAttribute('data-status', 'approved', { timeout: 30_000 })
}

/** On the security centre: sets the first payment password (PAYMENT_PASSWORD); the form then asks for the old one to change it. */
export async function setPaymentPassword(page: Page): Promise<void> {
  await openCentrePage(page, 'securityCenter')
  const pp = centre(page).getByTestId('payment-password')
  await pp.getByTestId('payment-password-newPassword').fill(PAYMENT_PASSWORD)
  await pp.getByTestId('payment-password-confirmNewPassword').fill(PAYMENT_PASSWORD)
  await pp.getByTestId('payment-password-submit').click()
  await expect(pp.getByTestId('payment-password-oldPassword')).toBeVisible()
}

/** The payee name, the payment password and a GCash account in that name: the withdrawal form shows. */
export async function readyToWithdraw(page: Page): Promise<void> {
  await openCentrePage(page, 'securityCenter')
  await centre(page).getByTestId('security-action-bankName').click()
  await page.getByTestId('security-form-value').fill('Juan Dela Cruz')
  await page.getByTestId('security-form-submit').click()
  await expect(centre(page).getByTestId('security-bank-value')).not.toHaveText('')
  await setPaymentPassword(page)
  await openCentrePage(page, 'withdraw')
  await centre(page).getByTestId('payout-kind-ewallet').check()
  await centre(page).getByTestId('payout-provider').fill('GCash')
  await centre(page).getByTestId('payout-number').fill('0917 123 4567')
  await centre(page).getByTestId('payout-holder').fill('Juan Dela Cruz')
  await centre(page).getByTestId('payout-submit').click()
  await expect(centre(page).getByTestId('withdraw-form')).toBeVisible()
}

/**
 * On the withdrawal page: withdraws `amount` (currency units), the operator approves it and pays
 * it out with the CLI, the tracker is read again; returns the request's id.
 */
export async function paidOutWithdrawal(page: Page, amount: number): Promise<string> {
  await openCentrePage(page, 'withdraw')
  await centre(page).getByTestId('withdraw-amount').fill(String(amount))
  await centre(page).getByTestId('withdraw-password').fill(PAYMENT_PASSWORD)
  await centre(page).getByTestId('withdraw-submit').click()
  await expect(centre(page).getByTestId('withdraw-done')).toBeVisible()
  const card = centre(page).locator('[data-testid^="withdrawal-"]').filter({ has: page.getByTestId('withdrawal-stages') }).first()
  await expect(card.getByTestId('withdrawal-status')).toHaveAttribute('data-status', 'pending')
  const id = (await card.getAttribute('data-testid'))!.replace('withdrawal-', '')
  await admin('withdrawal', 'approve', id)
  await admin('withdrawal', 'disburse', id)
  await centre(page).getByTestId('tracker-refresh').click()
  await expect(centre(page).getByTestId(`withdrawal-${id}`).getByTestId('withdrawal-status')).toHaveAttribute('data-status', 'disbursed')
  return id
}
