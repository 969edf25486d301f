import { fromPromise } from 'xstate'

/** Why a call failed, as the client reports it (`NETWORK`, `BAD_REPLY` or a server code), plus its hint value. */
export interface Failure {
  readonly code: string
  readonly message: string
  readonly value?: unknown
}

export const toFailure = (error: unknown): Failure => {
  if (error && typeof error === 'object') {
    const { code, message, value } = error as { code?: unknown; message?: unknown; value?: unknown }
    return {
      code: typeof code === 'string' ? code : 'NETWORK',
      message: typeof message === 'string' ? message : '',
      ...(value === undefined ? {} : { value }),
    }
  }
  return { code: 'NETWORK', message: String(error) }
}

/** The failed envelope's value asks for the captcha (`{ captcha: true }`, spec §4). */
export const asksForCaptcha = (error: unknown): boolean => {
  const value = (toFailure(error).value ?? null) as { captcha?: unknown } | null
  return !!value && typeof value === 'object' && value.captcha === true
}

/** Placeholder of an actor the app provides (`machine.provide({ actors })`): machines stay pure. */
export function providedByApp<TOutput, TInput = void>(name: string) {
  return fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${name} is provided by the app`)))
}
