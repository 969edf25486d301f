import { assign, setup } from 'xstate'

export interface RealityCheckContext {
  /** The member's interval in minutes; 0 is off. */
  readonly minutes: number
}

/** An interval of minutes in milliseconds. */
export const intervalMs = (minutes: number): number => Math.max(0, minutes) * 60_000

export type RealityCheckEvent =
  | { type: 'interval.changed'; minutes: number }
  | { type: 'check.continued' }
  | { type: 'check.stopped' }

/**
 * The reality check over a game (the member's interval: off, 15, 30 or 60 minutes). Every
 * `interval` of play it is due: a dialog over the game shows the time played and the net result
 * of the session. Continue starts the interval again; Stop leaves the game (`leaveGame`). The
 * interval comes from the session meter's replies (`interval.changed`, sent with each one, so
 * the same minutes again change nothing); a new one starts the count again, 0 turns the check
 * off (and hides a dialog showing). The `interval` delay is provided where the machine is
 * hosted (from `minutes`), so a test runs it on a simulated clock.
 */
export const realityCheckMachine = setup({
  types: {
    context: {} as RealityCheckContext,
    events: {} as RealityCheckEvent,
  },
  delays: {
    /** The member's interval (the host provides it from the meter's minutes; this is the same rule). */
    interval: ({ context }) => intervalMs(context.minutes),
  },
  guards: {
    turnedOff: ({ event }) => event.type === 'interval.changed' && event.minutes <= 0,
    sameInterval: ({ context, event }) => event.type === 'interval.changed' && event.minutes === context.minutes,
  },
  actions: {
    /** The dialog over the game: time played and net result, Continue and Stop. */
    showCheck: () => {},
    /** Stop: out of the game. */
    leaveGame: () => {},
    /** The check turned off while its dialog shows: the dialog goes with it. */
    hideCheck: () => {},
  },
}).createMachine({
  id: 'realityCheck',
  context: { minutes: 0 },
  initial: 'off',
  states: {
    off: {
      on: {
        'interval.changed': [{ guard: 'turnedOff' }, { target: 'counting', actions: assign({ minutes: ({ event }) => event.minutes }) }],
      },
    },
    counting: {
      after: { interval: 'due' },
      on: {
        'interval.changed': [
          { guard: 'turnedOff', target: 'off', actions: assign({ minutes: 0 }) },
          { guard: 'sameInterval' },
          { target: 'counting', reenter: true, actions: assign({ minutes: ({ event }) => event.minutes }) },
        ],
      },
    },
    /** The dialog shows over the game. */
    due: {
      tags: ['due'],
      entry: 'showCheck',
      on: {
        'check.continued': 'counting',
        'check.stopped': { target: 'stopped', actions: 'leaveGame' },
        'interval.changed': [
          { guard: 'turnedOff', target: 'off', actions: [assign({ minutes: 0 }), 'hideCheck'] },
          { actions: assign({ minutes: ({ event }) => event.minutes }) },
        ],
      },
    },
    stopped: { type: 'final' },
  },
})
