import { test, expect, type Page } from './support/test.ts'
import { settleAfterLogin } from './support/after-login.ts'

/** Elements in the document (the DOM size Lighthouse reports). */
const domNodes = (page: Page) => page.evaluate(() => document.getElementsByTagName('*').length)

const inEnglish = async (page: Page, path: string) => {
  await page.goto(path)
  await page.evaluate(() => localStorage.setItem('lang', 'en'))
  await page.reload()
}

test('browse /rng, switch vendor tabs, search the catalogue, log in and favourite a game', async ({ page }) => {
  await inEnglish(page, '/rng')
  await expect(page.getByTestId('page-rng')).toBeVisible()
  const count = page.getByTestId('game-count')
  await expect(count).toContainText(/Games: \d{3,}/)
  const grid = page.getByTestId('game-grid')
  await expect(grid.getByTestId('game-card').first()).toBeVisible()

  // The hall holds its vendor's games (hundreds) and stays small; the catalogue check follows the search below.
  const loaded = await page.evaluate(async () => {
    const res = await fetch('/wps/relay/GCSGAME_gameList', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"pageSize":1}' })
    return ((await res.json()) as { value: { total: number } }).value.total
  })
  // The seeded 10,000, and any game another spec added before this one (the house-slot specs add theirs).
  expect(loaded).toBeGreaterThanOrEqual(10_000)
  const nodes = await domNodes(page)
  console.log(`DOM nodes on /rng: ${nodes}`)
  expect(nodes).toBeLessThan(800)

  // Scrolling deep into the hall keeps it small too, and shows later games.
  await grid.evaluate((el) => { el.scrollTop = el.scrollHeight / 2 })
  await expect.poll(async () => grid.getByTestId('game-card').first().getAttribute('data-game-id')).not.toMatch(/-000[1-9]$/)
  expect(await domNodes(page)).toBeLessThan(800)

  // Vendor tabs: titled "<vendor> Game Hall", chosen by ?page=.
  await page.getByRole('tab', { name: 'GPI Slots Game Hall' }).click()
  await expect(page).toHaveURL(/\/rng\?page=GPI$/)
  await expect(grid.getByTestId('game-card').first()).toHaveAttribute('data-game-id', /^gpi-/)
  await page.getByRole('tab', { name: 'Perya Fortune Game Hall' }).click()
  await expect(page).toHaveURL(/page=PERYA/)
  await expect(grid.getByTestId('game-card').first()).toHaveAttribute('data-game-id', /^perya-/)

  // Search filters the catalogue as the player types.
  const search = page.getByTestId('catalogue-search')
  await search.pressSequentially('golden dra', { delay: 30 })
  await expect(count).toContainText('Games matching “golden dra”')
  const names = await grid.locator('.tl-game__name').allInnerTexts()
  expect(names.length).toBeGreaterThan(0)
  for (const n of names) expect(n.toLowerCase()).toContain('golden dra')
  await search.fill('')
  await expect(count).toContainText(/^Games: /)
  // With the whole catalogue (10,000 games) now in memory the page stays small too.
  expect(await domNodes(page)).toBeLessThan(800)

  // A logged-out player who presses a game gets the login popup; demo01 logs in.
  const firstCard = grid.getByTestId('game-card').first()
  const gameId = await firstCard.getAttribute('data-game-id')
  await firstCard.locator('.tl-game__open').click()
  await expect(page.getByTestId('login-username')).toBeVisible()
  await page.getByTestId('login-username').fill('demo01')
  await page.getByTestId('login-password').fill('Demo1234')
  await page.getByTestId('login-submit').click()
  await expect(page.getByTestId('login-username')).toBeHidden()
  await settleAfterLogin(page)

  // Favourite that game from its hall, then find it among the favourites on home.
  await page.goto(`/rng?page=PERYA`)
  const card = page.locator(`[data-game-id="${gameId}"]`)
  const heart = card.getByTestId('favorite-toggle')
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  await heart.click()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  await page.goto('/index')
  const favorites = page.getByTestId('home-favorites')
  await expect(favorites.locator(`[data-game-id="${gameId}"]`)).toBeVisible()
  await expect(page.getByTestId('home-hot').getByTestId('game-card').first()).toBeVisible()

  // And take it off again from home.
  await favorites.locator(`[data-game-id="${gameId}"]`).getByTestId('favorite-toggle').click()
  // The strip drops it once the server has it; a reload before that would race the call.
  await expect(favorites.locator(`[data-game-id="${gameId}"]`)).toHaveCount(0)
  await page.reload()
  await expect(page.getByTestId('home-favorites')).toContainText('Tap the heart')

  // Members see the rooms of a card game hall, stakes with two decimals and separators.
  await page.goto('/pvp?page=PUSOY')
  const rooms = page.getByTestId('pvp-rooms')
  await expect(rooms).toContainText('1,000.00')
  await expect(rooms).toContainText('10.00')
})

test('a VASSALAGE vendor opens a popup list of its games', async ({ page }) => {
  await inEnglish(page, '/index')
  await page.getByRole('button', { name: 'Tongits Club' }).click()
  const modal = page.getByTestId('modal-vendorGames')
  await expect(modal).toContainText('Tongits Club Game Hall')
  await expect(modal.getByTestId('game-card').first()).toHaveAttribute('data-game-id', /^tongits-/)
})
