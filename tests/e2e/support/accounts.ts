import { expect, type Page } from '@playwright/test'
import { admin } from './admin.ts'

/**
 * Helpers of the account specs. The e2e database lives for the whole run, so every spec
 * makes fresh names and numbers, and gives itself its own client IP (the server trusts
 * X-Forwarded-For from 127.0.0.1 in the e2e set-up): the per-IP limits (3 failed logins
 * before a captcha, SMS and registration quotas) of one spec never reach another.
 */
let counter = 0
const unique = (): string => `${Date.now().toString(36).slice(-5)}${(counter++ % 36).toString(36)}${Math.floor(Math.random() * 36).toString(36)}`

/** A username that passes the seeded rule (a letter first, then letters and digits, 6-16). */
export const freshUsername = (prefix = 'p'): string => `${prefix}${unique()}`.slice(0, 16)

/** A 10-digit mobile number no other spec of this run uses. */
export const freshMobile = (): string => `9${String(Date.now()).slice(-7)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`

/** A documentation-range IP (TEST-NET-3) per spec file. */
export const clientIp = (n: number): string => `203.0.113.${n}`

/** The newest 6-digit code the outbox holds for `to`, read with the operator CLI as a person would. */
export async function readCode(to: string, after?: string): Promise<string> {
  let code: string | undefined
  await expect(async () => {
    const lines = (await admin('outbox', '--to', to)).trim().split('\n')
    // The CLI prints oldest first: the last line is the newest message.
    code = /\b(\d{6})\b/.exec(lines.at(-1) ?? '')?.[1]
    expect(code, `no code for ${to} in the outbox`).toBeDefined()
    if (after !== undefined) expect(code).not.toBe(after)
  }).toPass({ timeout: 30_000 })
  return code!
}

/** Picks a language in the top bar (TY or EN). */
export async function chooseLanguage(page: Page, lang: 'TY' | 'EN'): Promise<void> {
  const picker = page.getByTestId('language-picker')
  if ((await picker.innerText()).includes(lang)) return
  await picker.click()
  await page.getByRole('option', { name: lang }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', lang === 'EN' ? 'en' : 'tl')
}

/**
 * What follows a login (spec §4): the welcome dialog of a first login and the announcement
 * modal with the popup notices. Both are looked at, then closed.
 */
export async function closeAfterLoginPopups(page: Page, { firstLogin }: { firstLogin: boolean }): Promise<void> {
  if (firstLogin) {
    await expect(page.getByTestId('first-login-welcome')).toBeVisible()
    await page.getByTestId('dialog-confirm').click()
    await expect(page.getByTestId('first-login-welcome')).toBeHidden()
  }
  const popup = page.getByTestId('modal-noticePopup')
  await expect(popup).toBeVisible()
  await popup.getByRole('button', { name: /close|isara/i }).first().click()
  await expect(popup).toBeHidden()
}
