import { expect, type Page } from '@playwright/test'

/**
 * Chooses page `id` in the open member centre's menu. Below 640 px the menu is a drawer under a
 * button naming the page shown: it is waited for and unfolded first, never sampled (a glance
 * while the centre redraws would skip it and leave the menu folded).
 */
export async function chooseCentrePage(page: Page, id: string): Promise<void> {
  const centre = page.getByTestId('member-centre')
  if ((page.viewportSize()?.width ?? 1280) <= 640) {
    const drawer = centre.getByTestId('member-centre-drawer')
    await expect(drawer).toBeVisible()
    if ((await drawer.getAttribute('aria-expanded')) !== 'true') await drawer.click()
    await expect(drawer).toHaveAttribute('aria-expanded', 'true')
  }
  await centre.getByTestId(`member-centre-${id}`).click()
  await expect(centre.getByTestId(`member-centre-${id}`)).toHaveAttribute('aria-current', 'page')
}
