/**
 * Embedded PGlite in a worker thread, for the server.
 *
 * Why: PGlite runs PostgreSQL inside the JavaScript thread that calls it. In the server
 * that is the thread that also parses HTTP, checks signatures and encodes replies, so the
 * two took turns on one core while the machine's other core idled. Measured with the wallet
 * bench, a bet cost about 1.1 ms of server CPU, of which about 0.85 ms was PGlite's. In its
 * own thread PGlite works while the main thread handles the next requests.
 *
 * The client has the shape kysely-pglite-dialect needs (`query`, `close`). Rows arrive as
 * the worker's PGlite parsed them (with the lean parser table, pglite-parsers.ts);
 * a database error arrives as an Error carrying the same fields (code, constraint, ...).
 * Tests keep PGlite in their own thread (test-db.ts): each starts it from a template's dump.
 */
import { Worker } from 'node:worker_threads'

export type ThreadRequest =
  | { readonly type: 'query'; readonly id: number; readonly sql: string; readonly params: unknown[] }
  | { readonly type: 'close' }

export type ThreadReply =
  | { readonly type: 'ready' }
  | { readonly type: 'failed'; readonly message: string }
  | { readonly type: 'result'; readonly id: number; readonly rows: unknown[]; readonly affectedRows: number }
  | { readonly type: 'error'; readonly id: number; readonly message: string; readonly fields: Record<string, unknown> }
  | { readonly type: 'closed' }

export interface PgliteThread {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[]; affectedRows: number }>
  close(): Promise<void>
}

interface Pending {
  resolve(r: { rows: unknown[]; affectedRows: number }): void
  reject(e: unknown): void
}

/** Starts the worker on the database in `dir` and resolves once it is open. */
export const openPgliteThread = (dir: string): Promise<PgliteThread> =>
  new Promise((resolveOpen, rejectOpen) => {
    const worker = new Worker(new URL('./pglite-thread-worker.mjs', import.meta.url), { workerData: { dir }, execArgv: [] })
    const pending = new Map<number, Pending>()
    let nextId = 1
    let gone: Error | null = null
    let onClosed: (() => void) | null = null

    const failAll = (e: Error) => {
      gone ??= e
      for (const p of pending.values()) p.reject(e)
      pending.clear()
    }

    worker.on('message', (m: ThreadReply) => {
      switch (m.type) {
        case 'ready':
          resolveOpen(client)
          return
        case 'failed':
          rejectOpen(new Error(`PGlite could not open ${dir}: ${m.message}`))
          return
        case 'result':
        case 'error': {
          const p = pending.get(m.id)
          pending.delete(m.id)
          if (!p) return
          if (m.type === 'result') p.resolve({ rows: m.rows, affectedRows: m.affectedRows })
          else p.reject(Object.assign(new Error(m.message), m.fields))
          return
        }
        case 'closed':
          onClosed?.()
      }
    })
    worker.on('error', (e) => {
      failAll(e)
      rejectOpen(e)
    })
    worker.on('exit', (code) => {
      failAll(new Error(`the PGlite thread stopped (exit code ${code})`))
      rejectOpen(gone!)
      onClosed?.()
    })

    const client: PgliteThread = {
      query: (sql, params = []) => {
        if (gone) return Promise.reject(gone)
        const id = nextId++
        return new Promise((resolve, reject) => {
          pending.set(id, { resolve, reject })
          worker.postMessage({ type: 'query', id, sql, params } satisfies ThreadRequest)
        })
      },
      close: async () => {
        if (gone) return
        // The worker closes PGlite (which writes what it holds to disk) before it is stopped.
        await new Promise<void>((done) => {
          onClosed = done
          worker.postMessage({ type: 'close' } satisfies ThreadRequest)
        })
        gone = new Error('the database is closed')
        await worker.terminate()
      },
    }
  })
