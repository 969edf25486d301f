import { assign, fromPromise, setup } from 'xstate'

/**
 * The house sportsbook's bet slip, as its page runs it (server/providers/house/public/sports.js):
 * the board loads, then the player taps odds to put selections on the slip (one per fixture:
 * another selection of the same fixture replaces it, the same one takes it off), picks singles
 * or a parlay (2 selections at least), a stake, and whether any odds change is accepted, and
 * places the slip at the odds shown on it. The server may refuse with ODDS_CHANGED and the odds
 * now: the player accepts them (the slip takes the new odds and is placed again) or refuses them
 * (the selections whose odds moved leave the slip). BETS_CLOSED and other refusals are said
 * under the slip. Placed selections leave the slip.
 *
 * Provided by the page: `loadBoard` and `placeBets` (each single in turn, or the parlay; it
 * rejects with the server's `{ code, value }` and what it had placed before: PlaceFailure).
 */
export interface SlipLeg { readonly fixture: string; readonly selection: string; readonly odds: number }
export type SlipMode = 'singles' | 'parlay'

export interface BoardLoaded { readonly balance: number; readonly minStake: number; readonly maxLegs: number }
export interface BetsPlaced { readonly placed: ReadonlyArray<string>; readonly stake: number; readonly balance: number }
export interface PlaceInput { readonly legs: ReadonlyArray<SlipLeg>; readonly mode: SlipMode; readonly stake: number; readonly acceptAny: boolean }

export type SlipNote =
  | { readonly key: 'placed'; readonly amount: number }
  | { readonly key: 'minStake' | 'parlayRule' | 'betsClosed' | 'oddsChanged' }
  | { readonly key: 'failed'; readonly code: string }

export interface SportsSlipContext {
  readonly legs: ReadonlyArray<SlipLeg>
  readonly mode: SlipMode
  readonly stake: number
  readonly acceptAny: boolean
  readonly minStake: number
  readonly maxLegs: number
  readonly balance: number | null
  /** After ODDS_CHANGED: each selection of the bet with its odds now. */
  readonly changed: ReadonlyArray<{ readonly fixture: string; readonly selection: string; readonly odds: number | null }>
  readonly note: SlipNote | null
}

export type SportsSlipEvent =
  | { type: 'selection.toggled'; leg: SlipLeg }
  | { type: 'mode.chosen'; mode: SlipMode }
  | { type: 'stake.changed'; stake: number }
  | { type: 'acceptAny.toggled' }
  | { type: 'slip.cleared' }
  | { type: 'slip.submitted' }
  | { type: 'changes.accepted' }
  | { type: 'changes.refused' }
  | { type: 'retry.pressed' }

