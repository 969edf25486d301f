import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDb, type TestDb } from '../../testing/test-db.ts'
import { failureCount, hitThrottle, recordFailure, reserveAttempt, type ThrottleRule } from './throttle.ts'

let t: TestDb
beforeAll(async () => {
  t = await createTestDb()
})
afterAll(async () => t?.close())

const rule: ThrottleRule = { minGapMs: 60_000, max: 5, windowMs: 15 * 60_000, blockMs: 5 * 60_000, message: 'too many requests, try again after 5 minutes' }
const code = async (p: Promise<void>) => p.then(() => 'OK', (e: { code?: string }) => e.code ?? 'ERR')

describe('throttles', () => {
  it('one a minute, 5 per window, then blocked 5 minutes, then open again', async () => {
    const t0 = Date.UTC(2026, 0, 1)
    expect(await code(hitThrottle(t.db, 'k', rule, t0))).toBe('OK')
    expect(await code(hitThrottle(t.db, 'k', rule, t0 + 30_000))).toBe('RATE_LIMITED')
    for (let i = 1; i < 5; i++) expect(await code(hitThrottle(t.db, 'k', rule, t0 + i * 61_000))).toBe('OK')
    expect(await code(hitThrottle(t.db, 'k', rule, t0 + 5 * 61_000))).toBe('TOO_MANY_REQUESTS')
    expect(await code(hitThrottle(t.db, 'k', rule, t0 + 5 * 61_000 + 4 * 60_000))).toBe('TOO_MANY_REQUESTS')
    expect(await code(hitThrottle(t.db, 'k', rule, t0 + 5 * 61_000 + 5 * 60_000 + 1))).toBe('OK')
  })

  it('login failures count per key within 15 minutes', async () => {
    const t0 = Date.UTC(2026, 0, 2)
    expect(await recordFailure(t.db, ['account:x', 'ip:1'], t0)).toBe(1)
    expect(await recordFailure(t.db, ['account:x', 'ip:1'], t0 + 1000)).toBe(2)
    expect(await failureCount(t.db, ['account:x'], t0 + 2000)).toBe(2)
    expect(await recordFailure(t.db, ['account:x'], t0 + 16 * 60_000)).toBe(1)
  })

  it('40 hits at once pass at most the limit (the count is taken in one statement)', async () => {
    const t0 = Date.UTC(2026, 0, 3)
    const ten: ThrottleRule = { ...rule, minGapMs: 0, max: 10 }
    const outcomes = await Promise.all(Array.from({ length: 40 }, () => code(hitThrottle(t.db, 'burst', ten, t0))))
    expect(outcomes.filter((o) => o === 'OK')).toHaveLength(10)
    expect(outcomes.filter((o) => o === 'TOO_MANY_REQUESTS')).toHaveLength(30)
  })

  it('3 failures reserved at once: the fourth attempt is refused before any check', async () => {
    const t0 = Date.UTC(2026, 0, 4)
    const got = await Promise.all(Array.from({ length: 10 }, () => reserveAttempt(t.db, ['account:y', 'ip:2'], t0, 3)))
    expect(got.filter((c) => c !== null)).toHaveLength(3)
    expect(await failureCount(t.db, ['account:y', 'ip:2'], t0)).toBe(3)
  })
})
