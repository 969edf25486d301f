import { expect, vi } from 'vitest'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import type { ChatStanding } from '@/shared/api'
import { failureText, i18n, refusalTextNow } from '@/shared/i18n'
import { bootedApp, heldServer, lastModals, statusFixture, TestSystem, type HeldServer, type ScreenModel } from '@/shared/testing'
import { SystemProvider } from '@/entities/system'
import { readStoredSession, sessionLogic } from '@/entities/session'
import { CHAT_POLL_MS, CHAT_ROOM_MODAL } from '@/entities/chat'
import type { PathModel } from '@machines/testing/pathCoverage.ts'
import { chatSendModel } from '@machines/testing/models/chatSend.model.ts'
import type { chatSendMachine, ChatSendContext } from '@machines/chatSend.machine.ts'
import { ChatRoomModal } from '../ui/ChatRoomModal.tsx'

/**
 * The chat room's send flow (machines/chatSend.machine.ts) on its real screen: the composer of
 * the chat room modal, for a member. The send waits for the path's step; the room is read every
 * few seconds on the fake clock, and its reply carries the member's standing: the operator's
 * mute (with an end, or until lifted) and its lifting reach the composer that way, as does the
 * mute a refusal reports (the server's room reply says it from then on). Over the send rate the
 * composer waits out the window; a break shuts it.
 */
const ROOM = 'GET /wps/chat/messages'
const SEND = 'POST /wps/chat/messages'
const SERVER_ENGLISH = 'Server English'

type Machine = typeof chatSendMachine

interface ChatRun {
  readonly server: HeldServer
  /** The member's standing as the room's replies say it. */
  me: ChatStanding
}

const rules = { maxChars: 200, max: 5, windowSeconds: 30 }
const free: ChatStanding = { canSend: true, muted: false, mutedUntil: null }
const message = (id: number, text: string, mine = false) => ({ id, author: mine ? 'ju***1' : 'an***1', mine, text, at: Date.UTC(2026, 11, 5, 4, id) })
const breakBlock = { kind: 'timeout', startedAt: '2026-12-05T04:00:00.000Z', until: '2026-12-12T04:00:00.000Z' }

const user = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
const ctx = (s: AnyMachineSnapshot) => s.context as ChatSendContext
const advance = (ms: number) => act(async () => { await vi.advanceTimersByTimeAsync(ms) })
const tc = (key: string, options: Record<string, unknown> = {}) => i18n.t(key, { ns: 'community', ...options })
const send = () => screen.getByTestId('chat-send')

/** The room's next reply says `me`: the composer hears of it when it differs from the last. */
async function roomSays(run: ChatRun, me: ChatStanding) {
  run.me = me
  run.server.answer(ROOM, { value: { messages: [message(1, 'good luck all')], me, rules } })
  const calls = run.server.calls(ROOM)
  await advance(CHAT_POLL_MS)
  await waitFor(() => expect(run.server.calls(ROOM)).toBeGreaterThan(calls))
  await advance(0)
}

/** A mute's end as a room reply gives it: later than the last one, so the composer hears it again. */
const mutedFor = (run: ChatRun, seconds: number | null): ChatStanding =>
  ({ canSend: false, muted: true, mutedUntil: seconds === null ? null : Math.max(Date.now() + seconds * 1000, (run.me.mutedUntil ?? 0) + 1) })

/**
 * The composer hears a standing only when the room's reply changes it: a second "until lifted"
 * is no news, and "not muted" is news only while muted (outside it no transition takes it).
 */
const paths: PathModel<Machine> = {
  ...chatSendModel,
  // Also told apart by whether Send was pressed on a bad draft (the screen then says why).
  serializeState: (s) => JSON.stringify([chatSendModel.serializeState(s), ctx(s).touched]),
  events: chatSendModel.events.map((e) => (e.type === 'xstate.error.actor.sendMessage' && (e.error as { code: string }).code === 'ON_BREAK'
    ? { ...e, error: { code: 'ON_BREAK', message: SERVER_ENGLISH, value: breakBlock } }
    : e)),
  offered: (s, e) => {
    // The draft is read-only while it is sent, and the composer is gone once closed or muted.
    if (e.type === 'draft.changed') return s.matches('ready') || s.matches('cooling')
    if (e.type !== 'standing.changed') return true
    const standing = e.standing as { muted: boolean; secondsLeft: number | null }
    if (!standing.muted) return s.matches('muted')
    return !(s.matches('muted') && standing.secondsLeft === null && ctx(s).muteLeftMs === null)
  },
}

