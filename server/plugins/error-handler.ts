/**
 * Every failure leaves as the envelope with a stable code: Fastify's own errors (bad JSON,
 * wrong content type, oversized body, bad URL) are translated, ApiErrors pass through, and
 * the database being away is answered 503, and anything else is logged in full and answered
 * with a generic 500 (never a stack trace).
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import type { ErrorCode } from '../../src/shared/api/index.ts'
import { isApiError, RETRY_AFTER_SECONDS, sendFailure } from '../http/errors.ts'
import { PasswordWorkersBusy } from '../lib/passwords.ts'
import { isDatabaseUnavailable } from '../db/resilient-pool.ts'
import { rootPlugin } from './root-plugin.ts'

interface Translation {
  readonly code: ErrorCode
  readonly message: string
}

const fastifyErrors: Record<string, Translation> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'MALFORMED_JSON', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'MALFORMED_JSON', message: 'The request body is empty; send a JSON object.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request body as JSON with Content-Type: application/json.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', message: 'The Content-Length header does not match the body.' },
  FST_ERR_BAD_URL: { code: 'BAD_REQUEST', message: 'The request URL is malformed.' },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'BAD_REQUEST', message: 'A path parameter is too long.' },
  FST_ERR_ASYNC_CONSTRAINT: { code: 'BAD_REQUEST', message: 'The request could not be routed.' },
}

const byStatus: Record<number, Translation> = {
  403: { code: 'FORBIDDEN', message: 'Forbidden.' },
  404: { code: 'NOT_FOUND', message: 'Not found.' },
  405: { code: 'METHOD_NOT_ALLOWED', message: 'Method not allowed.' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type.' },
  429: { code: 'RATE_LIMITED', message: 'Too many requests; please slow down.' },
}

export const handleError = (error: unknown, req: FastifyRequest, reply: FastifyReply): FastifyReply => {
  // Refusals are ordinary outcomes; Fastify's request log already records their status.
  if (isApiError(error)) return sendFailure(reply, error.code, error.message, error.value)
  const fe = error as Partial<FastifyError>
  const known = (fe.code && fastifyErrors[fe.code]) || (fe.statusCode !== undefined ? byStatus[fe.statusCode] : undefined)
  if (known) return sendFailure(reply, known.code, known.message)
  if (typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
    return sendFailure(reply, 'BAD_REQUEST', 'The request could not be understood.')
  }
  // More password checks waiting than can be done in time: this one was not started.
  if (error instanceof PasswordWorkersBusy) {
    reply.header('retry-after', String(RETRY_AFTER_SECONDS))
    return sendFailure(reply, 'SERVER_BUSY', 'Too many logins at once. Please try again in a few seconds.')
  }
  // The database restarting or down: the request did not happen; the client may try again.
  if (isDatabaseUnavailable(error)) {
    req.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'database unavailable')
    return sendFailure(reply, 'SERVICE_UNAVAILABLE', 'The service is briefly unavailable. Please try again in a moment.')
  }
  req.log.error({ err: error }, 'unexpected error while handling a request')
  return sendFailure(reply, 'INTERNAL', 'Something went wrong on our side. Please try again later.')
}

/** For Fastify's `frameworkErrors` option (errors raised before routing). */
export const handleFrameworkError = (error: FastifyError, req: FastifyRequest, reply: FastifyReply): void => {
  handleError(error, req, reply)
}

/** On the root: every module's failures leave as the envelope. */
export const errorHandlerPlugin = rootPlugin('tala-error-handler', async (app) => {
  app.setErrorHandler(handleError)
})
