import { Schema } from 'effect'
import { errorCodeList, type ErrorCode } from './error-codes.ts'

/** The failed half of the envelope. `value` may carry hints (for example `{ captcha: true }`). */
export const Failure = Schema.Struct({
  success: Schema.Literal(false),
  code: Schema.Literals(errorCodeList as [ErrorCode, ...ErrorCode[]]),
  message: Schema.String,
  value: Schema.optionalKey(Schema.Unknown),
})
export type Failure = typeof Failure.Type

/** The successful half of the envelope around a reply schema. */
export const Success = <S extends Schema.Top>(value: S) =>
  Schema.Struct({ success: Schema.Literal(true), value })

/** Every reply is one of the two. */
export const Envelope = <S extends Schema.Top>(value: S) => Schema.Union([Success(value), Failure])

export const ok = <A>(value: A) => ({ success: true as const, value })
export const fail = (code: ErrorCode, message: string, value?: unknown): Failure =>
  value === undefined ? { success: false, code, message } : { success: false, code, message, value }
