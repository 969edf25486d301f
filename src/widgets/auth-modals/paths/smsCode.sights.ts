import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import type { PathModel } from '@machines/testing/pathCoverage.ts'
import { smsCodeModel, smsTarget } from '@machines/testing/models/smsCode.model.ts'
import type { smsCodeMachine, SmsCodeContext } from '@machines/smsCode.machine.ts'
import type { Sight, Sights } from '@/shared/testing'

/**
 * "Get code" on the register modal's mobile tab (machines/smsCode.machine.ts) as the user sees
 * it, for both drivers: the jsdom screen (register.screen.tsx, `smsCodeScreen`) and the
 * Chromium journey (tests/e2e/journeys/register-sms.spec.ts). The button's name is its text,
 * which the flow changes ("Get code", "Sending…", the seconds left), so it is found by test id.
 */
export const SMS_SERVER_ENGLISH = 'Server English'
export const smsRefusal = { code: 'TOO_MANY_REQUESTS', message: SMS_SERVER_ENGLISH }

/**
 * The machine's path model with the send's reply in whole minutes (the contract's Int): the
 * jsdom screen's fake server answers 1, the real server its code's lifetime (5).
 */
export const smsCodePaths = (expiredMinutes: number): PathModel<typeof smsCodeMachine> => ({
  ...smsCodeModel,
  events: [
    { type: 'sms.codeRequested', target: smsTarget },
    { type: 'xstate.done.actor.solveBotCheck', output: 'altcha-payload' },
    { type: 'xstate.error.actor.solveBotCheck', error: { code: 'BOT_CHECK_FAILED', message: '' } },
    { type: 'xstate.done.actor.sendCode', output: { expiredMinutes } },
    { type: 'xstate.error.actor.sendCode', error: smsRefusal },
    { type: 'xstate.after.tick.smsCode.countingDown' },
    { type: 'xstate.after.smsThrottle.smsCode.throttled' },
  ],
})

const getCode = (is: Sight['is'], text?: string | RegExp): Sight => ({ testId: 'reg-get-code', is, ...(text !== undefined ? { text } : {}) })
const ctx = (s: AnyMachineSnapshot) => s.context as SmsCodeContext
/** The refusal's dialog, in the user's language (`said`: the locale's text for the code), never the server's English. */
const refusalDialog = (said: string): Sight[] => [
  { testId: 'failure-dialog', is: 'shown' },
  { testId: 'dialog', is: 'shown', text: said, notText: SMS_SERVER_ENGLISH },
]

/** `said`: what the user's language says for a refusal's code. */
export function smsCodeSights(said: (code: string) => string): Sights {
  return {
    'smsCode.ready': (_s, event: AnyEventObject) => [
      getCode('enabled', 'Get code'),
      // After a failure, its dialog is still there to read.
      ...(event.type === 'xstate.after.smsThrottle.smsCode.throttled' ? [{ testId: 'failure-dialog', is: 'shown' } as const] : []),
    ],
    'smsCode.solving': () => [getCode('disabled', 'Sending…')],
    'smsCode.sending': () => [getCode('disabled', 'Sending…')],
    'smsCode.countingDown': (s) => [getCode('disabled', new RegExp(`^${ctx(s).secondsLeft} s$`))],
    'smsCode.throttled': (_s, event) => [getCode('disabled', 'Get code'), ...refusalDialog(said((event.error as { code: string }).code))],
  }
}
