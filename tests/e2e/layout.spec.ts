import { test, expect, type Locator, type Page } from './support/test.ts'
import { logInFromHeader } from './support/after-login.ts'
import { drawn } from './support/sideways.ts'

// Layout where a reviewer found it broken, measured in Chromium at a 390 x 844 phone and a
// 1,366 x 768 laptop: the boxes things are drawn in, not their markup.
// - phone: the nav's categories wrap onto rows, none cut at the screen's edge; the right bar's
//   tab never lies over a page's content (promotions, a promotion, the game cards), wherever
//   the page is scrolled; nothing is wider than the screen; the SMS picker's flag beside "+63";
// - laptop: the hall tabs' vendor logos big enough to read; the agent's team table breaks no
//   word inside (a type, a status, a heading); the deposit channels are drawn as choices, not
//   the browser's radio row in a grooved box; "Change password" keeps its distance from the
//   heading below; the member centre's menu stays in view at the end of a long page.
const PHONE = { width: 390, height: 844 }
const LAPTOP = { width: 1366, height: 768 }

type Box = { left: number; top: number; right: number; bottom: number }
const box = async (locator: Locator): Promise<Box> => {
  const b = (await locator.boundingBox())!
  return { left: b.x, top: b.y, right: b.x + b.width, bottom: b.y + b.height }
}

/** What of the page's content (inside its frame, whose padding is the tab's gutter) the right bar's tab lies over. */
const underTab = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const tab = document.querySelector('[data-testid="rightbar-toggle"]')?.getBoundingClientRect()
    if (!tab) return ['no right bar tab']
    const hits: string[] = []
    for (const el of Array.from(document.querySelectorAll('main .tl-page *'))) {
      const b = el.getBoundingClientRect()
      if (b.width === 0 || b.height === 0) continue
      if (b.left < tab.right && b.right > tab.left && b.top < tab.bottom && b.bottom > tab.top) {
        hits.push(`${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`)
      }
    }
    return hits
  })

/** The page at its top, halfway down and at its end: what the tab lies over at each. */
async function underTabWhileScrolling(page: Page): Promise<string[]> {
  const found: string[] = []
  for (const at of [0, 0.5, 1]) {
    await page.evaluate((f) => window.scrollTo(0, f * (document.documentElement.scrollHeight - window.innerHeight)), at)
    await drawn(page)
    found.push(...(await underTab(page)).map((hit) => `${at * 100}%: ${hit}`))
  }
  return found
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)

/** Words (split at spaces and hyphens) of `cells` drawn over two lines: a word broken inside. */
const brokenWords = (cells: Locator): Promise<string[]> =>
  cells.evaluateAll((els) => {
    const broken: string[] = []
    for (const el of els) {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? ''
        for (const m of text.matchAll(/[^\s-]+/g)) {
          const range = document.createRange()
          range.setStart(node, m.index)
          range.setEnd(node, m.index + m[0].length)
          const lines = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)))
          if (lines.size > 1) broken.push(m[0])
        }
      }
    }
    return broken
  })

for (const lang of ['ty', 'en'] as const) {
  test(`phone, ${lang.toUpperCase()}: the nav wraps in view, the right bar's tab covers no content, nothing wider than the screen`, async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.addInitScript((l) => window.localStorage.setItem('lang', l), lang)
    await page.goto('/index')
    const links = page.locator('.tl-nav__link')
    await expect(links.first()).toBeVisible()
    const cut = await links.evaluateAll((els) => els.map((el) => ({ text: el.textContent, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.left < 0 || box.right > window.innerWidth).map(({ text }) => text))
    expect(cut, 'nav links cut at the screen edge').toEqual([])
    for (const path of ['/promotions', '/promoDetail', '/rng']) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      await expect(page.getByTestId('rightbar-toggle')).toBeVisible()
      expect(await underTabWhileScrolling(page), `${path}: what the right bar's tab covers`).toEqual([])
      expect(await pageWidth(page), `${path}: page width`).toBeLessThanOrEqual(PHONE.width)
    }
    // The hall tabs' vendor logos: a 240 x 96 picture drawn at least 80 x 32.
    const logo = await box(page.locator('.tl-hall__tab-logo').first())
    expect(logo.right - logo.left).toBeGreaterThanOrEqual(80)
    expect(logo.bottom - logo.top).toBeGreaterThanOrEqual(32)
  })
}

