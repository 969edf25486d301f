import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** WCAG 2.0 A/AA, 2.1 AA and 2.2 AA (target size included). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']

/**
 * axe's violations on the page, or inside the `include` selector, one line per rule naming where.
 * A page without frames is checked by axe inside the page ("legacy" mode), violations only. A
 * page with frames (a launched game) gets axe's default mode, which also reaches frames of
 * another origin (a game CDN) by merging the frames' results in a blank page of its own, about a
 * second of the machine's CPU each time; and every result type, because with violations only axe
 * took the game frame's own main landmark for a second one on the page.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const framed = page.frames().length > 1
  let builder = new AxeBuilder({ page }).withTags(TAGS)
  if (!framed) builder = builder.options({ resultTypes: ['violations'] }).setLegacyMode(true)
  if (include) builder = builder.include(include)
  const results = await builder.analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}
