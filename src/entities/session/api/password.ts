import { fromPromise } from 'xstate'
import { Endpoints, call, currentToken } from '@/shared/api'
import type { PasswordChange } from '@machines/changePassword.machine.ts'

/** POST /wps/member/password with the given token (a login's forced change) or the session's. */
export const changePasswordCall = fromPromise<unknown, { change: PasswordChange; token: string | null }>(({ input, signal }) =>
  call(Endpoints.changePassword, { body: input.change, token: input.token ?? currentToken(), signal }),
)
