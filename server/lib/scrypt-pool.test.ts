import { scryptSync } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { createScryptPool, ScryptPoolBusy, type ScryptPool } from './scrypt-pool.ts'

const options = { N: 2 ** 12, r: 8, p: 1 }
const job = (password: string) => ({ password, salt: Buffer.from('0123456789abcdef'), keylen: 32, options })

let pool: ScryptPool | null = null
afterEach(async () => {
  await pool?.close()
  pool = null
})

describe('scrypt pool', () => {
  it('derives the same key as node:crypto scrypt', async () => {
    pool = createScryptPool(2)
    const key = await pool.run(job('correct horse'))
    expect(key.equals(scryptSync('correct horse', Buffer.from('0123456789abcdef'), 32, options))).toBe(true)
  })

  it('runs as many hashes at once as it has workers and queues the rest', async () => {
    pool = createScryptPool(3)
    const all = Array.from({ length: 7 }, (_, i) => pool!.run(job(`p${i}`)))
    expect(pool.stats()).toEqual({ size: 3, running: 3, queued: 4 })
    await Promise.all(all)
    expect(pool.stats()).toEqual({ size: 3, running: 0, queued: 0 })
  })

  it('refuses a login\'s hash at once when its queue is full, queues other work, and takes logins again as it drains', async () => {
    pool = createScryptPool(1, 2)
    const accepted = Array.from({ length: 3 }, (_, i) => pool!.run(job(`p${i}`)))
    expect(pool.stats()).toEqual({ size: 1, running: 1, queued: 2 })
    expect(pool.hasRoom()).toBe(false)
    await expect(pool.run(job('one too many'), { shed: true })).rejects.toBeInstanceOf(ScryptPoolBusy)
    // Work that must not be shed (a registration, a seed) still queues.
    const queued = pool.run(job('a registration'))
    expect(pool.stats().queued).toBe(3)
    await Promise.all([...accepted, queued])
    expect(pool.hasRoom()).toBe(true)
    expect((await pool.run(job('later'))).length).toBe(32)
  })

  it('serves waiting hashes first come, first served', async () => {
    pool = createScryptPool(1)
    const done: number[] = []
    await Promise.all(Array.from({ length: 6 }, (_, i) => pool!.run(job(`p${i}`)).then(() => done.push(i))))
    expect(done).toEqual([0, 1, 2, 3, 4, 5])
  })

  it('keeps the event loop free while hashes run', async () => {
    pool = createScryptPool(1)
    const hash = pool.run({ ...job('slow'), options: { N: 2 ** 15, r: 8, p: 2, maxmem: 256 * 1024 * 1024 } })
    const started = performance.now()
    await new Promise((r) => setTimeout(r, 1))
    expect(performance.now() - started).toBeLessThan(50)
    await hash
  })

  it('fails a hash with bad parameters and goes on serving', async () => {
    pool = createScryptPool(1)
    await expect(pool.run({ ...job('x'), options: { N: 3 } })).rejects.toThrow()
    expect((await pool.run(job('y'))).length).toBe(32)
  })
})
