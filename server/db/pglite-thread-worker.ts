/**
 * The worker side of pglite-thread.ts: owns the embedded PGlite database and answers
 * queries posted by the main thread, one at a time, in the order they arrive.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import { useLeanParsers } from './pglite-parsers.ts'
import type { ThreadReply, ThreadRequest } from './pglite-thread.ts'

const port = parentPort
if (!port) throw new Error('pglite-thread-worker.ts runs only as a worker thread')

const reply = (m: ThreadReply) => port.postMessage(m)

/** A database error's fields (code, constraint, detail...), so the main thread can rebuild it. */
const errorFields = (e: unknown): Record<string, unknown> =>
  e !== null && typeof e === 'object' ? Object.fromEntries(Object.entries(e).filter(([, v]) => typeof v !== 'function' && typeof v !== 'object')) : {}

const start = async () => {
  const pglite = useLeanParsers(await PGlite.create((workerData as { dir: string }).dir))
  let chain: Promise<unknown> = Promise.resolve()
  port.on('message', (m: ThreadRequest) => {
    chain = chain.then(async () => {
      if (m.type === 'close') {
        await pglite.close()
        reply({ type: 'closed' })
        return
      }
      try {
        const r = await pglite.query(m.sql, m.params)
        reply({ type: 'result', id: m.id, rows: r.rows, affectedRows: r.affectedRows ?? 0 })
      } catch (e) {
        reply({ type: 'error', id: m.id, message: e instanceof Error ? e.message : String(e), fields: errorFields(e) })
      }
    })
  })
  reply({ type: 'ready' })
}

start().catch((e: unknown) => reply({ type: 'failed', message: e instanceof Error ? e.message : String(e) }))
