/**
 * kill -9 in the middle of a draw's settlement: the real server (server/main.ts in a child
 * process, PGlite on a temp DATA_DIR) runs its draw job on a due draw holding 1,000 placed
 * tickets and is killed with SIGKILL as soon as an early ticket is seen settled, with most of
 * the draw still to pay. The database, opened in between, shows the crash mid-settlement; a
 * second server on the same data finishes it. Then every ticket is settled exactly once: its
 * wallet round settled once with its return recomputed from the revealed result, a winning
 * ticket by one credit of it in the wallet's journal (a losing one's round closed as lost), and
 * the ledger's invariants hold.
 *
 * TABLE_SECOND_MS=100 (a 6 s e-lottery interval) and LOTTERY_TICK_MS=50 keep it to seconds;
 * the other jobs are off so the draw job has the database to itself. LOTTERY_SETTLE_BATCH=50:
 * tickets settle a transaction of 50 at a time, so the kill lands with most of them still to
 * pay (at the default size the 1,000 would be done in a few transactions, before the kill).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { kyselyOverPglite } from '../../db/connect.ts'
import { loadSecretsKey } from '../../lib/secrets-key.ts'
import { computedReturns, dueDrawNo, fundedMembers, placedTickets, settledOnce } from '../../testing/lottery-tickets.ts'
import { templateDump } from '../../testing/test-db.ts'
import { insertGames, ledgerInvariants } from '../../testing/wallet-helpers.ts'

const TICKETS = 1_000
const SECOND_MS = 100
/** The ticket whose settlement triggers the kill: early, so most of the draw is still to pay. */
const KILL_AFTER = 100
const root = fileURLToPath(new URL('../../../', import.meta.url))
const dir = mkdtempSync(join(tmpdir(), 'tala-lottery-kill-'))
const children: ChildProcess[] = []
afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL')
  rmSync(dir, { recursive: true, force: true })
})

const freePort = () => new Promise<number>((resolve, reject) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const port = (s.address() as { port: number }).port
    s.close(() => resolve(port))
  }).on('error', reject)
})

/** The real server on `dir` with fast draws and only the draw job running; resolves once it answers. */
const startServer = async (port: number): Promise<ChildProcess> => {
  const { DATABASE_URL: _url, ...env } = process.env
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root, stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...env, DATA_DIR: dir, PORT: String(port), LOG_LEVEL: 'warn', SEED_DEMO: '0', TABLE_SECOND_MS: String(SECOND_MS), LOTTERY_TICK_MS: '50', LOTTERY_SETTLE_BATCH: '50', TABLE_TICK_MS: '0', SALARY_TICK_MS: '0' },
  })
  children.push(child)
  let stderr = ''
  child.stderr!.on('data', (d: Buffer) => { stderr += d.toString() })
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`)
    if (Date.now() > deadline) throw new Error(`server did not start: ${stderr}`)
    const up = await fetch(`http://127.0.0.1:${port}/wps/system/status`).then((r) => r.ok, () => false)
    if (up) return child
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** A ticket's status as the public verification call shows it (null until the server answers). */
const ticketStatus = async (port: number, ticketId: string): Promise<string | null> => {
  const env = await fetch(`http://127.0.0.1:${port}/house/api/lottery/verify?round=${ticketId}`)
    .then((r) => r.json() as Promise<{ success: boolean; value?: { ticket: { status: string } | null } }>, () => null)
  return env?.success ? (env.value?.ticket?.status ?? null) : null
}

const waitFor = async (what: string, ms: number, test: () => Promise<boolean>) => {
  const deadline = Date.now() + ms
  while (!(await test())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 10))
  }
}

const exited = (c: ChildProcess) => new Promise<void>((r) => { if (c.exitCode !== null || c.signalCode !== null) r(); else c.once('exit', () => r()) })

