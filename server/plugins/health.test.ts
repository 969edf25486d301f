/** The probes an orchestrator polls, over the embedded database. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, envelope, send, type TestApp } from '../testing/test-app.ts'

let t: TestApp
// A tight global limit: the probes must not count against it.
beforeAll(async () => { t = await createTestApp({ rateLimit: { max: 3, timeWindowMs: 60_000 } }) })
afterAll(async () => { await t?.close() })

describe('health probes', () => {
  it('answer 200 when the database answers, however often they are polled, even in maintenance', async () => {
    await send(t.app, { method: 'PUT', url: '/admin/maintenance', payload: { on: true }, admin: true })
    for (let i = 0; i < 10; i++) {
      const ready = await t.app.inject({ url: '/health/ready' })
      expect(ready.statusCode).toBe(200)
      expect(envelope(ready)).toEqual({ success: true, value: { status: 'ready' } })
      expect((await t.app.inject({ url: '/health/live' })).statusCode).toBe(200)
    }
  })
})