test('phone: the SMS login\'s country picker shows the flag beside "+63", not over it', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.addInitScript(() => window.localStorage.setItem('lang', 'en'))
  await page.goto('/index')
  await page.getByTestId('header-login').click()
  await page.getByText('Mobile (SMS)', { exact: true }).click()
  const picker = page.getByTestId('login-country')
  await expect(picker).toContainText('+63')
  const flag = await box(picker.locator('img'))
  const code = await picker.evaluate((el) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const i = (node.textContent ?? '').indexOf('+63')
      if (i < 0) continue
      const range = document.createRange()
      range.setStart(node, i)
      range.setEnd(node, i + 3)
      const r = range.getBoundingClientRect()
      return { left: r.left, right: r.right }
    }
    return null
  })
  expect(code, '"+63" drawn').not.toBeNull()
  expect(flag.right, 'the flag ends before "+63" begins').toBeLessThanOrEqual(code!.left)
})

test('laptop, TY: the agent\'s team table breaks no word inside', async ({ page }) => {
  await page.setViewportSize(LAPTOP)
  await logInFromHeader(page, 'agent01', 'Agent1234', 'ty')
  await page.getByTestId('nav-AGENT').click()
  const centre = page.getByTestId('agent-centre')
  await centre.getByTestId('agent-centre-teamManagement').click()
  const table = centre.getByTestId('team-table')
  await expect(table.getByTestId('team-table-row').first()).toBeVisible()
  expect(await brokenWords(table.locator('th, td[data-col="type"], td[data-col="status"]')), 'words broken inside').toEqual([])
})

test('laptop, TY: deposit channels are drawn as choices, "Change password" keeps clear of the heading below, the menu stays in view', async ({ page }) => {
  await page.setViewportSize(LAPTOP)
  await logInFromHeader(page, 'demo01', 'Demo1234', 'ty')
  await page.getByTestId('header-deposit').click()
  const centre = page.getByTestId('member-centre')
  const openPage = async (id: string) => {
    await centre.getByTestId(`member-centre-${id}`).click()
    await expect(centre.getByTestId(`member-centre-${id}`)).toHaveAttribute('aria-current', 'page')
  }

  await openPage('depositv2')
  const choices = centre.locator('fieldset:has([data-testid^="deposit-channel-"])')
  await expect(choices).toBeVisible()
  // No browser groove around the channels; each one a card a finger can hit.
  expect(await choices.evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe('none')
  for (const choice of await choices.locator('label').all()) {
    const b = await box(choice)
    expect(b.bottom - b.top).toBeGreaterThanOrEqual(44)
    expect(await choice.evaluate((el) => getComputedStyle(el).borderTopLeftRadius)).not.toBe('0px')
  }

  await openPage('securityCenter')
  const change = await box(centre.getByTestId('mc-change-password'))
  const heading = await box(centre.getByTestId('mc-change-password').locator('xpath=following::*[self::h3 or self::h4][1]'))
  expect(heading.top - change.bottom, 'space between "Change password" and the heading below').toBeGreaterThanOrEqual(12)

  // A long page (the account record held 3,000 px tall: a demo member's records are short),
  // scrolled to its end.
  await openPage('transactionHistory')
  await centre.locator('.tl-member-centre__page').evaluate((el) => { (el as HTMLElement).style.minHeight = '3000px' })
  const scroller = page.locator('.tl-modal').filter({ has: page.getByTestId('member-centre-page-transactionHistory') })
  await scroller.evaluate((el) => el.scrollTo(0, el.scrollHeight))
  await drawn(page)
  const shown = await box(scroller)
  for (const id of ['securityCenter', 'responsiblePlay']) {
    const item = await box(centre.getByTestId(`member-centre-${id}`))
    expect(item.top, `${id} in view after scrolling`).toBeGreaterThanOrEqual(shown.top)
    expect(item.bottom, `${id} in view after scrolling`).toBeLessThanOrEqual(shown.bottom)
  }
})
