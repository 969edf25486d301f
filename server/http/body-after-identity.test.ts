/**
 * A member's call is identified before its body is read: an anonymous caller announcing a
 * 20 MB upload to the withdrawal confirmation (the call that takes files) is answered 401 at
 * once, without the server waiting for, or keeping, the body. A member's upload is read as it
 * arrives and refused with 413 as soon as a file passes 5 MB, before the rest is sent.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { connect } from 'node:net'
import { WithdrawEndpoints } from '../../src/shared/api/index.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { createMember } from '../testing/withdraw-helpers.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await t.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => { await t?.close() })

const BOUNDARY = 'tala-test-boundary'

/** Sends the headers and the first `sent` bytes of a proof in a body announced as `length` bytes; resolves with the status line, or 'no reply' after 3 s. */
const startUpload = (token: string | null, length: number, sent = 1000): Promise<string> => {
  const { port } = t.app.server.address() as { port: number }
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write([
        `POST ${WithdrawEndpoints.withdrawalConfirm.path} HTTP/1.1`, 'Host: 127.0.0.1', `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
        `Content-Length: ${length}`, ...(token ? [`Authorization: Bearer ${token}`] : []), '', '',
      ].join('\r\n'))
      socket.write([
        `--${BOUNDARY}`, 'Content-Disposition: form-data; name="body"', '', '{"withdrawalId":"1","outcome":"notReceived"}',
        `--${BOUNDARY}`, 'Content-Disposition: form-data; name="proofs"; filename="p.png"', 'Content-Type: image/png', '', '',
      ].join('\r\n'))
      socket.write(Buffer.alloc(sent, 0x41))
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

it('a member\'s proof over 5 MB is refused with 413 while the rest of a 20 MB body is still to come', async () => {
  const m = await createMember(t, 'bigupload')
  expect(await startUpload(m.token, 20_000_000, 6 * 1024 * 1024)).toBe('HTTP/1.1 413 Payload Too Large')
})

it('a member uploads one body at a time: a second upload while the first is still arriving is refused with 429', async () => {
  const m = await createMember(t, 'twouploads')
  const first = startUpload(m.token, 2_000_000)
  await new Promise((r) => setTimeout(r, 300))
  expect(await startUpload(m.token, 2_000_000)).toBe('HTTP/1.1 429 Too Many Requests')
  // The first never finishes: once its connection is gone, the member may upload again.
  expect(await first).toBe('no reply')
  expect(await startUpload(m.token, 2_000_000)).toBe('no reply')
})
