import { fromPromise } from 'xstate'
import type { CallFailure, EndpointFailure, EndpointName } from '@/shared/api'

/**
 * Why a call failed: the failure the contract's client decoded (`ApiError.failure`: a declared
 * code with its typed value, UNDECLARED, NETWORK or BAD_REPLY).
 */
export type Failure = CallFailure & {
  /** The call that failed (its text for a code may be its own, e.g. rememberLogin's LOGIN_FAILED). */
  readonly call?: EndpointName
}

/** The decoded failure an actor's error carries (an error without one reads as NETWORK). */
export const toFailure = (error: unknown): Failure => {
  if (error && typeof error === 'object') {
    const { failure, call, code, message, value } = error as { failure?: CallFailure; call?: EndpointName; code?: unknown; message?: unknown; value?: unknown }
    if (failure) return call ? { ...failure, call } : failure
    // Errors raised outside the client (a provided actor's own refusal, a test's model) keep their fields.
    return { code: typeof code === 'string' ? code : 'NETWORK', message: typeof message === 'string' ? message : '', value } as Failure
  }
  return { code: 'NETWORK', message: String(error), value: undefined }
}

/** The calls whose failures may ask for the captcha. */
type CaptchaCallFailure = EndpointFailure<'login'> | EndpointFailure<'register'> | EndpointFailure<'registerMobile'>

/** The failure's decoded value asks for the captcha (`{ captcha: true }`, spec §4). */
export const asksForCaptcha = (error: unknown): boolean => {
  const failure = toFailure(error) as CaptchaCallFailure
  switch (failure.code) {
    case 'CAPTCHA_REQUIRED':
    case 'CAPTCHA_INVALID':
    case 'LOGIN_FAILED':
    case 'CODE_INVALID':
    case 'CODE_EXPIRED':
      return failure.value?.captcha === true
    default:
      return false
  }
}

/** Placeholder of an actor the app provides (`machine.provide({ actors })`): machines stay pure. */
export function providedByApp<TOutput, TInput = void>(name: string) {
  return fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${name} is provided by the app`)))
}
