import { assign, fromPromise, setup } from 'xstate'

/**
 * The e-lottery's ticket, as its page runs it (server/providers/house/public/lottery.js): the
 * game loads with the draw on sale, then the player picks a chip and taps selections (a tap puts
 * the chip's stake on the selection, again adds to it) into a ticket of up to `maxBets` bets, and
 * buys it for the draw on sale. Sales close a few seconds before each draw, on the server's clock:
 * the `untilClose` delay (the page computes it from the draw's times) ends the selling; the ticket
 * stays as it was until the next draw opens (`draw.opened`, which the page sends when its reading
 * of the game shows a new draw on sale). A ticket refused with BETS_CLOSED waits the same way.
 *
 * Provided by the page: `loadLottery`, `placeTicket` (rejects with the server's `{ code }`) and
 * the delay `untilClose`.
 */
export interface LotteryDraw { readonly drawId: string; readonly closesAt: number; readonly drawAt: number }
export interface TicketBet { readonly selection: string; readonly stake: number }

export interface LotteryLoaded {
  readonly balance: number
  readonly chips: ReadonlyArray<number>
  readonly maxStake: number
  readonly maxBets: number
  readonly draw: LotteryDraw
}
export interface TicketInput { readonly drawId: string; readonly bets: ReadonlyArray<TicketBet> }
export interface TicketPlaced { readonly ticketId: string; readonly stake: number; readonly balance: number }

/** What the page says under the ticket: a text key, with an amount or a failure code. */
export type TicketNote =
  | { readonly key: 'placed'; readonly amount: number }
  | { readonly key: 'ticketFull' | 'limitBet' | 'betsClosed' }
  | { readonly key: 'failed'; readonly code: string }

export interface LotterySlipContext {
  readonly chips: ReadonlyArray<number>
  readonly chip: number
  readonly maxStake: number
  readonly maxBets: number
  readonly bets: ReadonlyArray<TicketBet>
  readonly draw: LotteryDraw | null
  readonly balance: number | null
  readonly note: TicketNote | null
}

export type LotterySlipEvent =
  | { type: 'chip.picked'; stake: number }
  | { type: 'selection.tapped'; selection: string }
  | { type: 'bet.removed'; selection: string }
  | { type: 'ticket.cleared' }
  | { type: 'ticket.submitted' }
  | { type: 'draw.opened'; draw: LotteryDraw }
  | { type: 'retry.pressed' }

const provided = <TOutput, TInput = void>(name: string) =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${name} is provided by the page`)))

const codeOf = (e: unknown): string => (e && typeof e === 'object' && 'code' in e && typeof e.code === 'string' ? e.code : 'NETWORK')

const stakeOn = (context: LotterySlipContext, selection: string) => context.bets.find((b) => b.selection === selection)?.stake ?? 0

export const lotterySlipMachine = setup({
  types: {
    context: {} as LotterySlipContext,
    events: {} as LotterySlipEvent,
  },
  actors: {
    loadLottery: provided<LotteryLoaded>('loadLottery'),
    placeTicket: provided<TicketPlaced, TicketInput>('placeTicket'),
  },
  guards: {
    ticketEmpty: ({ context }) => context.bets.length === 0,
    knownChip: ({ context, event }) => event.type === 'chip.picked' && context.chips.includes(event.stake),
    ticketFull: ({ context, event }) => event.type === 'selection.tapped' && stakeOn(context, event.selection) === 0 && context.bets.length >= context.maxBets,
    overBetLimit: ({ context, event }) => event.type === 'selection.tapped' && stakeOn(context, event.selection) + context.chip > context.maxStake,
    newDraw: ({ context, event }) => event.type === 'draw.opened' && event.draw.drawId !== context.draw?.drawId,
    betsClosed: ({ event }) => codeOf((event as { error?: unknown }).error) === 'BETS_CLOSED',
  },
  actions: {
    addChip: assign(({ context, event }) => {
      if (event.type !== 'selection.tapped') return {}
      const had = stakeOn(context, event.selection) > 0
      const bets = had
        ? context.bets.map((b) => (b.selection === event.selection ? { ...b, stake: b.stake + context.chip } : b))
        : [...context.bets, { selection: event.selection, stake: context.chip }]
      return { bets, note: null }
    }),
    takeDraw: assign({ draw: ({ event }) => (event.type === 'draw.opened' ? event.draw : null) }),
  },
  delays: {
    /** Until the draw on sale stops selling, on the server's clock (the page computes it). */
    untilClose: 1000,
  },
}).createMachine({
  id: 'lotterySlip',
  context: { chips: [], chip: 0, maxStake: 0, maxBets: 0, bets: [], draw: null, balance: null, note: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadLottery',
        src: 'loadLottery',
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({
            chips: event.output.chips, chip: event.output.chips[0] ?? 0, maxStake: event.output.maxStake, maxBets: event.output.maxBets,
            balance: event.output.balance, draw: event.output.draw,
          })),
        },
        onError: 'unavailable',
      },
    },
    unavailable: {
      on: { 'retry.pressed': 'loading' },
    },
    ready: {
      initial: 'selling',
      // Building the ticket goes on while a draw sells and while the next one is awaited.
      on: {
        'chip.picked': { guard: 'knownChip', actions: assign({ chip: ({ event }) => event.stake }) },
        'selection.tapped': [
          { guard: 'ticketFull', actions: assign({ note: { key: 'ticketFull' } }) },
          { guard: 'overBetLimit', actions: assign({ note: { key: 'limitBet' } }) },
          { actions: 'addChip' },
        ],
        'bet.removed': { actions: assign({ bets: ({ context, event }) => context.bets.filter((b) => b.selection !== event.selection), note: null }) },
        'ticket.cleared': { actions: assign({ bets: [], note: null }) },
      },
      states: {
        selling: {
          after: { untilClose: { target: 'closed' } },
          on: {
            'ticket.submitted': [{ guard: 'ticketEmpty' }, { target: 'placing' }],
            // A reading that finds a later draw on sale (the tab slept through the close): sell that one.
            'draw.opened': { guard: 'newDraw', target: 'selling', reenter: true, actions: 'takeDraw' },
          },
        },
        placing: {
          invoke: {
            id: 'placeTicket',
            src: 'placeTicket',
            input: ({ context }) => ({ drawId: context.draw!.drawId, bets: context.bets }),
            onDone: {
              target: 'selling',
              actions: assign(({ event }) => ({ bets: [], balance: event.output.balance, note: { key: 'placed' as const, amount: event.output.stake } })),
            },
            onError: [
              { guard: 'betsClosed', target: 'closed', actions: assign({ note: { key: 'betsClosed' } }) },
              { target: 'selling', actions: assign(({ event }) => ({ note: { key: 'failed' as const, code: codeOf(event.error) } })) },
            ],
          },
          // The ticket being bought stays as it is until the answer.
          on: { 'chip.picked': {}, 'selection.tapped': {}, 'bet.removed': {}, 'ticket.cleared': {} },
        },
        /** Sales of the draw have closed: the ticket waits for the next draw. */
        closed: {
          on: {
            'draw.opened': { guard: 'newDraw', target: 'selling', actions: ['takeDraw', assign({ note: null })] },
          },
        },
      },
    },
  },
})