const provided = <TOutput, TInput = void>(name: string) =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${name} is provided by the page`)))

/**
 * A refusal as `placeBets` rejects: the server's code and value, and, when singles were placed
 * before it, the fixtures of those (they leave the slip) and the balance after them.
 */
export interface PlaceFailure { readonly code: string; readonly value?: unknown; readonly placed?: ReadonlyArray<string>; readonly balance?: number }

const failureOf = (e: unknown): PlaceFailure =>
  e && typeof e === 'object' && 'code' in e && typeof e.code === 'string' ? (e as PlaceFailure) : { code: 'NETWORK' }

/** The slip without the selections a refused call had already placed (singles before the refusal). */
const afterPartial = (context: SportsSlipContext, error: unknown) => {
  const f = failureOf(error)
  const legs = f.placed ? context.legs.filter((l) => !f.placed!.includes(l.fixture)) : context.legs
  return { legs, mode: fitMode(legs, context.mode), balance: f.balance ?? context.balance }
}

/** A parlay needs two selections: fewer turn the slip back to singles. */
const fitMode = (legs: ReadonlyArray<SlipLeg>, mode: SlipMode): SlipMode => (legs.length >= 2 ? mode : 'singles')
const sameLeg = (a: { fixture: string; selection: string }, b: { fixture: string; selection: string }) => a.fixture === b.fixture && a.selection === b.selection

export const sportsSlipMachine = setup({
  types: {
    context: {} as SportsSlipContext,
    events: {} as SportsSlipEvent,
  },
  actors: {
    loadBoard: provided<BoardLoaded>('loadBoard'),
    placeBets: provided<BetsPlaced, PlaceInput>('placeBets'),
  },
  guards: {
    slipEmpty: ({ context }) => context.legs.length === 0,
    stakeTooLow: ({ context }) => context.stake < context.minStake,
    roomForLeg: ({ context, event }) => event.type === 'selection.toggled' && (context.legs.some((l) => l.fixture === event.leg.fixture) || context.legs.length < context.maxLegs),
    parlayPossible: ({ context, event }) => event.type === 'mode.chosen' && (event.mode === 'singles' || context.legs.length >= 2),
    oddsChanged: ({ event }) => failureOf((event as { error?: unknown }).error).code === 'ODDS_CHANGED',
    betsClosed: ({ event }) => failureOf((event as { error?: unknown }).error).code === 'BETS_CLOSED',
  },
  actions: {
    toggle: assign(({ context, event }) => {
      if (event.type !== 'selection.toggled') return {}
      const same = context.legs.find((l) => sameLeg(l, event.leg))
      const others = context.legs.filter((l) => l.fixture !== event.leg.fixture)
      const legs = same ? others : [...others, event.leg]
      return { legs, mode: fitMode(legs, context.mode), note: null }
    }),
  },
}).createMachine({
  id: 'sportsSlip',
  context: { legs: [], mode: 'singles', stake: 1_000, acceptAny: false, minStake: 100, maxLegs: 8, balance: null, changed: [], note: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadBoard',
        src: 'loadBoard',
        onDone: { target: 'editing', actions: assign(({ event }) => ({ balance: event.output.balance, minStake: event.output.minStake, maxLegs: event.output.maxLegs })) },
        onError: 'unavailable',
      },
    },
    unavailable: {
      on: { 'retry.pressed': 'loading' },
    },
    editing: {
      on: {
        'selection.toggled': [{ guard: 'roomForLeg', actions: 'toggle' }, { actions: assign({ note: { key: 'parlayRule' } }) }],
        'mode.chosen': { guard: 'parlayPossible', actions: assign({ mode: ({ event }) => event.mode }) },
        'stake.changed': { actions: assign({ stake: ({ event }) => event.stake, note: null }) },
        'acceptAny.toggled': { actions: assign({ acceptAny: ({ context }) => !context.acceptAny }) },
        'slip.cleared': { actions: assign({ legs: [], mode: 'singles', note: null }) },
        'slip.submitted': [
          { guard: 'slipEmpty' },
          { guard: 'stakeTooLow', actions: assign({ note: { key: 'minStake' } }) },
          { target: 'placing' },
        ],
      },
    },
    placing: {
      invoke: {
        id: 'placeBets',
        src: 'placeBets',
        input: ({ context }) => ({ legs: context.legs, mode: context.mode, stake: context.stake, acceptAny: context.acceptAny }),
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => {
            const legs = context.legs.filter((l) => !event.output.placed.includes(l.fixture))
            return { legs, mode: fitMode(legs, context.mode), balance: event.output.balance, note: { key: 'placed', amount: event.output.stake } }
          }),
        },
        onError: [
          {
            guard: 'oddsChanged',
            target: 'oddsChanged',
            actions: assign(({ context, event }) => ({
              ...afterPartial(context, event.error),
              changed: (failureOf(event.error).value as { legs?: SportsSlipContext['changed'] } | undefined)?.legs ?? [],
              note: { key: 'oddsChanged' as const },
            })),
          },
          { guard: 'betsClosed', target: 'editing', actions: assign(({ context, event }) => ({ ...afterPartial(context, event.error), note: { key: 'betsClosed' as const } })) },
          { target: 'editing', actions: assign(({ context, event }) => ({ ...afterPartial(context, event.error), note: { key: 'failed' as const, code: failureOf(event.error).code } })) },
        ],
      },
    },
    /** The player answers the odds now: accept them and place again, or refuse them. */
    oddsChanged: {
      on: {
        'changes.accepted': {
          target: 'placing',
          actions: assign(({ context }) => {
            const legs = context.legs.flatMap((l) => {
              const now = context.changed.find((c) => sameLeg(c, l))
              return now === undefined ? [l] : now.odds === null ? [] : [{ ...l, odds: now.odds }]
            })
            return { legs, mode: fitMode(legs, context.mode), changed: [], note: null }
          }),
        },
        'changes.refused': {
          target: 'editing',
          actions: assign(({ context }) => {
            const legs = context.legs.filter((l) => !context.changed.some((c) => sameLeg(c, l) && c.odds !== l.odds))
            return { legs, mode: fitMode(legs, context.mode), changed: [], note: null }
          }),
        },
      },
    },
  },
})
