import { test, expect, type Locator } from './support/test.ts'

// Home's vendor tiles and the footer's partner list load their logos only as they near the
// screen (LazyImage: none of them competes with the first screen's pictures), so a full-page
// screenshot taken without scrolling shows the bottom ones empty. Scrolled into view, as a
// player sees them, every one has a logo: the server's picture of its generated drawing, from
// this site, never an external URL.
const expectLogo = async (holder: Locator) => {
  await holder.scrollIntoViewIfNeeded()
  const img = holder.locator('img')
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true)
  const src = await img.getAttribute('src')
  expect(src).toMatch(/^\/img\/vendor\/[a-z]+\/[^/]+\.webp$/)
}

test('the Lotto tiles (Vietnam Lottery, Pinoy Lotto) show their vendor logo', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/index')
  const lotto = page.locator('[aria-labelledby="lane-LOTT"]')
  await expect(lotto.locator('.tl-tile')).toHaveCount(2)
  await expect(lotto).toContainText('Vietnam Lottery')
  await expect(lotto).toContainText('Pinoy Lotto')
  for (const tile of await lotto.locator('.tl-tile').all()) await expectLogo(tile)
})

test('every footer partner tile, the last one included, shows its vendor logo', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/index')
  const list = page.getByTestId('footer-partners')
  const partners = list.locator('.tl-partners__item')
  await expect(partners.first()).toBeVisible()
  const count = await partners.count()
  expect(count).toBeGreaterThan(0)
  for (const item of await partners.all()) await expectLogo(item)
  await expect(list.locator('.tl-partners__item img')).toHaveCount(count)
})
