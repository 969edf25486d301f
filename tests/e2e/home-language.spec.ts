import { test, expect } from './support/test.ts'

test('home renders in Tagalog by default, switches to English, keeps it after reload, and back', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveURL(/\/index$/)
  await expect(page.getByTestId('page-index')).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'tl')
  const picker = page.getByTestId('language-picker')
  await expect(picker).toContainText('TY')
  const tagalogHome = await page.getByRole('navigation').first().innerText()

  await picker.click()
  await page.getByRole('option', { name: 'EN' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('navigation').first()).toContainText('Promotions')
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en')

  await page.reload()
  await expect(page.getByTestId('page-index')).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByTestId('language-picker')).toContainText('EN')

  await page.getByTestId('language-picker').click()
  await page.getByRole('option', { name: 'TY' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'tl')
  await expect(page.getByRole('navigation').first()).toHaveText(tagalogHome)
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'tl')
})

test('the header shows the navigation built from the vendor list', async ({ page }) => {
  await page.goto('/index')
  await page.evaluate(() => localStorage.setItem('lang', 'en'))
  await page.reload()
  for (const type of ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'COCKFIGHT', 'ESPORTS', 'ELOTT', 'BINGO']) {
    await expect(page.getByTestId(`nav-${type}`)).toBeVisible()
  }
  await expect(page.getByTestId('nav-ELOTT')).toContainText('LOTTERY')
  await page.getByTestId('nav-RNG').click()
  await expect(page).toHaveURL(/\/rng/)
  await expect(page.getByTestId('page-rng')).toBeVisible()
})

// TY's "Mga Affiliate" once wrapped onto a second row at 1280 px: every language keeps the
// whole nav, affiliates link included, on one row at the common desktop widths.
for (const width of [1280, 1440]) {
  test(`the nav stays on one row at ${width} px in every language`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/index')
    for (const lang of ['ty', 'en', 'cn', 'th', 'vi']) {
      await page.evaluate((l) => localStorage.setItem('lang', l), lang)
      await page.reload()
      const items = page.locator('.tl-nav__item')
      await expect(page.getByTestId('nav-RNG')).toBeVisible()
      await expect(page.getByTestId('nav-AFFILIATES')).toBeVisible()
      const tops = await items.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)))
      expect(new Set(tops).size, `${lang}: rows of nav items`).toBe(1)
    }
  })
}