export const chatSendScreen: ScreenModel<Machine, ChatRun> = {
  name: 'chatSend',
  paths,
  async start() {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    sessionStorage.setItem('account', 'juan01')
    sessionStorage.setItem('customerId', 'c1')
    sessionStorage.setItem('isAgent', '0')
    sessionStorage.setItem('token', 't0k3n')
    const server = heldServer({ [ROOM]: { value: { messages: [message(1, 'good luck all')], me: free, rules } } }, [SEND])
    const status = statusFixture()
    render(
      <TestSystem logic={bootedApp(status).provide({ actors: { session: sessionLogic } })} input={{ session: readStoredSession() }}>
        <SystemProvider status={status}>
          <ChatRoomModal />
        </SystemProvider>
      </TestSystem>,
    )
    act(() => lastModals.open(CHAT_ROOM_MODAL))
    await screen.findByTestId('chat-form')
    return { server, me: free }
  },
  stop() {
    vi.useRealTimers()
    sessionStorage.clear()
  },
  see: {
    'chatSend.ready': (_run, s) => {
      const c = ctx(s)
      expect(send()).toBeEnabled()
      expect(send()).toHaveTextContent(tc('chat.send'))
      expect(screen.getByTestId('chat-input')).toHaveValue(c.draft)
      // An empty draft is said to be one once Send was pressed.
      const problem = screen.queryByTestId('chat-problem')
      if (c.touched && c.problem) expect(problem).toHaveTextContent(tc(`chat.problem.${c.problem}`, { max: rules.maxChars }))
      else expect(problem).toBeNull()
      const failure = screen.queryByTestId('chat-failure')
      if (c.failure) expect(failure).toHaveTextContent(failureText({ code: 'NETWORK', message: '' }, 'chatSend'))
      else expect(failure).toBeNull()
      for (const id of ['chat-muted', 'chat-cooling', 'chat-closed']) expect(screen.queryByTestId(id)).toBeNull()
    },
    'chatSend.sending': ({ server }) => {
      expect(send()).toBeDisabled()
      expect(send()).toHaveTextContent(tc('chat.sending'))
      expect(screen.getByTestId('chat-input')).toHaveAttribute('readonly')
      expect(server.calls(SEND)).toBeGreaterThan(0)
    },
    'chatSend.cooling': (_run, s) => {
      expect(screen.getByTestId('chat-cooling')).toHaveTextContent(tc('chat.cooling'))
      expect(send()).toBeDisabled()
      // The draft is kept for when the window opens.
      expect(screen.getByTestId('chat-input')).toHaveValue(ctx(s).draft)
    },
    'chatSend.muted': (_run, s) => {
      const notice = screen.getByTestId('chat-muted')
      if (ctx(s).muteLeftMs === null) expect(notice).toHaveTextContent(tc('chat.mutedForever'))
      else expect(notice).toHaveTextContent(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/)
      expect(screen.queryByTestId('chat-form')).toBeNull()
    },
    'chatSend.closed': () => {
      const notice = screen.getByTestId('chat-closed')
      expect(notice).toHaveTextContent(refusalTextNow({ code: 'ON_BREAK', message: SERVER_ENGLISH, value: breakBlock }))
      expect(notice).not.toHaveTextContent(SERVER_ENGLISH)
      expect(screen.queryByTestId('chat-form')).toBeNull()
    },
  },
  cause: {
    async 'draft.changed'(_run, event) {
      const field = screen.getByTestId('chat-input')
      const u = user()
      await u.clear(field)
      if (event.value) {
        await u.click(field)
        await u.paste(event.value as string)
      }
    },
    async 'message.submitted'({ server }, _event, before) {
      const calls = server.calls(SEND)
      await user().click(send())
      if (ctx(before).problem !== null) {
        // Nothing is sent: the reason shows.
        await waitFor(() => expect(screen.getByTestId('chat-problem')).toBeInTheDocument())
        expect(server.calls(SEND)).toBe(calls)
        return
      }
      await waitFor(() => expect(server.calls(SEND)).toBe(calls + 1))
      expect(server.lastBody(SEND)).toEqual({ text: ctx(before).draft })
    },
    async 'standing.changed'(run, event: AnyEventObject) {
      const standing = event.standing as { muted: boolean; secondsLeft: number | null }
      await roomSays(run, standing.muted ? mutedFor(run, standing.secondsLeft) : free)
    },
    async 'xstate.done.actor.sendMessage'({ server }, _event, before) {
      const calls = server.calls(ROOM)
      await server.reply(SEND, { value: { message: message(2, ctx(before).draft, true) } })
      // The room is read again at once, the new message in it.
      await waitFor(() => expect(server.calls(ROOM)).toBeGreaterThan(calls))
    },
    async 'xstate.error.actor.sendMessage'(run, event) {
      const { code, value } = event.error as { code: string; value?: Record<string, unknown> }
      if (code === 'NETWORK') return run.server.reply(SEND, { networkError: true })
      if (code === 'CHAT_MUTED') {
        // The refusal says how long; the room's replies say the mute from now on.
        const me = mutedFor(run, value!.secondsLeft as number)
        await run.server.reply(SEND, { fail: { code, message: SERVER_ENGLISH, value: { until: me.mutedUntil, secondsLeft: value!.secondsLeft } }, status: 403 })
        await roomSays(run, me)
        return
      }
      await run.server.reply(SEND, { fail: { code, message: SERVER_ENGLISH, value }, status: code === 'RATE_LIMITED' ? 429 : 403 })
    },
    'xstate.after.cooldown.chatSend.cooling': (_run, _event, before) => advance(ctx(before).retryAfterMs),
    'xstate.after.muteEnds.chatSend.muted': (_run, _event, before) => advance(ctx(before).muteLeftMs ?? 0),
  },
}
