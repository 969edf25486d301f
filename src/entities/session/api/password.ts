import { fromPromise } from 'xstate'
import { AccountEndpoints, call, currentToken } from '@/shared/api'
import type { PasswordChange } from '@machines/changePassword.machine.ts'

/** POST /wps/member/password with the given token (a login's forced change) or the session's. */
export const changePasswordCall = fromPromise<unknown, { change: PasswordChange; token: string | null }>(({ input, signal }) =>
  call(AccountEndpoints.changePassword, { body: input.change, token: input.token ?? currentToken(), signal }),
)
