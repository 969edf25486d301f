import { queryOptions } from '@tanstack/react-query'
import { fromPromise } from 'xstate'
import { AccountEndpoints, type AuthenticatorSetupReply, call, SecurityEndpoints, type SecurityInfo } from '@/shared/api'
import { memberScope } from '@/shared/lib'
import { sessionToken } from '@/entities/session'

/** The security calls of the member centre (schemas/security.ts), with the stored token. */
const token = (): string => sessionToken() ?? ''

/** The security feature's query keys. */
export const securityKeys = {
  info: () => [...memberScope, 'security', 'info'] as const,
}

/** What is bound (mobile, e-mail, payee name, authenticator), masked. */
export const securityInfoQuery = () =>
  queryOptions({ queryKey: securityKeys.info(), queryFn: ({ signal }): Promise<SecurityInfo> => call(SecurityEndpoints.security, { token: token(), signal }) })

export type ContactTarget = { readonly kind: 'email'; readonly email: string } | { readonly kind: 'mobile'; readonly mobileNum: string; readonly countryDialingCode: string }

export const sendBindCode = fromPromise<{ expiredMinutes: number; to: string }, unknown>(({ input, signal }) => {
  const target = input as ContactTarget
  return target.kind === 'email'
    ? call(SecurityEndpoints.bindEmailSend, { token: token(), body: { email: target.email }, signal })
    : call(SecurityEndpoints.bindMobileSend, { token: token(), body: { mobileNum: target.mobileNum, countryDialingCode: target.countryDialingCode }, signal })
})

export const confirmBind = fromPromise<unknown, { target: unknown; code: string }>(({ input, signal }) => {
  const target = input.target as ContactTarget
  return target.kind === 'email'
    ? call(SecurityEndpoints.bindEmail, { token: token(), body: { email: target.email, code: input.code }, signal })
    : call(SecurityEndpoints.bindMobile, { token: token(), body: { mobileNum: target.mobileNum, countryDialingCode: target.countryDialingCode, code: input.code }, signal })
})

export const setupAuthenticator = fromPromise<AuthenticatorSetupReply, void>(({ signal }) => call(SecurityEndpoints.authenticatorSetup, { token: token(), signal }))

export const bindAuthenticator = fromPromise<unknown, { code: string }>(({ input, signal }) =>
  call(SecurityEndpoints.authenticatorBind, { token: token(), body: { code: input.code }, signal }),
)

export const removeAuthenticator = fromPromise<unknown, unknown>(({ input, signal }) =>
  call(SecurityEndpoints.authenticatorUnbind, { token: token(), body: { code: String(input) }, signal }),
)

export const savePayeeName = fromPromise<unknown, unknown>(({ input, signal }) =>
  call(SecurityEndpoints.bindPayeeName, { token: token(), body: { payeeName: String(input) }, signal }),
)

export const saveBirthday = fromPromise<unknown, unknown>(({ input, signal }) =>
  call(SecurityEndpoints.bindBirthday, { token: token(), body: { birthday: String(input) }, signal }),
)

export const loadDialingCodes = (): Promise<readonly string[]> => call(AccountEndpoints.countries).then((r) => [...new Set(r.countries.map((c) => c.countryDialingCode))])
