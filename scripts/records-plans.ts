/**
 * The member-centre records on a big database: how the betting record, account record and
 * personal P&L queries are planned and how long they take.
 *
 * Usage: node --import tsx scripts/records-plans.ts [pglite|postgres]  (postgres reads DATABASE_URL)
 *
 * Builds a fresh database (migrations, functions, seed), then BETS bets (default 100,000):
 * half for one member spread over 90 days, the rest over 50 other members, each with its bet
 * and win ledger entries. Then runs each records query through the module code (median of 5
 * after a warm-up) and prints its EXPLAIN ANALYZE.
 */
import { PGlite } from '@electric-sql/pglite'
import { CompiledQuery, Kysely, PostgresDialect, sql, type LogEvent } from 'kysely'
import { PGliteDialect } from 'kysely-pglite-dialect'
import pg from 'pg'
import { prepareDatabase } from '../server/db/prepare.ts'
import type { Database } from '../server/db/schema.ts'
import { accountRecord, bettingRecord, dayRange, personalProfit } from '../server/modules/records/index.ts'

const BETS = Number(process.env.BETS ?? 100_000)
const mode = process.argv[2] === 'postgres' ? 'postgres' : 'pglite'

/** The statements the records code sends while `capture` is on, to EXPLAIN them after. */
let capture: CompiledQuery[] | null = null
const log = (e: LogEvent) => { if (capture && e.level === 'query') capture.push(e.query) }

const open = async (): Promise<Kysely<Database>> => {
  if (mode === 'pglite') return new Kysely<Database>({ dialect: new PGliteDialect(await PGlite.create()), log })
  const url = process.env.DATABASE_URL
  if (!url) throw new Error('postgres needs DATABASE_URL')
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url }) }), log })
}

const fill = async (db: Kysely<Database>): Promise<number> => {
  await sql`INSERT INTO members (account, password_hash) SELECT 'bench' || i, 'x' FROM generate_series(0, 50) i`.execute(db)
  const member = (await db.selectFrom('members').select('id').where('account', '=', 'bench0').executeTakeFirstOrThrow()).id
  await sql`INSERT INTO games (id, vassalage, game_type, name, rtp_bp, volatility, is_hot, sort) VALUES ('bench-slot', 'TCG_SEA', 'RNG', 'Bench', 9650, 'medium', 0, 0)`.execute(db)
  // Bets: half for bench0, over the 90 days before now; a ledger transaction pair (bet, win) each.
  await sql`
    WITH b AS (
      SELECT i, CASE WHEN i % 2 = 0 THEN ${member}::int ELSE (SELECT id FROM members WHERE account = 'bench' || (1 + i % 50)) END AS member_id,
        now() - (i::float / ${BETS} * interval '90 days') AS at
      FROM generate_series(1, ${BETS}) i)
    INSERT INTO bets (vendor, round_id, member_id, game_id, wallet_id, stake, win, status, created_at, settled_at)
    SELECT 'TCG_SEA', 'r' || i, member_id, 'bench-slot', (SELECT id FROM wallet_accounts w WHERE w.member_id = b.member_id AND kind = 'main'),
      100, (i % 3) * 100, 'settled', at, at FROM b`.execute(db)
  await sql`
    WITH t AS (
      INSERT INTO ledger_transactions (idempotency_key, kind, meta, created_at)
      SELECT 'bench:' || b.round_id || ':' || k, k, jsonb_build_object('round', b.round_id), b.created_at
      FROM bets b CROSS JOIN (VALUES ('bet'), ('win')) AS v(k)
      RETURNING id, kind, meta->>'round' AS round, created_at)
    INSERT INTO ledger_entries (tx_id, account_id, amount, balance_after, created_at)
    SELECT t.id, b.wallet_id, CASE WHEN t.kind = 'bet' THEN -100 ELSE 100 END, 0, t.created_at
    FROM t JOIN bets b ON b.round_id = t.round`.execute(db)
  await sql`ANALYZE`.execute(db)
  return member
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

const main = async () => {
  const db = await open()
  await prepareDatabase(db, { demo: true })
  const started = Date.now()
  const member = await fill(db)
  console.log(`${mode}: ${BETS} bets filled in ${Date.now() - started} ms`)
  const today = new Date().toISOString().slice(0, 10)
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10)
  const range = dayRange(monthAgo, today)
  const queries: Record<string, () => Promise<unknown>> = {
    bettingRecord: () => bettingRecord(db, { memberId: member, range, page: 1, pageSize: 20 }),
    bettingRecordLastPage: () => bettingRecord(db, { memberId: member, range, page: 800, pageSize: 20 }),
    accountRecord: () => accountRecord(db, { memberId: member, range, page: 1, pageSize: 20 }),
    accountRecordWins: () => accountRecord(db, { memberId: member, range, kinds: ['win'], page: 1, pageSize: 20 }),
    personalProfit: () => personalProfit(db, member, range),
  }
  for (const [name, run] of Object.entries(queries)) {
    capture = []
    await run()
    const statements = capture
    capture = null
    const times: number[] = []
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now()
      await run()
      times.push(performance.now() - t0)
    }
    console.log(`\n== ${name}: median ${median(times).toFixed(1)} ms (30 days)`)
    if (process.env.PLANS !== '0') {
      for (const q of statements) {
        const plan = await db.executeQuery<Record<string, string>>(CompiledQuery.raw(`EXPLAIN (ANALYZE, COSTS OFF) ${q.sql}`, [...q.parameters]))
        console.log(plan.rows.map((r) => Object.values(r)[0]).join('\n'))
      }
    }
  }
  await db.destroy()
}

await main()
