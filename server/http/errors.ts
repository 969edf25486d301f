/**
 * Failures as values the error handler turns into the envelope
 * `{ success: false, code, message }` with the HTTP status of the code. Handlers and hooks
 * throw `ApiError`; anything else that reaches the error handler is a bug (500 INTERNAL).
 */
import type { FastifyReply } from 'fastify'
import { fail, httpStatusOf, type ErrorCode } from '../../src/shared/api/index.ts'

export class ApiError extends Error {
  readonly code: ErrorCode
  /** Read by Fastify (and @fastify/rate-limit) for the reply status. */
  readonly statusCode: number
  readonly value: unknown

  constructor(code: ErrorCode, message: string, value?: unknown) {
    super(message)
    this.name = 'ApiError'
    this.code = code
    this.statusCode = httpStatusOf(code)
    this.value = value
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError

/** A brief outage (database away, server restarting): the client may ask again this many seconds later. */
export const RETRY_AFTER_SECONDS = 2

/** Sends the failure envelope directly (for places that cannot throw, such as the 404 handler). */
export const sendFailure = (reply: FastifyReply, code: ErrorCode, message: string, value?: unknown): FastifyReply => {
  if (code === 'SERVICE_UNAVAILABLE' && !reply.hasHeader('retry-after')) reply.header('retry-after', String(RETRY_AFTER_SECONDS))
  return reply.code(httpStatusOf(code)).type('application/json; charset=utf-8').send(fail(code, message, value))
}

/** Echoing user input into messages: keep it short. */
export const clip = (text: string, max = 200): string => (text.length > max ? `${text.slice(0, max)}…` : text)
