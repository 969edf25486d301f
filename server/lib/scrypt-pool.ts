/**
 * scrypt on a fixed set of worker threads, one per core by default, with one first-come,
 * first-served queue in front. A burst of logins waits its turn in arrival order instead of
 * competing for libuv's four shared threads (which also serve file and DNS work), and the
 * event loop stays free to answer other calls while hashes run.
 *
 * The worker is a few lines of plain JavaScript passed as a string (no loader flags, only
 * dynamic imports), so it loads the same under tsx, vitest, `--input-type=module` and a built
 * server. Workers are unreferenced while idle: an idle pool never
 * keeps a process alive, a busy one does until its hash is done.
 */
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import type { ScryptOptions } from 'node:crypto'

const WORKER_SOURCE = `
Promise.all([import('node:worker_threads'), import('node:crypto')]).then(([{ parentPort }, { scryptSync }]) => {
  parentPort.on('message', ({ password, salt, keylen, options }) => {
    try {
      parentPort.postMessage({ key: scryptSync(password, Buffer.from(salt), keylen, options) })
    } catch (e) {
      parentPort.postMessage({ error: e instanceof Error ? e.message : String(e) })
    }
  })
})
`

export interface ScryptJob {
  readonly password: string
  readonly salt: Buffer
  readonly keylen: number
  readonly options: ScryptOptions
}

interface Queued {
  readonly job: ScryptJob
  readonly resolve: (key: Buffer) => void
  readonly reject: (e: Error) => void
}

/** The queue is full: the hash was not started (the caller answers "busy, try again"). */
export class ScryptPoolBusy extends Error {
  constructor() {
    super('Every password worker is busy and the queue is full.')
    this.name = 'ScryptPoolBusy'
  }
}

export interface ScryptPool {
  /**
   * The derived key; queued behind every job asked for earlier. With `shed` (a login), rejects
   * with ScryptPoolBusy instead when the queue is full; other work (a registration, a seed)
   * always waits its turn.
   */
  run(job: ScryptJob, options?: { readonly shed?: boolean }): Promise<Buffer>
  /** Whether a job asked for now would be queued rather than refused. */
  hasRoom(): boolean
  /** Workers, hashes running now, hashes waiting for a worker. */
  stats(): { readonly size: number; readonly running: number; readonly queued: number }
  close(): Promise<void>
}

/**
 * Jobs that may wait for a worker: 8 per worker, about 2 s of waiting at 230 ms a hash. Past
 * that a caller is told at once to come back, rather than waiting longer than a person would.
 */
export const QUEUED_PER_WORKER = 8

export const createScryptPool = (size: number = availableParallelism(), maxQueued: number = size * QUEUED_PER_WORKER): ScryptPool => {
  if (!Number.isInteger(size) || size < 1) throw new Error(`A scrypt pool needs at least one worker (got ${size})`)
  const idle: Worker[] = []
  const busy = new Map<Worker, Queued>()
  const queue: Queued[] = []
  let workers = 0
  let closed = false

  const spawnWorker = (): Worker => {
    workers++
    const worker = new Worker(WORKER_SOURCE, { eval: true, execArgv: [] })
    worker.unref()
    worker.on('message', (reply: { key?: Uint8Array; error?: string }) => {
      const current = busy.get(worker)
      busy.delete(worker)
      worker.unref()
      if (current) {
        if (reply.key) current.resolve(Buffer.from(reply.key.buffer, reply.key.byteOffset, reply.key.byteLength))
        else current.reject(new Error(reply.error ?? 'scrypt failed'))
      }
      next(worker)
    })
    // A worker that dies fails its hash; a new one takes its place when the queue needs it.
    worker.on('error', (e) => busy.get(worker)?.reject(e))
    worker.on('exit', () => {
      workers--
      const current = busy.get(worker)
      busy.delete(worker)
      current?.reject(new Error('scrypt worker stopped'))
      const at = idle.indexOf(worker)
      if (at >= 0) idle.splice(at, 1)
      if (!closed) dispatch()
    })
    return worker
  }

  const start = (worker: Worker, item: Queued): void => {
    busy.set(worker, item)
    worker.ref()
    worker.postMessage(item.job)
  }

  const next = (worker: Worker): void => {
    const item = queue.shift()
    if (item) start(worker, item)
    else idle.push(worker)
  }

  const dispatch = (): void => {
    while (queue.length > 0) {
      const worker = idle.pop() ?? (workers < size ? spawnWorker() : null)
      if (!worker) return
      start(worker, queue.shift()!)
    }
  }

  // Every worker busy and the queue at its bound: a login asking now is turned away.
  const full = (): boolean => queue.length >= maxQueued && idle.length === 0 && workers >= size

  return {
    run: (job, options) => {
      if (closed) return Promise.reject(new Error('The scrypt pool is closed'))
      if (options?.shed === true && full()) return Promise.reject(new ScryptPoolBusy())
      return new Promise<Buffer>((resolve, reject) => {
        queue.push({ job, resolve, reject })
        dispatch()
      })
    },
    hasRoom: () => !full(),
    stats: () => ({ size, running: busy.size, queued: queue.length }),
    close: async () => {
      closed = true
      for (const item of queue.splice(0)) item.reject(new Error('The scrypt pool is closed'))
      await Promise.all([...idle, ...busy.keys()].map((w) => w.terminate()))
    },
  }
}
