/**
 * Probes for an orchestrator or load balancer: `GET /health/live` answers 200 while the
 * process runs; `GET /health/ready` answers 200 when the database answers a trivial query
 * within a short time, else 503 SERVICE_UNAVAILABLE (take this instance out of rotation, do
 * not restart it: it serves again by itself once the database is back). Outside /wps, so
 * neither maintenance nor region gates apply, and not rate limited: a prober polls often.
 */
import type { FastifyPluginAsync } from 'fastify'
import { sql } from 'kysely'
import { ok } from '../../src/shared/api/index.ts'
import { sendFailure } from '../http/errors.ts'

export interface HealthOptions {
  /** How long the readiness query may take; default 1000 ms. */
  readonly readyTimeoutMs?: number
}

const noRateLimit = { rateLimit: false } as const

/** Resolves true when the database answered `select 1` in time; never rejects. */
const databaseAnswers = async (run: () => Promise<unknown>, timeoutMs: number): Promise<boolean> => {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<boolean>((resolve) => { timer = setTimeout(() => resolve(false), timeoutMs) })
  try {
    return await Promise.race([run().then(() => true, () => false), late])
  } finally {
    clearTimeout(timer)
  }
}

export const healthPlugin: FastifyPluginAsync<HealthOptions> = async (app, options) => {
  const timeoutMs = options.readyTimeoutMs ?? 1000
  app.get('/health/live', { config: noRateLimit }, async () => ok({ status: 'live' }))
  app.get('/health/ready', { config: noRateLimit }, async (_req, reply) => {
    if (await databaseAnswers(() => sql`select 1`.execute(app.tala.db), timeoutMs)) return ok({ status: 'ready' })
    return sendFailure(reply, 'SERVICE_UNAVAILABLE', 'The database does not answer.')
  })
}
