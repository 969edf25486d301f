/**
 * A disbursed withdrawal with no answer by its `auto_receive_at` (the operator's auto-receive
 * minutes when it was disbursed) counts as received (`auto_received`; such a request has no
 * case and is never refunded). A job inside the server process: each tick takes a batch with FOR UPDATE SKIP LOCKED, so several server
 * processes on one PostgreSQL share the work without waiting on each other, and a row is
 * changed only while it is still `disbursed` (a member's answer or another process wins
 * cleanly). Nothing is kept between ticks: a restart simply carries on.
 */
import { sql, type Kysely } from 'kysely'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/schema.ts'

const BATCH = 100

/** One pass; how many withdrawals became auto-received. */
export const runAutoReceive = async (db: Kysely<Database>, now: number): Promise<number> => {
  let done = 0
  for (;;) {
    const n = await db.transaction().execute(async (trx) => {
      // Raw SQL: SKIP LOCKED with the builder's forUpdate() reads no clearer, and the UPDATE is one statement.
      const rows = await sql<{ id: string }>`
        WITH due AS (
          SELECT id FROM withdrawals WHERE status = 'disbursed' AND auto_receive_at <= ${new Date(now)}::timestamptz
          ORDER BY auto_receive_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
        UPDATE withdrawals w SET status = 'received', auto_received = true, received_amount = w.amount, confirmed_at = ${new Date(now)}::timestamptz
        FROM due WHERE w.id = due.id AND w.status = 'disbursed'
        RETURNING w.id`.execute(trx)
      return rows.rows.length
    })
    done += n
    if (n < BATCH) return done
  }
}

/** Runs `runAutoReceive` every `intervalMs` (never two passes at once in this process); the stop function waits for a pass under way. */
export const startAutoReceive = (db: Kysely<Database>, now: () => number, intervalMs: number, log: FastifyBaseLogger): (() => Promise<void>) => {
  let pass: Promise<void> | null = null
  const timer = setInterval(() => {
    if (pass) return
    pass = runAutoReceive(db, now())
      .then((n) => { if (n > 0) log.info({ count: n }, 'withdrawals auto-received') })
      .catch((e: unknown) => log.warn({ err: e }, 'auto-receive pass failed; the next tick retries'))
      .finally(() => { pass = null })
  }, intervalMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await pass
  }
}
