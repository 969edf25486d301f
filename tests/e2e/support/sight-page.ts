import { expect, type Locator, type Page } from '@playwright/test'
import { sightName, type Finder, type Sight } from '../../../src/shared/testing/screen-paths/sight.ts'

/**
 * Checks a screen model's sights (src/shared/testing/screen-paths/sight.ts) in Chromium, with
 * the meaning the jsdom runner gives them: the same roles and accessible names (exact, as
 * Testing Library matches a string), test ids where nothing has a role. Each check waits, as
 * the jsdom runner's `waitFor` does, for the screen to come round.
 */
const locate = (root: Page | Locator, f: Finder, selected = false): Locator =>
  'testId' in f
    ? root.getByTestId(f.testId)
    : root.getByRole(f.role, { name: f.name, exact: typeof f.name === 'string' ? true : undefined, includeHidden: f.hidden ?? false, ...(selected ? { selected: true } : {}) })

export async function checkSightOnPage(page: Page, sight: Sight): Promise<void> {
  const what = sightName(sight)
  const root = sight.in ? locate(page, sight.in).first() : page
  const found = locate(root, sight, sight.is === 'selected')
  if (sight.is === 'absent') {
    await expect(found, what).toHaveCount(0)
    return
  }
  // An element hidden from the accessibility tree (under a dialog) may still be drawn: `shown` asks that it is.
  await expect(found.first(), what).toBeVisible()
  if (sight.is === 'enabled' || sight.is === 'disabled') {
    for (const el of await found.all()) {
      if (sight.is === 'enabled') await expect(el, what).toBeEnabled()
      else await expect(el, what).toBeDisabled()
    }
  }
  const first = found.first()
  if (sight.text !== undefined) await expect(first, what).toContainText(sight.text)
  if (sight.notText !== undefined) await expect(first, what).not.toContainText(sight.notText)
  if (sight.value !== undefined) await expect(first, what).toHaveValue(sight.value)
  if (sight.attribute) await expect(first, what).toHaveAttribute(sight.attribute[0], sight.attribute[1])
}

export async function checkSightsOnPage(page: Page, sights: ReadonlyArray<Sight>): Promise<void> {
  for (const sight of sights) await checkSightOnPage(page, sight)
}
