import type { Schema } from 'effect'
import { failuresOf, type AllFailures, type Auth, type FailureSpec } from './failures.ts'

/**
 * The wire contract: one entry per call. The server registers its routes from this table
 * (decoding `query`/`body` and encoding `reply`), the SPA's client calls through it and
 * decodes replies with the same schemas. Adding a call is one entry here.
 */
export interface Endpoint<Q extends Schema.Top = Schema.Top, B extends Schema.Top = Schema.Top, R extends Schema.Top = Schema.Top, F extends FailureSpec = FailureSpec> {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  readonly path: string
  readonly query?: Q
  readonly body?: B
  readonly reply: R
  /** 'token' requires a session token; 'optional' reads one if sent. */
  readonly auth: 'none' | 'optional' | 'token'
  /** The body travels as `{ payload }` in the encrypted scheme. */
  readonly encrypted: boolean
  /**
   * The codes this call may fail with and each one's `value` schema (see failures.ts).
   * Every entry of `Endpoints` has it; contracts of other surfaces (admin, house) may not.
   */
  readonly failures?: F
  /** The call also uploads files: it travels as multipart/form-data (see FileParts). */
  readonly files?: FileParts
}

/**
 * Files sent with a call: the body's JSON in the form field `body`, and up to `maxFiles`
 * files of the listed types in the field `field`, each at most `maxFileBytes`. The server
 * reads them as they arrive and stops at the limits (413 beyond).
 */
export interface FileParts {
  readonly field: string
  readonly maxFiles: number
  readonly maxFileBytes: number
  readonly types: ReadonlyArray<string>
}

interface EndpointInput<Q extends Schema.Top, B extends Schema.Top, R extends Schema.Top, A extends Auth, En extends boolean, F extends FailureSpec> {
  readonly method: Endpoint['method']
  readonly path: string
  readonly query?: Q
  readonly body?: B
  readonly reply: R
  readonly auth: A
  readonly encrypted: En
  /** Only the failures particular to this call; the common ones are added. */
  readonly failures?: F
  readonly files?: FileParts
}

/** An entry of the table, its failures completed with those every call of its kind can meet. */
export const endpoint = <Q extends Schema.Top, B extends Schema.Top, R extends Schema.Top, A extends Auth, En extends boolean, F extends FailureSpec = Record<never, never>>(
  e: EndpointInput<Q, B, R, A, En, F>,
): Endpoint<Q, B, R, AllFailures<F, A, En>> & { readonly auth: A; readonly encrypted: En; readonly failures: AllFailures<F, A, En> } => ({
  ...e,
  failures: failuresOf((e.failures ?? {}) as F, e.auth, e.encrypted),
})

const names = new Map<Endpoint, string>()

/** A table of calls, each known by its name from here on: an ApiError names the call it came from. */
export const endpointTable = <T extends Record<string, Endpoint>>(table: T): T => {
  for (const [name, e] of Object.entries(table)) names.set(e, name)
  return table
}

/** The name a call has in its table (undefined for a call of no table). */
export const nameOf = (e: Endpoint): string | undefined => names.get(e)
