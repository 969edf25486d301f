/**
 * The auto-approval job: approves the pending requests of auto-approving channels whose time
 * has come. Its state is the requests table (`auto_approve_at`), so a restart picks up where
 * the last run stopped. Each request is picked with FOR UPDATE SKIP LOCKED and approved in
 * its own transaction: several server processes on one PostgreSQL share the work without
 * waiting on each other, and the status change from pending makes each credit happen once.
 */
import type { Kysely } from 'kysely'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/schema.ts'
import { approveIn } from './requests.ts'
import type { OnMemberEvent } from './events.ts'

/** Who the audit trail names for the job's decisions. */
export const AUTO_OPERATOR = 'auto'

/** Approves what is due at `now`, at most `limit`; returns the ids approved by this run. */
export const runAutoApprovals = async (db: Kysely<Database>, now: Date, onMemberEvent?: OnMemberEvent, limit = 50): Promise<string[]> => {
  const approved: string[] = []
  while (approved.length < limit) {
    const id = await db.transaction().execute(async (trx) => {
      const due = await trx.selectFrom('deposit_requests').select('id')
        .where('status', '=', 'pending').where('auto_approve_at', '<=', now)
        .orderBy('auto_approve_at').limit(1).forUpdate().skipLocked().executeTakeFirst()
      if (!due) return null
      await approveIn(trx, due.id, { operator: AUTO_OPERATOR, now, onMemberEvent, auto: true })
      return String(due.id)
    })
    if (id === null) break
    approved.push(id)
  }
  return approved
}

/**
 * Runs the job every `everyMs` in this process (never two runs at once here); stop() ends it.
 * A failed run (the database away) is logged and the next tick tries again.
 */
export const startAutoApprovals = (
  db: Kysely<Database>, everyMs: number, now: () => number, log: FastifyBaseLogger, onMemberEvent?: OnMemberEvent,
): { stop(): Promise<void> } => {
  let running: Promise<void> | null = null
  const tick = () => {
    if (running) return
    running = runAutoApprovals(db, new Date(now()), onMemberEvent)
      .then((ids) => { if (ids.length > 0) log.info({ deposits: ids }, 'deposits approved automatically') })
      .catch((e: unknown) => { log.warn({ err: e }, 'deposit auto-approval run failed; the next one retries') })
      .finally(() => { running = null })
  }
  const timer = setInterval(tick, everyMs)
  timer.unref()
  return {
    stop: async () => {
      clearInterval(timer)
      await running
    },
  }
}

