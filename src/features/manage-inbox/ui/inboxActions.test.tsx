import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { fromCallback } from 'xstate'
import { configureClient } from '@/shared/api'
import { failureText, initI18n, loadTexts } from '@/shared/i18n'
import { TestSystem, bootedApp, mockFetch, statusFixture, testQueryClient } from '@/shared/testing'
import { memberBadgesLogic, useUnreadCount } from '@/entities/member-badges'
import { DeleteMessageButton, InboxChangeFailure, ReadAllButton, useInboxActions } from '../index.ts'

beforeAll(async () => {
  await initI18n('en')
  // As the app's loader reads them with the member centre's chunk.
  await loadTexts('member')
})
beforeEach(() => configureClient({ token: () => 't0k3n' }))
afterEach(() => {
  configureClient({ token: null })
  vi.unstubAllGlobals()
})

const LIST = ['test', 'inbox'] as const
const signedIn = fromCallback(({ sendBack }) => {
  sendBack({ type: 'session.started', token: 't0k3n' })
  return () => {}
})
const calls = (fetch: ReturnType<typeof mockFetch>, path: string) => fetch.mock.calls.filter(([url]) => String(url).includes(path)).map(([, init]) => JSON.parse(String(init?.body)))

/** The actions as a list places them, with the header's unread badge beside them. */
function Inbox({ onDelete }: { onDelete: () => void }) {
  const actions = useInboxActions(LIST)
  return (
    <>
      <span data-testid="unread">{useUnreadCount()}</span>
      <ReadAllButton actions={actions} />
      <DeleteMessageButton messageId={5} actions={actions} onDelete={onDelete} />
      <InboxChangeFailure actions={actions} />
    </>
  )
}

function renderInbox(onDelete = () => {}) {
  const logic = bootedApp(statusFixture()).provide({ actors: { memberBadges: memberBadgesLogic.provide({ actors: { listenForSession: signedIn } }) } })
  render(
    <TestSystem logic={logic}>
      <Inbox onDelete={onDelete} />
    </TestSystem>,
  )
}

describe('the inbox\'s actions', () => {
  it('delete one message once however often it is pressed; the badge takes the count the server answers and the list goes stale', async () => {
    let answer = () => {}
    const answered = new Promise<void>((resolve) => {
      answer = resolve
    })
    const fetch = mockFetch({
      '/wps/relay/CSP_unreadCount': { value: { count: 4 } },
      '/wps/relay/MCS2_missionReadyCount': { value: { count: 0 } },
      '/wps/relay/CSP_messageDelete': async () => {
        await answered
        return { value: { unread: 3 } }
      },
    })
    const onDelete = vi.fn()
    renderInbox(onDelete)
    await waitFor(() => expect(screen.getByTestId('unread')).toHaveTextContent('4'))
    testQueryClient().setQueryData(LIST, { rows: [] })
    await userEvent.click(screen.getByTestId('message-delete-5'))
    await userEvent.click(screen.getByTestId('message-delete-5'))
    answer()
    await waitFor(() => expect(screen.getByTestId('unread')).toHaveTextContent('3'))
    expect(calls(fetch, 'CSP_messageDelete')).toEqual([{ ids: [5] }])
    expect(onDelete).toHaveBeenCalled()
    expect(testQueryClient().getQueryState(LIST)?.isInvalidated).toBe(true)
  })

  it('mark all read asks for all, and a refusal is said in the member\'s language', async () => {
    const refusal = { code: 'NOT_FOUND', message: 'Server English' }
    const fetch = mockFetch({
      '/wps/relay/CSP_unreadCount': { value: { count: 2 } },
      '/wps/relay/MCS2_missionReadyCount': { value: { count: 0 } },
      '/wps/relay/CSP_messageRead': { fail: refusal },
    })
    renderInbox()
    await userEvent.click(screen.getByTestId('inbox-read-all'))
    expect(await screen.findByRole('alert')).toHaveTextContent(failureText(refusal, 'messageRead'))
    expect(screen.getByRole('alert')).not.toHaveTextContent('Server English')
    expect(calls(fetch, 'CSP_messageRead')).toEqual([{ all: true }])
  })
})
