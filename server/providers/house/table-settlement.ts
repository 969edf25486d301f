/**
 * The tables' settlement job: every tick, this process settles the rounds whose result time
 * has passed (table-rounds.ts settleDueRounds). It runs in every server process; a round's
 * lease lets one settle it, and one whose process died is taken over when the lease runs out.
 * Nothing is kept in memory between ticks: a restart settles what was left at once.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { settleDueRounds, type TableContext } from './table-rounds.ts'
import { startTicker } from '../../lib/ticker.ts'

export const startTableSettlement = (ctx: TableContext, tickMs: number, log: FastifyBaseLogger): { stop(): Promise<void> } => {
  const owner = randomUUID()
  return startTicker(tickMs, () => settleDueRounds(ctx, owner)
    .then((done) => { for (const r of done) if (r.slips > 0) log.info({ round: r.roundId, slips: r.slips, paid: r.paid }, 'table round settled') })
    .catch((e: unknown) => { log.warn({ err: e }, 'table settlement failed; the next tick retries') }))
}
