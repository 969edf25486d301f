import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n, loadTexts } from '@/shared/i18n'
import { bootedApp, lastModals, mockFetch, statusFixture, systemInfoFixture, testActor, TestSystem, type MockReply } from '@/shared/testing'
import { formatGmt8DateTime } from '@/shared/lib'
import { SystemProvider } from '@/entities/system'
import { readStoredSession, sessionLogic } from '@/entities/session'
import { CHAT_ROOM_MODAL } from '@/entities/chat'
import { ChatRoomModal } from './ChatRoomModal.tsx'

beforeAll(async () => {
  await initI18n('en')
  await loadTexts('community')
})
afterEach(() => {
  sessionStorage.clear()
  vi.unstubAllGlobals()
})

const login = (isAgent = '0') => {
  sessionStorage.setItem('account', 'juan01')
  sessionStorage.setItem('customerId', 'c1')
  sessionStorage.setItem('isAgent', isAgent)
  sessionStorage.setItem('token', 't0k3n')
}
const rules = { maxChars: 200, max: 5, windowSeconds: 30 }
const free = { canSend: true, muted: false, mutedUntil: null }
const msg = (id: number, text: string, mine = false) => ({ id, author: mine ? 'ju***1' : 'an***1', mine, text, at: Date.UTC(2026, 11, 5, 4, id) })
const roomReply = (messages = [msg(1, '<b>good luck</b> all'), msg(2, 'thanks', true)], me: Record<string, unknown> = free): MockReply => ({ value: { messages, me, rules } })

const show = async (brandColor = '#f5d442') => {
  const status = statusFixture({ info: systemInfoFixture({ brand: { ...statusFixture().info.brand, chatHeaderColor: brandColor } }) })
  render(
    <TestSystem logic={bootedApp(status).provide({ actors: { session: sessionLogic } })} input={{ session: readStoredSession() }}>
      <SystemProvider status={status}>
        <ChatRoomModal />
      </SystemProvider>
    </TestSystem>,
  )
  act(() => lastModals.open(CHAT_ROOM_MODAL))
  return screen.findByTestId('chat-modal')
}

describe('the chat room modal', () => {
  it('shows the messages as plain text, the reader\'s own as "You", under a header in the configured colour', async () => {
    login()
    mockFetch({ '/wps/chat/messages': roomReply() })
    const modal = await show('#f5d442')
    expect(await screen.findByText('<b>good luck</b> all')).toBeInTheDocument()
    expect(modal.querySelector('b')).toBeNull()
    const log = screen.getByRole('log', { name: 'Messages' })
    expect(log.querySelectorAll('li')).toHaveLength(2)
    expect(screen.getByText('You')).toBeInTheDocument()
    expect(screen.getByText('an***1')).toBeInTheDocument()
    // A light brand colour gets dark text on it.
    expect(modal.style.getPropertyValue('--tl-chat-head')).toBe('#f5d442')
    expect(modal.style.getPropertyValue('--tl-chat-head-text')).toBe('#111111')
    expect(screen.getByRole('heading', { name: 'Chat room' })).toBeInTheDocument()
  })

  it('refuses an empty or too long draft without a call, with the reason', async () => {
    login()
    const fetch = mockFetch({ '/wps/chat/messages': roomReply() })
    await show()
    await userEvent.click(await screen.findByTestId('chat-send'))
    expect(screen.getByTestId('chat-problem')).toHaveTextContent('Write a message first.')
    await userEvent.click(screen.getByTestId('chat-input'))
    await userEvent.paste('x'.repeat(201))
    expect(screen.getByTestId('chat-problem')).toHaveTextContent('A message is at most 200 characters.')
    expect(screen.getByText('201/200')).toBeInTheDocument()
    await userEvent.click(screen.getByTestId('chat-send'))
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0)
  })

  it('sends a message, clears the draft and reads the room again', async () => {
    login()
    let sent: unknown = null
    let after = false
    const fetch = mockFetch({
      '/wps/chat/messages': (_url, init) => {
        if (init?.method === 'POST') {
          sent = JSON.parse(String(init.body))
          after = true
          return { value: { message: msg(3, 'hello room', true) } }
        }
        return after ? roomReply([msg(1, 'hi'), msg(3, 'hello room', true)]) : roomReply([msg(1, 'hi')])
      },
    })
    await show()
    await userEvent.type(await screen.findByTestId('chat-input'), 'hello room')
    await userEvent.click(screen.getByTestId('chat-send'))
    expect(await screen.findByText('hello room')).toBeInTheDocument()
    expect(sent).toEqual({ text: 'hello room' })
    expect(screen.getByTestId('chat-input')).toHaveValue('')
    expect(fetch.mock.calls.filter(([, init]) => init?.method !== 'POST').length).toBeGreaterThanOrEqual(2)
  })

  it('waits out the send rate when the server says too fast, keeping the draft', async () => {
    login()
    mockFetch({
      '/wps/chat/messages': (_url, init) => (init?.method === 'POST'
        ? { fail: { code: 'RATE_LIMITED', message: 'slow down', value: { retryAfterSeconds: 20 } }, status: 429 }
        : roomReply()),
    })
    await show()
    await userEvent.type(await screen.findByTestId('chat-input'), 'again')
    await userEvent.click(screen.getByTestId('chat-send'))
    expect(await screen.findByTestId('chat-cooling')).toHaveTextContent('You are sending too fast.')
    expect(screen.getByTestId('chat-send')).toBeDisabled()
    expect(screen.getByTestId('chat-input')).toHaveValue('again')
  })

  it('tells a muted member until when, with no composer', async () => {
    login()
    const until = Date.now() + 3_600_000
    mockFetch({ '/wps/chat/messages': roomReply(undefined, { canSend: false, muted: true, mutedUntil: until }) })
    await show()
    expect(await screen.findByTestId('chat-muted')).toHaveTextContent(`The operator has muted you until ${formatGmt8DateTime(until).slice(0, 16)} (GMT+8).`)
    expect(screen.queryByTestId('chat-form')).toBeNull()
  })

  it('lets a trial account read but not write', async () => {
    login('4')
    mockFetch({ '/wps/chat/messages': roomReply(undefined, { canSend: false, muted: false, mutedUntil: null }) })
    await show()
    expect(await screen.findByTestId('chat-trial')).toHaveTextContent('Trial accounts can read the chat but not write.')
    expect(screen.getByText('thanks')).toBeInTheDocument()
    expect(screen.queryByTestId('chat-form')).toBeNull()
  })

  it('closes when the session ends', async () => {
    login()
    mockFetch({ '/wps/chat/messages': roomReply() })
    await show()
    expect(await screen.findByTestId('chat-room')).toBeInTheDocument()
    act(() => testActor('session').send({ type: 'session.ended' }))
    await waitFor(() => expect(lastModals.isOpen(CHAT_ROOM_MODAL)).toBe(false))
  })

  it('keeps a member on a break out, saying when it ends', async () => {
    login()
    const until = new Date(Date.UTC(2026, 11, 5, 5, 0)).toISOString()
    mockFetch({ '/wps/chat/messages': { fail: { code: 'ON_BREAK', message: 'break', value: { kind: 'break', startedAt: until, until } }, status: 403 } })
    await show()
    await waitFor(() => expect(screen.getByTestId('chat-error')).toHaveTextContent(/break/i))
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
  })
})
