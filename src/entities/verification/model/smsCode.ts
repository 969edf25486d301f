import { useMemo } from 'react'
import { fromPromise } from 'xstate'
import { AccountEndpoints, call } from '@/shared/api'
import { useShowFailure } from '@/shared/ui'
import { smsCodeMachine, type SmsTarget } from '@machines/smsCode.machine.ts'
import { solveBotCheck } from '../api/botCheck.ts'

/** "Get code" for login and password reset (POST /wps/verification/sms/noLogin). */
const smsNoLoginLogic = (showFailure: ReturnType<typeof useShowFailure>) => smsCodeMachine.provide({
  actors: {
    solveBotCheck: fromPromise(({ signal }) => solveBotCheck(signal)),
    sendCode: fromPromise<{ expiredMinutes: number }, { target: SmsTarget; altcha: string }>(({ input, signal }) =>
      call(AccountEndpoints.smsNoLogin, { body: { mobileNum: input.target.mobileNum, countryDialingCode: input.target.countryDialingCode, altcha: input.altcha }, signal }),
    ),
  },
  actions: { reportFailure: (_, { failure }) => showFailure(failure) },
})
/** The login and password-reset "Get code" flow, its failures in the app's dialog. */
export function useSmsNoLoginLogic() {
  const showFailure = useShowFailure()
  return useMemo(() => smsNoLoginLogic(showFailure), [showFailure])
}

/** "Get code" for registration (POST /wps/verification/sms/register). */
const smsRegisterLogic = (showFailure: ReturnType<typeof useShowFailure>) => smsCodeMachine.provide({
  actors: {
    solveBotCheck: fromPromise(({ signal }) => solveBotCheck(signal)),
    sendCode: fromPromise<{ expiredMinutes: number }, { target: SmsTarget; altcha: string }>(({ input, signal }) =>
      call(AccountEndpoints.smsRegister, { body: { mobileNo: input.target.mobileNum, countryDialingCode: input.target.countryDialingCode, altcha: input.altcha }, signal }),
    ),
  },
  actions: { reportFailure: (_, { failure }) => showFailure(failure) },
})
/** The registration "Get code" flow, its failures in the app's dialog. */
export function useSmsRegisterLogic() {
  const showFailure = useShowFailure()
  return useMemo(() => smsRegisterLogic(showFailure), [showFailure])
}
