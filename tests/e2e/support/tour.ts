import { expect, type Page } from '@playwright/test'
import { logInFromHeader } from './after-login.ts'
import { chooseCentrePage } from './centre-menu.ts'
import { settled, trackRequests } from './network-quiet.ts'

/**
 * A walk over every screen a player can reach without playing: each route of spec §2 and
 * each modal (login, register, forgot password, notices; logged in the member centre, the
 * chat room and the popup notices), for the checks that must hold everywhere (axe, phone layout).
 */

/** The routes of spec §2 and the page each shows (/register opens home with the sign-up modal). */
export const SPEC_ROUTES: ReadonlyArray<{ path: string; page: string }> = [
  ['/index', 'index'], ['/register', 'index'], ['/register.html', 'index'], ['/vip', 'vip'], ['/pointMall', 'pointMall'],
  ['/lottery', 'lottery'], ['/vnlottery', 'vnlottery'], ['/elott', 'elott'], ['/rng', 'rng'], ['/bingo', 'bingo'],
  ['/live', 'live'], ['/fish', 'fish'], ['/pvp', 'pvp'], ['/esports', 'esports'], ['/promotions', 'promotions'],
  ['/promoDetail', 'promoDetail'], ['/seamless', 'seamless'], ['/help', 'help'], ['/helpmc', 'helpmc'], ['/app', 'app'],
  ['/download', 'download'], ['/join', 'join'], ['/game', 'game'], ['/login', 'login'],
].map(([path, page]) => ({ path: path!, page: page! }))

export type LoginState = 'logged out' | 'logged in'

/** Opens the site in `lang` (ty, en ...) and, for 'logged in', logs demo01 in and clears what follows a login. */
export async function startAs(page: Page, lang: string, state: LoginState): Promise<void> {
  if (state === 'logged in') return logInFromHeader(page, 'demo01', 'Demo1234', lang)
  await page.addInitScript((l) => window.localStorage.setItem('lang', l), lang)
  await page.goto('/index')
}

/** Closes the popup notices when a load showed them again. */
async function closePopupNotices(page: Page): Promise<void> {
  const popup = page.getByTestId('modal-noticePopup')
  if (!(await popup.isVisible())) return
  await popup.getByRole('button', { name: /close|isara/i }).first().click()
  await expect(popup).toBeHidden()
}

/**
 * How a walk reaches each route: each loaded by its address (a visitor arriving from a link:
 * the server's answer and the app's start on every route), or the first by its address and
 * the rest through the app's router as a link inside the app moves (a player going from
 * screen to screen, without a new start of the app for each).
 */
export type Arrival = 'by address' | 'in the app'

/** Moves the open app to `path` the way its links do: a history entry the router hears of. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  // A route that opens a modal (/register) leaves it open; a link elsewhere is pressed without one.
  const dialogs = page.getByRole('dialog')
  for (let open = await dialogs.count(); open > 0; open -= 1) {
    await page.keyboard.press('Escape')
    await expect(dialogs).toHaveCount(open - 1)
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
  await expect(page).toHaveURL(path)
}

/** Visits every route of spec §2, reached as `arrival` says, and runs `check` on each, labelled with the route. */
export async function everyRoute(page: Page, state: LoginState, check: (label: string) => Promise<void>, arrival: Arrival = 'by address'): Promise<void> {
  trackRequests(page)
  for (const [i, route] of SPEC_ROUTES.entries()) {
    if (i === 0 || arrival === 'by address') await page.goto(route.path)
    else await navigateInApp(page, route.path)
    await expect(page.getByTestId(`page-${route.page}`)).toBeAttached()
    await settled(page)
    // Logged in, a fresh load may bring the popup notices back: that modal is checked on its own.
    if (state === 'logged in') await closePopupNotices(page)
    await check(route.path)
  }
}

/** Opens each modal of the state in turn and runs `check` while it is open. */
export async function everyModal(page: Page, state: LoginState, check: (label: string) => Promise<void>): Promise<void> {
  const dialog = page.getByRole('dialog')
  const open = async (label: string, opener: () => Promise<void>) => {
    await opener()
    await expect(dialog.first()).toBeVisible()
    await settled(page)
    await check(label)
  }
  const close = async () => {
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
  }
  trackRequests(page)
  await page.goto('/index')
  await settled(page)
  if (state === 'logged in') await closePopupNotices(page)
  await open('notice modal', () => page.getByTestId('notice-marquee').getByRole('button').click())
  await close()
  if (state === 'logged out') {
    await open('login modal', () => page.getByTestId('header-login').click())
    await open('forgot password modal', () => page.getByTestId('login-forgot').click())
    await close()
    await open('register modal', () => page.getByTestId('header-signup').click())
    await close()
  } else {
    await open('member centre', () => page.getByTestId('header-deposit').click())
    await close()
    // The chat room (the header's button): its log, composer and rules, checked like any modal.
    await open('chat room', async () => {
      await page.getByTestId('header-chat').click()
      await expect(page.getByTestId('chat-room')).toBeVisible()
    })
    await close()
    // The popup notices a login shows (spec §4): opened again by a fresh login of the same account.
    await page.evaluate(() => window.sessionStorage.clear())
    await page.goto('/index')
    await page.getByTestId('header-login').click()
    await page.getByTestId('login-username').fill('demo01')
    await page.getByTestId('login-password').fill('Demo1234')
    await page.getByTestId('login-submit').click()
    await expect(page.getByTestId('member-block')).toBeVisible()
    await open('popup notices', () => expect(page.getByTestId('modal-noticePopup')).toBeVisible())
  }
}

/** The member centre's pages (src/widgets/member-centre/model/pages.ts), in its menu's order. */
export const MEMBER_CENTRE_PAGES = [
  'securityCenter', 'transferFund', 'depositv2', 'withdraw', 'transferUpline', 'personalHistoryCopy', 'transactionHistory',
  'personalProfit', 'bonusDetails', 'rewardCenter', 'referral', 'missionLeaderboard', 'messageV2', 'responsiblePlay',
] as const

/** Logged in: opens the member centre and each of its pages in turn from its menu, and runs `check` on each. */
export async function everyMemberCentrePage(page: Page, check: (label: string) => Promise<void>): Promise<void> {
  const centre = page.getByTestId('member-centre')
  trackRequests(page)
  await page.goto('/index')
  await settled(page)
  await closePopupNotices(page)
  await page.getByTestId('header-deposit').click()
  await expect(centre).toBeVisible()
  for (const id of MEMBER_CENTRE_PAGES) {
    await chooseCentrePage(page, id)
    await settled(page)
    await check(`member centre: ${id}`)
  }
}