describe.skipIf(!!process.env.DATABASE_URL)('lottery draw job killed with SIGKILL mid-settlement', () => {
  it('settles every ticket exactly once after the restart', { timeout: 120_000 }, async () => {
    // The data directory as the server lays it out: the database under pglite/, the sealing key beside it.
    const first = await PGlite.create({ dataDir: join(dir, 'pglite'), loadDataDir: await templateDump() })
    const db = kyselyOverPglite(first)
    await insertGames(db, [{ id: 'kill-elott', name: 'E-Lottery 5D', gameType: 'ELOTT', vassalage: 'TCG_ELOTT' }])
    const members = await fundedMembers(db, 'lottokill', 50)
    // A draw already due: the server's job takes it on its first run. Its seed is sealed under the key the server will read from DATA_DIR.
    const drawNo = dueDrawNo('ELOTT5', SECOND_MS, Date.now())
    const { drawId } = await placedTickets(db, loadSecretsKey(null, dir), { game: 'ELOTT5', drawNo, secondMs: SECOND_MS, gameId: 'kill-elott', vendor: 'TCG_ELOTT', members, count: TICKETS, idPrefix: 'kt' })
    await db.destroy()

    const port = await freePort()
    const server = await startServer(port)
    await waitFor(`ticket kt${KILL_AFTER} settled`, 60_000, async () => (await ticketStatus(port, `kt${KILL_AFTER}`)) === 'settled')
    server.kill('SIGKILL')
    await exited(server)
    expect(server.signalCode).toBe('SIGKILL')

    // Between the two lives: the draw is drawn and partly paid.
    const between = await PGlite.create({ dataDir: join(dir, 'pglite') })
    const mid = kyselyOverPglite(between)
    const byStatus = Object.fromEntries((await sql<{ status: string; n: number }>`
      SELECT status, count(*)::int AS n FROM lottery_tickets WHERE draw_id = ${drawId} GROUP BY status`.execute(mid)).rows.map((r) => [r.status, r.n]))
    expect((await mid.selectFrom('lottery_draws').select('status').where('draw_id', '=', drawId).executeTakeFirstOrThrow()).status).toBe('drawn')
    expect(byStatus.settled).toBeGreaterThan(KILL_AFTER)
    expect(byStatus.settled).toBeLessThan(TICKETS)
    await mid.destroy()

    const again = await startServer(port)
    await waitFor(`the last ticket settled`, 60_000, async () => (await ticketStatus(port, `kt${TICKETS - 1}`)) === 'settled')
    again.kill('SIGTERM')
    await exited(again)

    const after = kyselyOverPglite(await PGlite.create({ dataDir: join(dir, 'pglite') }))
    try {
      const once = await settledOnce(after, drawId)
      expect(once).toMatchObject({ tickets: TICKETS, unsettled: 0, paid_once: TICKETS, credited_twice: 0, wrong_credit: 0, wrong_win: 0 })
      // The returns recomputed from the revealed result are what the wallet credited.
      const computed = await computedReturns(after, drawId, 'ELOTT5', false)
      expect(once.credits).toBe(computed)
      expect(once.wins).toBe(computed)
      // Each ticket's wallet round: one debit, settled once with its win, nothing rolled back.
      const rounds = await sql<{ settled: number; debits: number; rollbacks: number; win: string }>`
        SELECT (SELECT count(*)::int FROM bets WHERE vendor = 'TCG_ELOTT' AND round_id LIKE 'kt%' AND status = 'settled') AS settled,
               (SELECT count(*)::int FROM seamless_transactions WHERE tx_id LIKE 'kt%-bet' AND kind = 'debit' AND status = 'ok') AS debits,
               (SELECT count(*)::int FROM seamless_transactions WHERE tx_id LIKE 'kt%' AND kind = 'rollback') AS rollbacks,
               (SELECT coalesce(sum(win), 0) FROM bets WHERE vendor = 'TCG_ELOTT' AND round_id LIKE 'kt%') AS win`.execute(after)
      expect(rounds.rows[0]).toMatchObject({ settled: TICKETS, debits: TICKETS, rollbacks: 0 })
      expect(Number(rounds.rows[0]!.win)).toBe(computed)
      expect(await ledgerInvariants(after)).toMatchObject({ sum: 0, unbalancedTx: 0, drift: 0, negative: 0, orphans: 0 })
    } finally {
      await after.destroy()
    }
  })
})
