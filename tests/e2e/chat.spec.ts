import { test, expect, type Page } from './support/test.ts'
import { admin } from './support/admin.ts'
import { logInFromHeader } from './support/after-login.ts'

// Two of agent01's demo team (password Team1234) no other spec logs in as.
const ANA = 'team03'
const BEN = 'alpha03'

const openChat = async (page: Page) => {
  await page.getByTestId('header-chat').click()
  await expect(page.getByTestId('chat-room')).toBeVisible()
}

const send = async (page: Page, text: string) => {
  await page.getByTestId('chat-input').fill(text)
  await page.getByTestId('chat-send').click()
  await expect(page.getByTestId('chat-input')).toHaveValue('')
}

/** The id the operator's list shows for the newest message with this text. */
const idOf = async (account: string, text: string): Promise<string> => {
  const line = (await admin('chat', 'list', '--account', account)).split('\n').find((l) => l.includes(JSON.stringify(text)))
  const id = /^#(\d+) /.exec(line ?? '')?.[1]
  if (!id) throw new Error(`no chat message "${text}" from ${account}`)
  return id
}

test('two members chat; the operator deletes a message and mutes a member through the CLI, and each room follows', async ({ page, browser, baseURL, csp }) => {
  // Two logins, two polling rooms and four CLI runs (each a node start) on a busy machine.
  test.setTimeout(180_000)
  const second = await browser.newContext({ baseURL, serviceWorkers: 'block', reducedMotion: 'reduce' })
  await csp.watch(second)
  const other = await second.newPage()
  const stamp = Date.now().toString(36)
  const hello = `Hello <b>room</b> ${stamp}`
  const reply = `Magandang gabi ${stamp}`
  try {
    await logInFromHeader(page, ANA, 'Team1234', 'en')
    await openChat(page)
    await expect(page.getByRole('heading', { name: 'Chat room' })).toBeVisible()
    await send(page, hello)
    const mine = page.getByTestId('chat-message').filter({ hasText: hello })
    await expect(mine).toContainText('You')
    // Markup is text: shown as typed, never a bold element.
    await expect(page.getByTestId('chat-log').locator('b')).toHaveCount(0)

    await logInFromHeader(other, BEN, 'Team1234', 'ty')
    await openChat(other)
    await expect(other.getByTestId('chat-message').filter({ hasText: hello })).toContainText('te***3')
    await send(other, reply)
    // The first member's open room asks again every few seconds and shows the answer.
    await expect(page.getByTestId('chat-message').filter({ hasText: reply })).toContainText('al***3', { timeout: 10_000 })

    await admin('chat', 'delete', await idOf(ANA, hello))
    await expect(page.getByTestId('chat-message').filter({ hasText: hello })).toHaveCount(0, { timeout: 10_000 })
    await expect(other.getByTestId('chat-message').filter({ hasText: hello })).toHaveCount(0, { timeout: 10_000 })
    await expect(other.getByTestId('chat-message').filter({ hasText: reply })).toBeVisible()

    await admin('chat', 'mute', BEN, '--minutes', '10')
    await expect(other.getByTestId('chat-muted')).toBeVisible({ timeout: 10_000 })
    await expect(other.getByTestId('chat-form')).toHaveCount(0)
    await admin('chat', 'unmute', BEN)
    await expect(other.getByTestId('chat-form')).toBeVisible({ timeout: 10_000 })
  } finally {
    await admin('chat', 'unmute', BEN).catch(() => '')
    await second.close()
  }
})
