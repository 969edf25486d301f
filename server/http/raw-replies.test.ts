/**
 * Replies to requests that never become a Fastify request (framing errors, oversized headers,
 * CONNECT, a missing Host, shutdown) are the envelope too: sent over a real socket, since
 * `inject` skips Node's parser.
 */
import { connect } from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { clientErrorHandler } from './client-errors.ts'

let t: TestApp
let port: number
beforeAll(async () => {
  t = await createTestApp()
  await t.app.listen({ host: '127.0.0.1', port: 0 })
  port = (t.app.server.address() as AddressInfo).port
})
afterAll(() => t.close())

interface RawReply {
  readonly status: number
  readonly headers: Record<string, string>
  readonly body: string
}

/** Writes `data` on a fresh connection; the replies read until the server closes it or `replies` arrived. */
const exchange = (data: string, p = port, replies = 1): Promise<RawReply[]> =>
  new Promise((resolve, reject) => {
    const socket = connect(p, '127.0.0.1', () => socket.write(data))
    let text = ''
    const done = () => resolve(parseReplies(text))
    socket.on('data', (d) => {
      text += d.toString('utf8')
      if (parseReplies(text).length >= replies) socket.destroy()
    })
    socket.on('close', done)
    socket.on('error', reject)
    socket.setTimeout(5000, () => socket.destroy())
  })

const parseReplies = (text: string): RawReply[] => {
  const out: RawReply[] = []
  let rest = text
  while (rest.startsWith('HTTP/1.1 ')) {
    const end = rest.indexOf('\r\n\r\n')
    if (end < 0) break
    const [statusLine, ...lines] = rest.slice(0, end).split('\r\n')
    const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]))
    const length = Number(headers['content-length'] ?? 0)
    const body = rest.slice(end + 4, end + 4 + length)
    if (Buffer.byteLength(body) < length) break
    out.push({ status: Number(statusLine!.split(' ')[1]), headers, body })
    rest = rest.slice(end + 4 + body.length)
  }
  return out
}

const one = async (data: string): Promise<RawReply> => {
  const [reply] = await exchange(data)
  expect(reply, 'a reply').toBeDefined()
  return reply!
}

const expectEnvelope = (reply: RawReply, status: number, code: string) => {
  expect({ status: reply.status, body: JSON.parse(reply.body) }).toMatchObject({ status, body: { success: false, code } })
  expect(reply.headers['content-type']).toMatch(/^application\/json/)
  expect(reply.headers['x-content-type-options']).toBe('nosniff')
  // Raw replies carry the bare policy (default-src 'none'), routed ones the site's; neither may be framed.
  expect(reply.headers['content-security-policy']).toContain("frame-ancestors 'none'")
}

describe('replies written before Fastify sees a request', () => {
  it('a URL or headers over the size limit: 431 HEADERS_TOO_LARGE', async () => {
    expectEnvelope(await one(`GET /wps/system/status?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`), 431, 'HEADERS_TOO_LARGE')
    expectEnvelope(await one(`GET / HTTP/1.1\r\nHost: x\r\nCookie: ${'c'.repeat(20_000)}\r\n\r\n`), 431, 'HEADERS_TOO_LARGE')
  })

  it('broken framing: 400 BAD_REQUEST, and the connection is closed', async () => {
    const cases = [
      'HELLO\r\n\r\n',
      'GET / HTTP/9.9\r\nHost: x\r\n\r\n',
      'POST /wps/relay/GCSGAME_gameVendor HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      'POST /wps/relay/GCSGAME_gameVendor HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
    ]
    for (const data of cases) {
      const reply = await one(data)
      expectEnvelope(reply, 400, 'BAD_REQUEST')
      expect(reply.headers.connection).toBe('close')
    }
  })

  it('a request that does not arrive in time: 408 REQUEST_TIMEOUT', () => {
    let written = ''
    let destroyed = false
    const socket = {
      destroyed: false,
      writable: true,
      end: (data: string, cb: () => void) => { written += data; cb() },
      destroy: () => { destroyed = true },
    }
    const error = Object.assign(new Error('timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' })
    clientErrorHandler({ 'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'none'; frame-ancestors 'none'" })(error, socket as never)
    const [reply] = parseReplies(written)
    expectEnvelope(reply!, 408, 'REQUEST_TIMEOUT')
    expect(destroyed).toBe(true)
  })
})

describe('requests Node would answer on its own', () => {
  it('HTTP/1.1 without Host: 400 BAD_REQUEST', async () => {
    expectEnvelope(await one('GET /wps/system/status HTTP/1.1\r\nConnection: close\r\n\r\n'), 400, 'BAD_REQUEST')
  })

  it('CONNECT: 405 METHOD_NOT_ALLOWED', async () => {
    expectEnvelope(await one('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n'), 405, 'METHOD_NOT_ALLOWED')
  })

  it('an expectation other than 100-continue is ignored, not a bare 417', async () => {
    const reply = await one('GET /wps/system/status HTTP/1.1\r\nHost: x\r\nExpect: something-else\r\nConnection: close\r\n\r\n')
    expect(reply.status).toBe(200)
    expect(JSON.parse(reply.body)).toMatchObject({ success: true })
  })
})

describe('shutting down', () => {
  it('answers requests that still arrive with 503 SERVICE_UNAVAILABLE and Connection: close', async () => {
    const app: FastifyInstance = await t.rebuild()
    let release = () => {}
    const held = new Promise<void>((resolve) => { release = resolve })
    let started = () => {}
    const arrived = new Promise<void>((resolve) => { started = resolve })
    app.get('/wps/test/slow', async () => { started(); await held; return { success: true, value: null } })
    // Runs after the server's own preClose hooks: from here on the server knows it is closing.
    let closingSeen = () => {}
    const closing = new Promise<void>((resolve) => { closingSeen = resolve })
    app.addHook('preClose', async () => { closingSeen() })
    await app.listen({ host: '127.0.0.1', port: 0 })
    const p = (app.server.address() as AddressInfo).port
    let seen = 0
    const secondRead = new Promise<void>((resolve) => app.server.on('request', () => { if (++seen === 2) resolve() }))
    // A keep-alive connection busy with the slow request; the next request on it arrives once
    // the server is closing (Node hands a pipelined request over as soon as it is read).
    const socket = connect(p, '127.0.0.1')
    let text = ''
    socket.on('data', (d) => { text += d.toString('utf8') })
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()))
    socket.write('GET /wps/test/slow HTTP/1.1\r\nHost: x\r\n\r\n')
    await arrived
    const closed = app.close()
    await closing
    socket.write('GET /wps/system/status HTTP/1.1\r\nHost: x\r\n\r\n')
    await secondRead
    release()
    await closed
    await ended
    const [first, second] = parseReplies(text)
    expect(first?.status).toBe(200)
    expectEnvelope(second!, 503, 'SERVICE_UNAVAILABLE')
    expect(second!.headers.connection).toBe('close')
  })
})
