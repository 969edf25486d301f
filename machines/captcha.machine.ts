import { assign, fromPromise, setup } from 'xstate'

/** An actor the app provides (`machine.provide({ actors })`): the machine stays pure. */
const providedByApp = <TOutput, TInput = void>(name: string) =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${name} is provided by the app`)))

/**
 * The captcha box (spec §2, §4): hidden until asked for, then its image (GET /wps/captcha,
 * base64 PNG) loads. A click refreshes it, but only once `captchaThrottle` (1000 ms) has
 * passed since the last load. `captcha.requested` (a failed login that asks for a captcha)
 * always loads a new image: at once, or, within that second, once it has passed (the server
 * answers one image per second per client and refuses a second).
 *
 * `loadCaptcha` is provided by the app.
 */
export interface CaptchaContext {
  /** The base64 PNG, or null before it loaded or when it failed. */
  readonly image: string | null
  readonly failed: boolean
}

export type CaptchaEvent = { type: 'captcha.requested' } | { type: 'captcha.refreshRequested' }

export const CAPTCHA_THROTTLE_MS = 1000

export const captchaMachine = setup({
  types: {
    context: {} as CaptchaContext,
    events: {} as CaptchaEvent,
  },
  actors: {
    loadCaptcha: providedByApp<string>('loadCaptcha'),
  },
  delays: {
    captchaThrottle: CAPTCHA_THROTTLE_MS,
  },
}).createMachine({
  id: 'captcha',
  context: { image: null, failed: false },
  initial: 'hidden',
  states: {
    hidden: {
      on: { 'captcha.requested': 'loading' },
    },
    loading: {
      tags: ['shown', 'busy'],
      invoke: {
        id: 'loadCaptcha',
        src: 'loadCaptcha',
        onDone: { target: 'shown', actions: assign({ image: ({ event }) => event.output, failed: false }) },
        onError: { target: 'shown', actions: assign({ image: null, failed: true }) },
      },
    },
    shown: {
      tags: ['shown'],
      initial: 'cooling',
      states: {
        /** Less than a second since the last load: clicks do nothing; a new image is asked for after it. */
        cooling: {
          after: { captchaThrottle: 'ready' },
          on: { 'captcha.requested': '#captcha.queued' },
        },
        ready: {
          on: {
            'captcha.refreshRequested': '#captcha.loading',
            'captcha.requested': '#captcha.loading',
          },
        },
      },
    },
    /** A new image was asked for within the second: it loads when the second has passed. */
    queued: {
      tags: ['shown', 'busy'],
      after: { captchaThrottle: 'loading' },
    },
  },
})
