import { test, expect, type Locator } from './support/test.ts'

// Home's vendor tiles and the footer's partner list load their logos lazily (loading="lazy"),
// so a full-page screenshot taken without scrolling shows the bottom ones (the Lotto lane,
// the last partner) empty. Scrolled into view, as a player sees them, every one has a logo:
// the server's picture of its generated drawing, from this site, never an external URL.
const expectLogo = async (img: Locator) => {
  await img.scrollIntoViewIfNeeded()
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
  for (const img of await lotto.locator('img.tl-tile__logo').all()) await expectLogo(img)
})

test('every footer partner tile, the last one included, shows its vendor logo', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/index')
  const list = page.getByTestId('footer-partners')
  const partners = list.locator('.tl-partners__item')
  await expect(partners.first()).toBeVisible()
  const count = await partners.count()
  expect(count).toBeGreaterThan(0)
  await expect(list.locator('.tl-partners__item img')).toHaveCount(count)
  for (const img of await list.locator('img').all()) await expectLogo(img)
})
