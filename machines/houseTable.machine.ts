import { and, assign, fromPromise, not, setup, stateIn } from 'xstate'

/**
 * A seat at one of the house's shared tables (baccarat, roulette, the cockfight pit, a bingo
 * room, a poker room), as its page runs it: the table loads, then each round passes through
 * bets open, closed (cards dealt, ball spinning, fight, balls called) and its result, on the
 * server's clock (the round's times come with every snapshot of the live feed, which the page
 * sends as `feed.snapshot`; a new round starts over). Beside the round, the slip: chips put on
 * spots while bets are open and placed in one call, or, at a direct table (poker), one move per
 * tap (sit in while the hand is open, call while the cards are out, or fold). Once the result
 * shows, a member with bets on the round waits for the settlement and is told what came back. At
 * a poker room a seated member's own cards are asked for once dealt. A move or a slip the round
 * does not take now is not handled, so the page enables its buttons with `snapshot.can(...)`.
 *
 * Provided by the page: `loadTable`, `placeSlip`, `awaitSettlement`, `fetchHand` and the delays
 * `untilClose`, `untilResult` (from the snapshot's times and the server's clock).
 */
export interface TableSnapshot {
  readonly roundId: string
  readonly serverNow: number
  readonly closesAt: number
  readonly resultAt: number
  readonly endsAt: number
}

export interface MySlip {
  readonly betId: string
  readonly roundId: string
  readonly spots: ReadonlyArray<{ readonly spot: string; readonly stake: number }>
  readonly stake: number
  readonly win: number | null
  readonly status: string
  /** A bingo purchase's cards, as the server dealt them. */
  readonly cards?: unknown
}

export interface TableLoaded {
  readonly chips: ReadonlyArray<number>
  readonly roundLimit: number
  readonly balance: number
  readonly table: TableSnapshot
  readonly slips: ReadonlyArray<MySlip>
}

export interface Placed { readonly betId: string; readonly stake: number; readonly balance: number; readonly cards?: unknown }

export interface Settled { readonly slips: ReadonlyArray<MySlip>; readonly balance: number }

/** What the page says under the table: a text key, with an amount or a failure code. */
export type Note =
  | { readonly key: 'placed' | 'won' | 'returned' | 'lost'; readonly amount: number; readonly spot?: string }
  | { readonly key: 'limit'; readonly amount: number }
  | { readonly key: 'closed' | 'folded' }
  | { readonly key: 'failed'; readonly code: string }

export interface HouseTableInput {
  /** A direct table's moves and the phase each is made in (poker: ante while betting, call while dealing); none where chips make a slip. */
  readonly moves?: Readonly<Record<string, 'betting' | 'dealing'>>
}

export interface HouseTableContext {
  readonly moves: Readonly<Record<string, 'betting' | 'dealing'>> | null
  readonly chips: ReadonlyArray<number>
  readonly roundLimit: number
  readonly chip: number
  readonly snap: TableSnapshot | null
  readonly balance: number | null
  /** Stakes on spots not placed yet, and those placed on this round. */
  readonly slip: Readonly<Record<string, number>>
  readonly placed: Readonly<Record<string, number>>
  /** The member's recent slips at this table, newest first. */
  readonly slips: ReadonlyArray<MySlip>
  /** The member's own cards at a poker room, once dealt, and whether they folded them. */
  readonly hand: unknown
  readonly folded: boolean
  readonly note: Note | null
  /** The spots of the slip being placed. */
  readonly sending: ReadonlyArray<{ readonly spot: string; readonly stake: number }>
}

export type HouseTableEvent =
  | { type: 'feed.snapshot'; snap: TableSnapshot }
  | { type: 'chip.picked'; value: number }
  | { type: 'spot.tapped'; spot: string }
  | { type: 'slip.cleared' }
  | { type: 'slip.submitted' }
  | { type: 'hand.folded' }
  | { type: 'retry.pressed' }

