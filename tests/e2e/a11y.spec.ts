import { test, expect, type Page } from './support/test.ts'
import AxeBuilder from '@axe-core/playwright'
import { everyModal, everyRoute, SPEC_ROUTES, startAs, type LoginState } from './support/tour.ts'

// Every route of spec §2 and every modal, logged out and logged in, passes axe's WCAG 2.0
// A/AA, 2.1 AA and 2.2 AA rules (target size included) with no violation. TY, the default
// language with the longest labels, on every route; EN on the home page and the modals
// (an axe pass is a few seconds per screen on the CI machine).
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']
const ROUTES_PER_LANGUAGE: Record<string, typeof SPEC_ROUTES> = { ty: SPEC_ROUTES, en: SPEC_ROUTES.filter((r) => r.path === '/index') }

const violations = async (page: Page): Promise<string[]> => {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

for (const lang of ['ty', 'en']) {
  for (const state of ['logged out', 'logged in'] as LoginState[]) {
    const routes = ROUTES_PER_LANGUAGE[lang]!
    test(`axe: ${routes.length === SPEC_ROUTES.length ? 'every route' : 'home'} and every modal, ${state}, ${lang.toUpperCase()}`, async ({ page }) => {
      test.setTimeout(300_000)
      await startAs(page, lang, state)
      const found: Record<string, string[]> = {}
      const check = async (label: string) => {
        const v = await violations(page)
        if (v.length > 0) found[label] = v
      }
      await everyRoute(page, state, check, routes)
      await everyModal(page, state, check)
      expect(found).toEqual({})
    })
  }
}
