/**
 * The job that applies raised or removed limits whose cooling-off has ended, for members who
 * do not read their limits meanwhile (reads apply them too: limits.ts). Each pending row is
 * deleted by the one applier that takes it, so a read and the job never apply it twice.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { applyDuePending } from './limits.ts'

export const startDueJob = (db: Kysely<Database>, now: () => number, intervalMs: number, log: FastifyBaseLogger): (() => Promise<void>) => {
  let running: Promise<unknown> | null = null
  const timer = setInterval(() => {
    if (running) return
    running = db.transaction().execute((trx) => applyDuePending(trx, null, now()))
      .catch((e: unknown) => log.warn({ err: e }, 'applying due protection limits failed'))
      .finally(() => { running = null })
  }, intervalMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
