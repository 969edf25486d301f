import { test, expect, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { everyModal, everyRoute, startAs, type LoginState } from './support/tour.ts'

// Every route of spec §2 and every modal, logged out and logged in, in TY and EN, passes
// axe's WCAG 2.0 A/AA, 2.1 AA and 2.2 AA rules (target size included) with no violation.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']

const violations = async (page: Page): Promise<string[]> => {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

for (const lang of ['ty', 'en']) {
  for (const state of ['logged out', 'logged in'] as LoginState[]) {
    test(`axe: every route and modal, ${state}, ${lang.toUpperCase()}`, async ({ page }) => {
      test.setTimeout(300_000)
      await startAs(page, lang, state)
      const found: Record<string, string[]> = {}
      const check = async (label: string) => {
        const v = await violations(page)
        if (v.length > 0) found[label] = v
      }
      await everyRoute(page, state, check)
      await everyModal(page, state, check)
      expect(found).toEqual({})
    })
  }
}
