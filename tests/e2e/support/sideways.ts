import type { Page } from '@playwright/test'

/**
 * What sticks out of a phone screen: the page's own width, anything in an open dialog past the
 * screen's edges, and any box in it that clips its content sideways. Text kept for screen
 * readers only (a 1 px clipped box, and what is inside it) shows nothing, so it is skipped.
 */
/**
 * Waits until the page has drawn what it shows now: a viewport just resized is laid out with
 * the page's next frame, Chromium draws only the page in front (a test may have several open),
 * and an idle page asks for frames lazily.
 */
export const drawn = async (page: Page): Promise<void> => {
  await page.bringToFront()
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

/**
 * What sticks out, measured again for up to two seconds while something does: a resize can
 * reach the page's layout a few frames late under load, and a layout that never fits is
 * still reported.
 */
export const sideways = async (page: Page): Promise<string[]> => {
  const until = Date.now() + 2_000
  for (;;) {
    const problems = await sidewaysNow(page)
    if (problems.length === 0 || Date.now() > until) return problems
    await page.waitForTimeout(100)
  }
}

const sidewaysNow = async (page: Page): Promise<string[]> => {
  await drawn(page)
  return page.evaluate(() => {
    const width = window.innerWidth
    const problems: string[] = []
    const name = (el: Element) => el.getAttribute('class') || el.tagName
    const screenReaderOnly = (el: Element) => {
      for (let e: Element | null = el; e; e = e.parentElement) {
        const box = e.getBoundingClientRect()
        if (box.width <= 1 && box.height <= 1 && getComputedStyle(e).overflow === 'hidden') return true
      }
      return false
    }
    if (document.documentElement.scrollWidth > width) problems.push(`page is ${document.documentElement.scrollWidth} px wide`)
    for (const el of Array.from(document.querySelectorAll('[role="dialog"] *'))) {
      if (screenReaderOnly(el)) continue
      const box = el.getBoundingClientRect()
      if (box.width > 0 && (box.right > width + 0.5 || box.left < -0.5)) problems.push(`${name(el)} spans ${Math.round(box.left)}..${Math.round(box.right)} px`)
      if (getComputedStyle(el).overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1) problems.push(`${name(el)} cuts ${el.scrollWidth - el.clientWidth} px off`)
    }
    return problems
  })
}
