import { test, expect } from './support/test.ts'
import AxeBuilder from '@axe-core/playwright'

for (const lang of ['ty', 'en']) {
  test(`axe reports no violations on /index in ${lang.toUpperCase()}`, async ({ page }) => {
    await page.goto('/index')
    await page.evaluate((l) => localStorage.setItem('lang', l), lang)
    await page.reload()
    await expect(page.getByTestId('page-index')).toBeVisible()
    await expect(page.getByTestId('nav-RNG')).toBeVisible()
    const results = await new AxeBuilder({ page }).analyze()
    const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    expect(summary).toEqual([])
  })
}
