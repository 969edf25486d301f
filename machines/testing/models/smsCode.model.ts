import type { AnyMachineSnapshot } from 'xstate'
import { smsCodeMachine, SMS_THROTTLE_MS, SMS_TICK_MS, type SmsCodeContext } from '../../smsCode.machine.ts'
import type { PathModel } from '../pathCoverage.ts'

export const smsTarget = { mobileNum: '9171234567', countryDialingCode: '63' }
/** 0.05 minutes: a 3-second countdown keeps the generated paths short (the app gets whole minutes). */
export const smsSent = { expiredMinutes: 0.05 }
export const smsFailure = { code: 'TOO_MANY_REQUESTS', message: 'Too many requests' }

export const smsCodeModel: PathModel<typeof smsCodeMachine> = {
  machine: smsCodeMachine,
  // The countdown decides when sending is allowed again: the seconds left are part of the state.
  serializeState: (s: AnyMachineSnapshot) => JSON.stringify([s.value, (s.context as SmsCodeContext).secondsLeft]),
  delays: { tick: SMS_TICK_MS, smsThrottle: SMS_THROTTLE_MS },
  events: [
    { type: 'sms.codeRequested', target: smsTarget },
    { type: 'xstate.done.actor.solveBotCheck', output: 'altcha-payload' },
    { type: 'xstate.error.actor.solveBotCheck', error: { code: 'BOT_CHECK_FAILED', message: 'Bot check failed' } },
    { type: 'xstate.done.actor.sendCode', output: smsSent },
    { type: 'xstate.error.actor.sendCode', error: smsFailure },
    { type: 'xstate.after.tick.smsCode.countingDown' },
    { type: 'xstate.after.smsThrottle.smsCode.throttled' },
  ],
}
