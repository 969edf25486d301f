import { test, expect } from '@playwright/test'

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
