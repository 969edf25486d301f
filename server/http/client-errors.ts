/**
 * Requests Node's HTTP parser refuses before Fastify sees them (Fastify's `clientErrorHandler`
 * option): headers over the size limit (431), a request that did not arrive in time (408),
 * anything that is not HTTP/1.x framing (400: a bad request line, method or version, both
 * Content-Length and Transfer-Encoding, a broken chunk). The reply is written on the raw
 * socket, as the envelope with the security headers, and the connection is closed: after a
 * framing error nothing more on it can be trusted.
 */
import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import { fail, httpStatusOf, type ErrorCode } from '../../src/shared/api/index.ts'

interface Refusal {
  readonly code: ErrorCode
  readonly message: string
}

export const refusalOf = (errorCode: string | undefined): Refusal => {
  if (errorCode === 'HPE_HEADER_OVERFLOW') return { code: 'HEADERS_TOO_LARGE', message: 'The request line and headers are too large (a very long URL or cookie?).' }
  if (errorCode === 'ERR_HTTP_REQUEST_TIMEOUT') return { code: 'REQUEST_TIMEOUT', message: 'The request did not arrive in time.' }
  return { code: 'BAD_REQUEST', message: 'The request is not well-formed HTTP.' }
}

/** The whole raw HTTP/1.1 reply for a refusal. */
export const rawReply = (refusal: Refusal, headers: Readonly<Record<string, string>>): string => {
  const status = httpStatusOf(refusal.code)
  const body = JSON.stringify(fail(refusal.code, refusal.message))
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ]
  return `${lines.join('\r\n')}\r\n\r\n${body}`
}

type SocketWithMessage = Socket & { _httpMessage?: { headersSent?: boolean } | null }

/** A `clientErrorHandler` for Fastify; `headers` are the security headers of a reply. */
export const clientErrorHandler = (headers: Readonly<Record<string, string>>) =>
  (error: Error & { code?: string }, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return
    // Half a reply already on the wire: another status line would corrupt it.
    const inFlight = (socket as SocketWithMessage)._httpMessage?.headersSent === true
    if (socket.writable && !inFlight) socket.end(rawReply(refusalOf(error.code), headers), () => socket.destroy())
    else socket.destroy()
  }
