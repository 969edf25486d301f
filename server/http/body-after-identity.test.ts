/**
 * A member's call is identified before its body is read: an anonymous caller announcing a
 * 20 MB upload to the withdrawal confirmation (the route with the largest body limit) is
 * answered 401 at once, without the server waiting for, or keeping, the body.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { connect } from 'node:net'
import { Endpoints } from '../../src/shared/api/index.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await t.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => { await t?.close() })

/** Sends the headers and the first kilobyte of a body announced as `length` bytes; resolves with the status line, or 'no reply' after 3 s. */
const startUpload = (token: string | null, length: number): Promise<string> => {
  const { port } = t.app.server.address() as { port: number }
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write([
        `POST ${Endpoints.withdrawalConfirm.path} HTTP/1.1`, 'Host: 127.0.0.1', 'Content-Type: application/json',
        `Content-Length: ${length}`, ...(token ? [`Authorization: Bearer ${token}`] : []), '', '',
      ].join('\r\n'))
      socket.write(`{"id":1,"proofs":["${'A'.repeat(1000)}`)
    })
    const timer = setTimeout(() => { socket.destroy(); resolve('no reply') }, 3000)
    socket.on('data', (d) => { clearTimeout(timer); socket.destroy(); resolve(d.toString().split('\r\n')[0] ?? '') })
    socket.on('error', () => resolve('error'))
  })
}

it('an anonymous 20 MB upload is refused with 401 before its body arrives', async () => {
  expect(await startUpload(null, 20_000_000)).toBe('HTTP/1.1 401 Unauthorized')
  expect(await startUpload('not-a-session-token', 20_000_000)).toBe('HTTP/1.1 401 Unauthorized')
})
