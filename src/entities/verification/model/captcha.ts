import { fromPromise } from 'xstate'
import { AccountEndpoints, call } from '@/shared/api'
import { captchaMachine } from '@machines/captcha.machine.ts'

/** The captcha box with the real image call (GET /wps/captcha, base64 PNG). */
export const captchaLogic = captchaMachine.provide({
  actors: { loadCaptcha: fromPromise(({ signal }) => call(AccountEndpoints.captcha, { signal })) },
})
