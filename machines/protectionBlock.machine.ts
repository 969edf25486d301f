import { assign, fromPromise, setup } from 'xstate'
import type { BreakDuration, ExclusionDuration, BlockReply } from '@/shared/api'

/**
 * Taking a break or excluding oneself (player protection): the member picks a length, the
 * confirmation says what it means (only withdrawals and records until it ends, no way to end
 * it early), and only a confirmed request is sent. A choice made while a confirmation shows
 * replaces it (the dialog may have been closed another way). After the server's answer the
 * view says until when (`taken`: the game's bar also leaves the game) or why not.
 *
 * Provided by the view: `takeBlock` (the break or the self-exclusion call), and the actions
 * `askConfirmation` (opens the dialog, whose buttons send `block.confirmed` / `block.cancelled`),
 * `taken` and `reportFailure`.
 */
export type BlockRequest =
  | { readonly kind: 'break'; readonly duration: BreakDuration }
  | { readonly kind: 'exclusion'; readonly duration: ExclusionDuration }

export interface ProtectionBlockContext {
  readonly request: BlockRequest | null
}

export type ProtectionBlockEvent =
  | { type: 'block.requested'; request: BlockRequest }
  | { type: 'block.confirmed' }
  | { type: 'block.cancelled' }

export const protectionBlockMachine = setup({
  types: {
    context: {} as ProtectionBlockContext,
    events: {} as ProtectionBlockEvent,
  },
  actors: {
    takeBlock: fromPromise<BlockReply, BlockRequest>(() => Promise.reject(new Error('takeBlock is provided by the view'))),
  },
  actions: {
    askConfirmation: (_, _params: { request: BlockRequest }) => {},
    taken: (_, _params: { reply: BlockReply }) => {},
    reportFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'protectionBlock',
  context: { request: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'block.requested': { target: 'confirming', actions: assign({ request: ({ event }) => event.request }) } },
    },
    confirming: {
      entry: { type: 'askConfirmation', params: ({ context }) => ({ request: context.request! }) },
      on: {
        'block.requested': { target: 'confirming', reenter: true, actions: assign({ request: ({ event }) => event.request }) },
        'block.confirmed': 'taking',
        'block.cancelled': { target: 'idle', actions: assign({ request: null }) },
      },
    },
    taking: {
      tags: ['busy'],
      invoke: {
        id: 'takeBlock',
        src: 'takeBlock',
        input: ({ context }) => context.request!,
        onDone: { target: 'idle', actions: [{ type: 'taken', params: ({ event }) => ({ reply: event.output }) }, assign({ request: null })] },
        onError: { target: 'idle', actions: [{ type: 'reportFailure', params: ({ event }) => ({ error: event.error }) }, assign({ request: null })] },
      },
    },
  },
})