const provided = <TOutput, TInput = void>(name: string) =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${name} is provided by the page`)))

const sum = (o: Readonly<Record<string, number>>) => Object.values(o).reduce((a, b) => a + b, 0)
const codeOf = (e: unknown): string => (e && typeof e === 'object' && 'code' in e && typeof e.code === 'string' ? e.code : 'NETWORK')

export const houseTableMachine = setup({
  types: {
    context: {} as HouseTableContext,
    events: {} as HouseTableEvent,
    input: {} as HouseTableInput,
  },
  actors: {
    loadTable: provided<TableLoaded>('loadTable'),
    placeSlip: provided<Placed, { roundId: string; spots: ReadonlyArray<{ spot: string; stake: number }> }>('placeSlip'),
    /** Reads the member's slips again until those of the round are settled. */
    awaitSettlement: provided<Settled, { roundId: string }>('awaitSettlement'),
    fetchHand: provided<unknown, { roundId: string }>('fetchHand'),
  },
  guards: {
    newRound: ({ context, event }) => event.type === 'feed.snapshot' && event.snap.roundId !== context.snap?.roundId,
    bettingNow: ({ context }) => context.snap !== null && context.snap.serverNow < context.snap.closesAt,
    dealingNow: ({ context }) => context.snap !== null && context.snap.serverNow < context.snap.resultAt,
    direct: ({ context }) => context.moves !== null,
    fitsLimit: ({ context }) => sum(context.slip) + sum(context.placed) + context.chip <= context.roundLimit,
    slipHasBets: ({ context }) => sum(context.slip) > 0,
    /** A direct table's move, made in its own phase, once a round (a call needs the member seated). */
    moveNow: ({ context, event }, phase: 'betting' | 'dealing') =>
      event.type === 'spot.tapped' && context.moves?.[event.spot] === phase && !context.placed[event.spot] && (phase === 'betting' || (Object.keys(context.placed).length > 0 && !context.folded)),
    canFold: ({ context }) => !context.folded && Object.keys(context.placed).length === 1,
    betOnRound: ({ context }) => context.slips.some((s) => s.roundId === context.snap?.roundId),
    seated: ({ context }) => context.moves !== null && Object.keys(context.placed).length > 0,
    betsClosedFailure: ({ event }) => codeOf((event as { error?: unknown }).error) === 'BETS_CLOSED',
  },
  actions: {
    sendMove: assign({ sending: ({ context, event }) => (event.type === 'spot.tapped' ? [{ spot: event.spot, stake: context.chip }] : []) }),
    addChip: assign({
      slip: ({ context, event }) => (event.type === 'spot.tapped' ? { ...context.slip, [event.spot]: (context.slip[event.spot] ?? 0) + context.chip } : context.slip),
      note: null,
    }),
  },
  delays: {
    /** Until bets close and until the result, on the server's clock (the page computes them). */
    untilClose: 1000,
    untilResult: 1000,
  },
}).createMachine({
  id: 'houseTable',
  context: ({ input }) => ({
    moves: input.moves ?? null, chips: [], roundLimit: 0, chip: 0, snap: null, balance: null,
    slip: {}, placed: {}, slips: [], hand: null, folded: false, note: null, sending: [],
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadTable',
        src: 'loadTable',
        onDone: {
          target: 'atTable',
          actions: assign(({ event }) => {
            const roundId = event.output.table.roundId
            const placed: Record<string, number> = {}
            for (const s of event.output.slips) if (s.roundId === roundId) for (const b of s.spots) placed[b.spot] = (placed[b.spot] ?? 0) + b.stake
            return { chips: event.output.chips, chip: event.output.chips[0] ?? 0, roundLimit: event.output.roundLimit, balance: event.output.balance, snap: event.output.table, slips: event.output.slips, placed }
          }),
        },
        onError: { target: 'unavailable', actions: assign({ note: ({ event }) => ({ key: 'failed', code: codeOf(event.error) }) }) },
      },
    },
    unavailable: {
      on: { 'retry.pressed': 'loading' },
    },
    atTable: {
      type: 'parallel',
      on: {
        'feed.snapshot': [
          { guard: 'newRound', target: '.round.judging', actions: assign({ snap: ({ event }) => event.snap, slip: {}, placed: {}, hand: null, folded: false, note: null }) },
          { actions: assign({ snap: ({ event }) => event.snap }) },
        ],
      },
      states: {
        round: {
          initial: 'judging',
          states: {
            /** Which phase the round is in, from the snapshot's times. */
            judging: {
              always: [
                { guard: 'bettingNow', target: 'betting' },
                { guard: 'dealingNow', target: 'dealing' },
                { target: 'showing' },
              ],
            },
            betting: {
              after: { untilClose: 'dealing' },
            },
            dealing: {
              initial: 'watching',
              after: { untilResult: 'showing' },
              states: {
                watching: {
                  always: { guard: 'seated', target: 'peeking' },
                },
                /** A seated poker player's own cards. */
                peeking: {
                  invoke: {
                    id: 'fetchHand',
        src: 'fetchHand',
                    input: ({ context }) => ({ roundId: context.snap!.roundId }),
                    onDone: { target: 'deciding', actions: assign({ hand: ({ event }) => event.output }) },
                    onError: 'deciding',
                  },
                },
                deciding: {
                  on: { 'hand.folded': { guard: 'canFold', actions: assign({ folded: true, note: { key: 'folded' } }) } },
                },
              },
            },
            showing: {
              initial: 'checking',
              states: {
                checking: {
                  always: [{ guard: 'betOnRound', target: 'settling' }, { target: 'over' }],
                },
                settling: {
                  invoke: {
                    id: 'awaitSettlement',
        src: 'awaitSettlement',
                    input: ({ context }) => ({ roundId: context.snap!.roundId }),
                    onDone: {
                      target: 'over',
                      actions: assign(({ context, event }) => {
                        const mine = event.output.slips.filter((s) => s.roundId === context.snap!.roundId)
                        const back = mine.reduce((a, s) => a + (s.win ?? 0), 0)
                        const staked = mine.reduce((a, s) => a + (s.status === 'settled' ? s.stake : 0), 0)
                        const note: Note = back > staked ? { key: 'won', amount: back - staked } : back > 0 ? { key: 'returned', amount: back } : { key: 'lost', amount: 0 }
                        return { slips: event.output.slips, balance: event.output.balance, note }
                      }),
                    },
                    onError: 'over',
                  },
                },
                over: {},
              },
            },
          },
        },
        slip: {
          initial: 'ready',
          states: {
            ready: {
              on: {
                'chip.picked': { actions: assign({ chip: ({ event }) => event.value }) },
                'spot.tapped': [
                  // At a direct table a tap is the move itself, in its own phase.
                  { guard: and(['direct', stateIn('#houseTable.atTable.round.betting'), { type: 'moveNow', params: 'betting' }]), target: 'placing', actions: 'sendMove' },
                  { guard: and(['direct', stateIn('#houseTable.atTable.round.dealing'), { type: 'moveNow', params: 'dealing' }]), target: 'placing', actions: 'sendMove' },
                  { guard: and([not('direct'), stateIn('#houseTable.atTable.round.betting'), 'fitsLimit']), actions: 'addChip' },
                  { guard: and([not('direct'), stateIn('#houseTable.atTable.round.betting')]), actions: assign({ note: ({ context }) => ({ key: 'limit', amount: context.roundLimit }) }) },
                  { guard: not('direct'), actions: assign({ note: { key: 'closed' } }) },
                ],
                'slip.cleared': { actions: assign({ slip: {}, note: null }) },
                'slip.submitted': {
                  guard: and(['slipHasBets', stateIn('#houseTable.atTable.round.betting')]),
                  target: 'placing',
                  actions: assign({ sending: ({ context }) => Object.entries(context.slip).map(([spot, stake]) => ({ spot, stake })) }),
                },
              },
            },
            placing: {
              invoke: {
                id: 'placeSlip',
        src: 'placeSlip',
                input: ({ context }) => ({ roundId: context.snap!.roundId, spots: context.sending }),
                onDone: {
                  target: 'ready',
                  actions: assign(({ context, event }) => {
                    const placed = { ...context.placed }
                    for (const b of context.sending) placed[b.spot] = (placed[b.spot] ?? 0) + b.stake
                    const slip = { ...context.slip }
                    for (const b of context.sending) delete slip[b.spot]
                    const row: MySlip = { betId: event.output.betId, roundId: context.snap!.roundId, spots: context.sending, stake: event.output.stake, win: null, status: 'placed', cards: event.output.cards }
                    return { placed, slip, slips: [row, ...context.slips], balance: event.output.balance, note: { key: 'placed', amount: event.output.stake, spot: context.sending[0]?.spot }, sending: [] }
                  }),
                },
                onError: [
                  { guard: 'betsClosedFailure', target: 'ready', actions: assign({ slip: {}, sending: [], note: { key: 'closed' } }) },
                  { target: 'ready', actions: assign({ sending: [], note: ({ event }) => ({ key: 'failed', code: codeOf(event.error) }) }) },
                ],
              },
            },
          },
        },
      },
    },
  },
})
