/**
 * The module's background work in every process: the earning job every `tickMs`, the day's
 * VIP recompute (a no-op once the day's run exists) and the day's birthday bonuses (a no-op
 * once paid). All are safe to run in every process at once (earn.ts, vip-recompute.ts,
 * birthday.ts say why); nothing is kept in memory between runs.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { runPointEarning, type EarnOptions } from './earn.ts'
import { dailyRunKey, runVipRecompute } from './vip-recompute.ts'
import { runBirthdayBonuses } from './birthday.ts'

export const startPointJobs = (
  db: Kysely<Database>, tickMs: number, now: () => number, log: FastifyBaseLogger, options: EarnOptions = {},
): { stop(): Promise<void> } => {
  let running: Promise<void> | null = null
  const tick = () => {
    if (running) return
    running = (async () => {
      try {
        // Drain what is due, a batch per transaction, so a backlog does not wait a tick per batch.
        for (let i = 0; i < 20; i++) if ((await runPointEarning(db, options)).bets === 0) break
        const run = await runVipRecompute(db, await dailyRunKey(db, now()), 'job', now())
        if (run.ran) log.info({ members: run.members, changed: run.changed }, 'vip levels recomputed')
        const birthdays = await runBirthdayBonuses(db, now())
        if (birthdays.paid > 0) log.info(birthdays, 'vip birthday bonuses paid')
      } catch (e) {
        log.warn({ err: e }, 'points job failed; the next tick retries')
      } finally {
        running = null
      }
    })()
  }
  const timer = setInterval(tick, tickMs)
  timer.unref()
  return { stop: async () => { clearInterval(timer); await running } }
}
