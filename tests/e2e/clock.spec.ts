import { test, expect } from './support/test.ts'

// The browser runs in New York; the clock must still show Manila/Beijing time (GMT+8).
test.use({ timezoneId: 'America/New_York' })

const gmt8 = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().replace('T', ' ').slice(0, 19) + ' GMT8'

test('the header clock ticks in GMT+8 whatever the browser time zone', async ({ page }) => {
  await page.goto('/index')
  const clock = page.getByTestId('gmt8-clock')
  await expect(clock).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} GMT8$/)

  const shown = await clock.innerText()
  const browserNow = await page.evaluate(() => Date.now())
  // Within two seconds of the real GMT+8 time.
  const candidates = [-2000, -1000, 0, 1000, 2000].map((d) => gmt8(browserNow + d))
  expect(candidates).toContain(shown)
  // And not the browser's local time.
  const local = await page.evaluate(() => new Date().toLocaleTimeString('en-GB', { hour12: false }))
  expect(shown.slice(11, 19)).not.toBe(local)

  await expect(clock).not.toHaveText(shown, { timeout: 3000 })
})
