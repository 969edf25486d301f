import { assign, fromPromise, setup } from 'xstate'

/**
 * The Vietnamese lottery's ticket, as its page runs it (server/providers/house/public/vnlottery.js):
 * the player picks a province's draw on sale, adds bets from the number picker (each lô, đề or
 * 3 càng number is a bet of its own, a xiên combination one bet), removes or clears them, and buys
 * the ticket for the chosen draw. Every draw closes on its own time: the page re-reads the state
 * when one closes and chooses again (`draw.chosen`, null when none is on sale). A ticket refused
 * with BETS_CLOSED keeps its bets for the next draw chosen. The picker checks a bet's shape and
 * stake; the ticket holds at most `maxBets`.
 *
 * Provided by the page: `placeTicket` (rejects with the server's `{ code }`).
 */
export interface VnBet { readonly type: string; readonly numbers: ReadonlyArray<string>; readonly stake: number }
export interface VnTicketInput { readonly maxBets: number }
export interface VnTicketPlaced { readonly stake: number; readonly balance: number }

/** What the page says under the ticket: a text key, with an amount or a failure code. */
export type VnTicketNote =
  | { readonly key: 'placed'; readonly amount: number }
  | { readonly key: 'tooManyBets' | 'betsClosed' }
  | { readonly key: 'failed'; readonly code: string }

export interface VnTicketContext {
  readonly maxBets: number
  readonly drawId: string | null
  readonly bets: ReadonlyArray<VnBet>
  readonly note: VnTicketNote | null
}

export type VnTicketEvent =
  | { type: 'draw.chosen'; drawId: string | null }
  | { type: 'bets.added'; bets: ReadonlyArray<VnBet> }
  | { type: 'bet.removed'; index: number }
  | { type: 'ticket.cleared' }
  | { type: 'ticket.submitted' }

const codeOf = (e: unknown): string => (e && typeof e === 'object' && 'code' in e && typeof e.code === 'string' ? e.code : 'NETWORK')

export const vnTicketMachine = setup({
  types: {
    context: {} as VnTicketContext,
    events: {} as VnTicketEvent,
    input: {} as VnTicketInput,
  },
  actors: {
    placeTicket: fromPromise<VnTicketPlaced, { drawId: string; bets: ReadonlyArray<VnBet> }>(() => Promise.reject(new Error('placeTicket is provided by the page'))),
  },
  guards: {
    tooMany: ({ context, event }) => event.type === 'bets.added' && context.bets.length + event.bets.length > context.maxBets,
    cannotBuy: ({ context }) => context.bets.length === 0 || context.drawId === null,
    betsClosed: ({ event }) => codeOf((event as { error?: unknown }).error) === 'BETS_CLOSED',
  },
}).createMachine({
  id: 'vnTicket',
  context: ({ input }) => ({ maxBets: input.maxBets, drawId: null, bets: [], note: null }),
  initial: 'composing',
  states: {
    composing: {
      on: {
        'draw.chosen': { actions: assign({ drawId: ({ event }) => event.drawId }) },
        'bets.added': [
          { guard: 'tooMany', actions: assign({ note: { key: 'tooManyBets' } }) },
          { actions: assign({ bets: ({ context, event }) => [...context.bets, ...event.bets], note: null }) },
        ],
        'bet.removed': { actions: assign({ bets: ({ context, event }) => context.bets.filter((_, i) => i !== event.index), note: null }) },
        'ticket.cleared': { actions: assign({ bets: [], note: null }) },
        'ticket.submitted': [{ guard: 'cannotBuy' }, { target: 'placing', actions: assign({ note: null }) }],
      },
    },
    placing: {
      invoke: {
        id: 'placeTicket',
        src: 'placeTicket',
        input: ({ context }) => ({ drawId: context.drawId!, bets: context.bets }),
        onDone: { target: 'composing', actions: assign({ bets: [], note: ({ event }) => ({ key: 'placed' as const, amount: event.output.stake }) }) },
        onError: [
          { guard: 'betsClosed', target: 'composing', actions: assign({ note: { key: 'betsClosed' } }) },
          { target: 'composing', actions: assign({ note: ({ event }) => ({ key: 'failed' as const, code: codeOf(event.error) }) }) },
        ],
      },
      // The ticket being bought stays as it is until the answer; a newly chosen draw waits for it too.
      on: { 'draw.chosen': { actions: assign({ drawId: ({ event }) => event.drawId }) } },
    },
  },
})
