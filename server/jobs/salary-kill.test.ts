/**
 * kill -9 in the middle of a settlement: a child process settles a period on a database on
 * disk and SIGKILLs itself after its first payment batch commits. The database, opened again,
 * holds exactly that batch; the next run pays the rest; nothing is paid twice or lost.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { kyselyOverPglite } from '../db/connect.ts'
import { settlePeriod } from '../modules/contracts/index.ts'
import { houseContract, insertBets, memberUnder, tiers } from '../testing/contract-helpers.ts'
import { templateDump } from '../testing/test-db.ts'
import { ledgerInvariants } from '../testing/wallet-helpers.ts'

const HOUR = 60 * 60 * 1000
const W = Date.UTC(2021, 5, 1, 10)
const dir = mkdtempSync(join(tmpdir(), 'tala-salary-kill-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const open = async () => {
  const pglite = await PGlite.create({ dataDir: dir })
  return { pglite, db: kyselyOverPglite(pglite) }
}

describe.skipIf(!!process.env.DATABASE_URL)('salary job killed with SIGKILL mid-run', () => {
  it('pays the rest on the next run, nothing twice', { timeout: 120_000 }, async () => {
    const first = await PGlite.create({ dataDir: dir, loadDataDir: await templateDump() })
    const db = kyselyOverPglite(first)
    const a = await memberUnder(db, 'killa', null)
    const agents = [a.id]
    for (let i = 0; i < 3; i++) agents.push((await memberUnder(db, `killb${i}`, a.id)).id)
    await houseContract(db, a.id, 'hourly_salary', 'hourly', tiers([0, 0, 100]), new Date(W - HOUR))
    for (const [i, b] of agents.slice(1).entries()) {
      await sql`INSERT INTO contracts (kind, upline_id, downline_id, period, tiers, status, starts_at, offered_at, decided_at)
        VALUES ('hourly_salary', ${a.id}, ${b}, 'hourly', ${JSON.stringify(tiers([0, 0, 50]))}::jsonb, 'active', ${new Date(W - HOUR)}, ${new Date(W - HOUR)}, ${new Date(W - HOUR)})`.execute(db)
      // A member of each sub-agent's team bets (an agent earns nothing on its own bets).
      await insertBets(db, (await memberUnder(db, `killm${i}`, b, 0)).id, 4, 10_000, 0, new Date(W + 60_000))
    }
    await db.destroy()

    const child = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./testing/settle-then-die.ts', import.meta.url)), dir, String(W)], { encoding: 'utf8' })
    expect(child.signal, child.stderr).toBe('SIGKILL')

    const again = await open()
    try {
      const paidBefore = await again.db.selectFrom('salary_payments').select('contract_id').where('period_start', '=', new Date(W)).execute()
      expect(paidBefore).toHaveLength(1)
      const r = await settlePeriod(again.db, { kind: 'hourly_salary', period: 'hourly' }, { start: new Date(W), end: new Date(W + HOUR) }, { payBatch: 1 })
      expect(r).toMatchObject({ contracts: 4, payments: 3 })
      const rows = await again.db.selectFrom('salary_payments').select(['contract_id', 'amount']).where('period_start', '=', new Date(W)).execute()
      expect(rows).toHaveLength(4)
      // Each B: 40,000 at 0.5% = 200; A: 120,000 at 1% = 1,200 less 600 = 600.
      expect(rows.map((x) => Number(x.amount)).sort((x, y) => x - y)).toEqual([200, 200, 200, 600])
      const posted = await sql<{ n: string }>`SELECT count(*) AS n FROM ledger_transactions WHERE kind = 'salary'`.execute(again.db)
      expect(Number(posted.rows[0]!.n)).toBe(4)
      expect(await ledgerInvariants(again.db)).toMatchObject({ unbalancedTx: 0, drift: 0, negative: 0 })
    } finally {
      await again.db.destroy()
    }
  })
})
