import { test, expect } from './support/test.ts'
import { admin } from './support/admin.ts'
import { logInFromHeader } from './support/after-login.ts'

// Feedback end to end (spec §5): a member opens the help centre's feedback form, which checks
// what the spec asks before anything is sent (140 characters, the word bounds, up to 3 PNG or JPG
// images, the 18+ confirmation and the terms), sends it with one image; the operator reads and
// answers it through the admin CLI, and the member finds the answer in their platform messages.
// team04 (one of agent01's demo team, password Team1234) is logged in by no other spec.
const MEMBER = 'team04'

// A 1 x 1 PNG: a real image the server can take.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG })

test('a member sends feedback with one image, the operator answers it with the CLI, the answer is in the member\'s messages', async ({ page }) => {
  test.setTimeout(120_000)
  const stamp = Date.now().toString(36)
  const content = `The lobby search could remember my last query ${stamp}`
  const answer = `Thank you, we will add it ${stamp}`

  await logInFromHeader(page, MEMBER, 'Team1234', 'en')
  await page.goto('/help#feedback')
  const form = page.getByTestId('feedback-form')
  await expect(form).toBeVisible()

  // Over 140 characters: the counter says so and sending is refused with the reason.
  await form.getByTestId('feedback-content').fill('word '.repeat(29).trim())
  await expect(form.getByTestId('feedback-chars')).toHaveText('144/140 characters')
  await form.getByTestId('feedback-submit').click()
  await expect(form.getByTestId('feedback-content-error')).toHaveText('Use at most 140 characters.')
  // More words than the operator's bounds (1 to 60 by default) in fewer than 140 characters.
  await form.getByTestId('feedback-content').fill('a '.repeat(61).trim())
  await expect(form.getByTestId('feedback-words')).toHaveText('61 words (1–60)')
  await expect(form.getByTestId('feedback-content-error')).toHaveText('Use between 1 and 60 words.')
  await form.getByTestId('feedback-content').fill(content)
  await expect(form.getByTestId('feedback-chars')).toHaveText(`${content.length}/140 characters`)
  await expect(form.getByTestId('feedback-words')).toContainText(`${content.split(' ').length} words`)
  await expect(form.getByTestId('feedback-content-error')).toHaveCount(0)

  // Images: a GIF is refused, a fourth PNG is one too many; two are removed again, one stays.
  const input = form.getByTestId('feedback-image-input')
  await input.setInputFiles([{ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') }])
  await expect(form.getByTestId('feedback-refused')).toContainText('anim.gif: only PNG or JPG images can be added.')
  await input.setInputFiles([png('one.png'), png('two.png'), png('three.png'), png('four.png')])
  await expect(form.getByTestId('feedback-images').getByRole('listitem')).toHaveCount(3)
  await expect(form.getByTestId('feedback-refused')).toContainText('four.png: at most 3 images.')
  // Each kept image is previewed: drawn, not refused by the site's Content-Security-Policy.
  await expect.poll(() => form.getByRole('img', { name: 'Preview of one.png' }).evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1)
  await form.getByRole('button', { name: 'Remove two.png' }).click()
  await form.getByRole('button', { name: 'Remove three.png' }).click()
  await expect(form.getByTestId('feedback-images').getByRole('listitem')).toHaveCount(1)

  // Without the 18+ confirmation and the terms nothing is sent.
  await form.getByTestId('feedback-submit').click()
  await expect(form.getByTestId('feedback-adult-error')).toHaveText('Please confirm your age.')
  await expect(form.getByTestId('feedback-terms-error')).toHaveText('Please agree to the terms and conditions.')
  await form.getByTestId('feedback-adult').click()
  await form.getByTestId('feedback-terms').click()
  await form.getByTestId('feedback-submit').click()
  await expect(page.getByTestId('feedback-sent')).toBeVisible()

  // The operator finds it, with its one image, and answers it.
  const line = (await admin('feedback', 'list', '--status', 'open')).split('\n').find((l) => l.includes(stamp))
  expect(line, 'the feedback in the operator\'s list').toContain(`${MEMBER} [open] 1 image(s): ${content}`)
  const id = /^#(\d+) /.exec(line!)![1]!
  expect(await admin('feedback', 'show', id)).toMatch(/images: 1\. image\/png /)
  expect(await admin('feedback', 'answer', id, '--text', answer)).toContain('Answered; the member finds it in their messages.')

  // The member's messages: the answer, under its title in the member's language.
  await page.getByTestId('header-inbox').click()
  const item = page.getByTestId('inbox-list').getByRole('listitem').filter({ hasText: 'Reply to your feedback' }).first()
  await expect(item).toBeVisible({ timeout: 15_000 })
  await item.getByRole('button').first().click()
  await expect(item).toContainText(answer)
})
