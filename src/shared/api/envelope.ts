import { Schema } from 'effect'
import { errorCodeList, type ErrorCode } from './error-codes.ts'

/**
 * The failed half of the envelope in general: any code, any `value`. What one call may answer
 * is narrower: its declared codes, each with its value schema (`DeclaredFailure`, failures.ts).
 */
export const Failure = Schema.Struct({
  success: Schema.Literal(false),
  code: Schema.Literals(errorCodeList as [ErrorCode, ...ErrorCode[]]),
  message: Schema.String,
  value: Schema.optionalKey(Schema.Unknown),
})
export type Failure = typeof Failure.Type

/** The failed envelope of one declared code, with the schema of its `value` (null: none). */
export const DeclaredFailure = (code: string, value: Schema.Top | null | undefined) =>
  Schema.Struct({
    success: Schema.Literal(false),
    code: Schema.Literal(code),
    message: Schema.String.annotate({ description: 'Human text in English; clients show their own text for the code.' }),
    ...(value ? { value } : {}),
  })

/** The successful half of the envelope around a reply schema. */
export const Success = <S extends Schema.Top>(value: S) =>
  Schema.Struct({ success: Schema.Literal(true), value })

/** Every reply is one of the two. */
export const Envelope = <S extends Schema.Top>(value: S) => Schema.Union([Success(value), Failure])

export const ok = <A>(value: A) => ({ success: true as const, value })
export const fail = (code: ErrorCode, message: string, value?: unknown): Failure =>
  value === undefined ? { success: false, code, message } : { success: false, code, message, value }
