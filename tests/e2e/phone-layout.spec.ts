import { test, expect, type Page } from './support/test.ts'
import { everyModal, everyRoute, startAs, type LoginState } from './support/tour.ts'

// On a 390 x 844 phone nothing scrolls sideways and nothing is cut off: on every route of
// spec §2 and in every modal, logged out and logged in, in TY (the longest labels) and EN.
test.use({ viewport: { width: 390, height: 844 } })

/** What sticks out: the page's own width, and any open dialog wider than the screen or than its own box. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const problems: string[] = []
    const width = window.innerWidth
    const name = (el: Element) => el.getAttribute('class') || el.tagName.toLowerCase()
    if (document.documentElement.scrollWidth > width) problems.push(`page is ${document.documentElement.scrollWidth} px wide`)
    for (const dialog of Array.from(document.querySelectorAll('[role="dialog"]'))) {
      for (let el: Element | null = dialog; el && el !== document.body; el = el.parentElement) {
        const box = el.getBoundingClientRect()
        if (box.left < 0 || box.right > width) problems.push(`${name(el)} spans ${Math.round(box.left)}..${Math.round(box.right)} px`)
        if (getComputedStyle(el).overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1) problems.push(`${name(el)} cuts ${el.scrollWidth - el.clientWidth} px off`)
      }
      for (const el of Array.from(dialog.querySelectorAll('*'))) {
        const box = el.getBoundingClientRect()
        if (box.width > 0 && box.right > width + 0.5) problems.push(`${name(el)} in a dialog ends at ${Math.round(box.right)} px`)
      }
    }
    return problems
  })

for (const lang of ['ty', 'en']) {
  for (const state of ['logged out', 'logged in'] as LoginState[]) {
    test(`390 px: no route or modal scrolls sideways, ${state}, ${lang.toUpperCase()}`, async ({ page }) => {
      test.setTimeout(240_000)
      await startAs(page, lang, state)
      const found: Record<string, string[]> = {}
      const check = async (label: string) => {
        const problems = await overflow(page)
        if (problems.length > 0) found[label] = problems
      }
      await everyRoute(page, state, check)
      await everyModal(page, state, check)
      expect(found).toEqual({})
    })
  }
}
