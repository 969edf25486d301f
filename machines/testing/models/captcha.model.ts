import type { AnyMachineSnapshot } from 'xstate'
import { captchaMachine, CAPTCHA_THROTTLE_MS } from '../../captcha.machine.ts'
import type { PathModel } from '../pathCoverage.ts'

export const captchaImage = 'iVBORw0KGgo='

export const captchaModel: PathModel<typeof captchaMachine> = {
  machine: captchaMachine,
  serializeState: (s: AnyMachineSnapshot) => JSON.stringify(s.value),
  delays: { captchaThrottle: CAPTCHA_THROTTLE_MS },
  events: [
    { type: 'captcha.requested' },
    { type: 'captcha.refreshRequested' },
    { type: 'xstate.done.actor.loadCaptcha', output: captchaImage },
    { type: 'xstate.error.actor.loadCaptcha', error: { code: 'NETWORK', message: 'Failed to fetch' } },
    { type: 'xstate.after.captchaThrottle.captcha.shown.cooling' },
    { type: 'xstate.after.captchaThrottle.captcha.queued' },
  ],
}
