import { expect, test, type Page } from '@playwright/test'

/**
 * Chooses page `id` in the open member centre's menu. Below 640 px the menu is a drawer under a
 * button naming the page shown: it is waited for and unfolded first, never sampled (a glance
 * while the centre redraws would skip it and leave the menu folded). Should the drawer fold
 * again before the item is pressed, it is unfolded once more, and the test's report says so.
 */
export async function chooseCentrePage(page: Page, id: string): Promise<void> {
  const centre = page.getByTestId('member-centre')
  const item = centre.getByTestId(`member-centre-${id}`)
  if ((page.viewportSize()?.width ?? 1280) <= 640) {
    const drawer = centre.getByTestId('member-centre-drawer')
    let unfolds = 0
    await expect(async () => {
      await expect(drawer).toBeVisible({ timeout: 5_000 })
      if ((await drawer.getAttribute('aria-expanded')) !== 'true') {
        unfolds += 1
        await drawer.click()
      }
      await item.click({ timeout: 5_000 })
    }).toPass({ timeout: 30_000 })
    if (unfolds > 1) {
      const description = `folded again before "${id}" was chosen; unfolded ${unfolds} times`
      test.info().annotations.push({ type: 'member centre drawer', description })
      console.log(`member centre drawer: ${description}`)
    }
  } else {
    await item.click()
  }
  await expect(item).toHaveAttribute('aria-current', 'page')
}

/** Opens the member centre from the header's Deposit when it is not open, then chooses page `id` in its menu. */
export async function openCentrePage(page: Page, id: string): Promise<void> {
  if (!(await page.getByTestId('member-centre').isVisible())) await page.getByTestId('header-deposit').click()
  await chooseCentrePage(page, id)
}
