import { test, expect } from './support/test.ts'

// The pages outside the SPA load under the same policy without a violation (the fixture in
// support/test.ts fails the test on one), and the fixture itself does notice one.

test('the API reference renders Swagger UI under the policy', async ({ page }) => {
  await page.goto('/docs')
  // Swagger UI parses a 1.7 MB script and the 1.2 MB description before it shows the title: slow beside other workers.
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Tala', { timeout: 45_000 })
})

test('the round verification page loads under the policy', async ({ page }) => {
  await page.goto('/house/slot/verify')
  await expect(page.getByTestId('verify-verdict')).toBeAttached()
})

test('a violation fails the test', async ({ page }) => {
  test.fail(true, 'an inline script is refused by the policy, and the fixture reports it')
  await page.goto('/index')
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.inlineRan = true'
    document.body.appendChild(script)
  })
  expect(await page.evaluate(() => (window as unknown as { inlineRan?: boolean }).inlineRan)).toBeUndefined()
})
