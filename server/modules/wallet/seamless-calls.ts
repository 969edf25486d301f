/**
 * Runs the seamless-wallet SQL functions (migrations 0007, 0009, 0011, 0012), grouping the calls
 * that arrive together into one statement.
 *
 * Why grouping: every statement carries a fixed cost on top of its work: the round trip, the
 * executor start, the commit and its WAL flush, and on a small machine the context switches
 * between server and database. Measured with pgbench on PostgreSQL 15 (2 cores), a debit
 * alone cost about 1.1 ms of CPU; eight debits in one statement cost about 0.5 ms each.
 * Calls that arrive while a statement is running wait anyway; when it finishes, all of them
 * go in the next statement, `SELECT a FROM seamless_group(...)` (migration 0012), which runs
 * them in arrival order in one transaction. A call that arrives while nothing is running
 * goes at once, alone, so grouping never adds waiting.
 *
 * Lanes: calls are split by member (player id modulo the number of lanes), and each lane
 * runs one statement at a time. Embedded PGlite has one lane (it runs one statement at a
 * time anyway); PostgreSQL has two, so both of its cores work. Two lanes never lock the
 * same rows: a member's calls stay in one lane, and the house account a member's money
 * moves against (member modulo 64, migration 0010) belongs to that member's lane as well,
 * since the lane count divides 64. Inside a lane, groups run one after another, so groups of
 * one server never wait on each other.
 *
 * If a grouped statement fails (one call raised, or PostgreSQL broke a deadlock with another
 * server process), it changed nothing; each call is then run alone, so one bad call never
 * fails the others and each still takes effect once.
 *
 * Work of its own in a lane (`inLanes`, e.g. many credits written set-based, credit-rounds.ts)
 * runs alone in its turn, between two groups: it may lock any rows of the lane's members and
 * house shards without meeting a group of this server that locks them in another order.
 */
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
// The house account count: a lane count must divide it to keep lanes apart.
import { HOUSE_SHARDS } from '../../db/house-shards.ts'

export type SeamlessCall =
  | { readonly kind: 'debit'; readonly vendor: string; readonly txId: string; readonly playerId: number; readonly roundId: string; readonly gameId: string; readonly amount: number; readonly single: boolean }
  | { readonly kind: 'credit'; readonly vendor: string; readonly txId: string; readonly playerId: number; readonly roundId: string; readonly amount: number }
  | { readonly kind: 'rollback'; readonly vendor: string; readonly txId: string; readonly playerId: number; readonly refTxId: string }

/** The jsonb answer of a seamless function, as the driver gave it. */
export type RawAnswer = unknown

/** A player id that is no member: the seamless functions raise foreign_key_violation (23503, server/db/functions/seamless_*.sql). */
const isUnknownPlayer = (e: unknown): boolean => (e as { code?: unknown } | null)?.code === '23503'
const PLAYER_NOT_FOUND = { ok: false, code: 'PLAYER_NOT_FOUND', balance: 0 }

/** seamless_debit undid itself: its transaction id was taken meanwhile (migration 0009). */
const mustRetry = (e: unknown): boolean => e instanceof Error && e.message.includes('SEAMLESS_RETRY')

/**
 * One call, one statement. An unknown player changes nothing and gets PLAYER_NOT_FOUND; a
 * debit that lost a race for its transaction id runs again and answers from the journal.
 */
export const runOne = async (db: Kysely<Database>, c: SeamlessCall, retries = 2): Promise<RawAnswer> => {
  try {
    return await runStatement(db, c)
  } catch (e) {
    if (isUnknownPlayer(e)) return PLAYER_NOT_FOUND
    if (mustRetry(e) && retries > 0) return runOne(db, c, retries - 1)
    throw e
  }
}

/** Raw SQL: each call is one of the seamless money functions. */
const runStatement = async (db: Kysely<Database>, c: SeamlessCall): Promise<RawAnswer> => {
  switch (c.kind) {
    case 'debit':
      return (await sql<{ a: unknown }>`SELECT seamless_debit(${c.vendor}, ${c.txId}, ${c.playerId}, ${c.roundId}, ${c.gameId},
        ${c.amount}::bigint, ${c.single}) AS a`.execute(db)).rows[0]!.a
    case 'credit':
      return (await sql<{ a: unknown }>`SELECT seamless_credit(${c.vendor}, ${c.txId}, ${c.playerId}, ${c.roundId}, ${c.amount}::bigint) AS a`.execute(db)).rows[0]!.a
    case 'rollback':
      return (await sql<{ a: unknown }>`SELECT seamless_rollback(${c.vendor}, ${c.txId}, ${c.playerId}, ${c.refTxId}) AS a`.execute(db)).rows[0]!.a
  }
}

/** Several calls, one statement, in the order given (the function of migration 0012). */
export const runGroup = async (db: Kysely<Database>, calls: ReadonlyArray<SeamlessCall>): Promise<RawAnswer[]> => {
  const col = <T>(f: (c: SeamlessCall) => T | null) => calls.map(f)
  const r = await sql<{ a: unknown }>`
    SELECT a FROM seamless_group(${col((c) => c.kind)}::text[], ${col((c) => c.vendor)}::text[], ${col((c) => c.txId)}::text[],
      ${col((c) => c.playerId)}::integer[], ${col((c) => ('roundId' in c ? c.roundId : null))}::text[],
      ${col((c) => (c.kind === 'debit' ? c.gameId : null))}::text[], ${col((c) => ('amount' in c ? c.amount : null))}::bigint[],
      ${col((c) => (c.kind === 'debit' ? c.single : null))}::boolean[], ${col((c) => (c.kind === 'rollback' ? c.refTxId : null))}::text[]) AS a`.execute(db)
  return r.rows.map((row) => row.a)
}

interface Waiting {
  readonly call: SeamlessCall
  resolve(a: RawAnswer): void
  reject(e: unknown): void
}

/** Work run alone in a lane's turn. */
interface Job {
  readonly job: () => Promise<unknown>
  resolve(a: unknown): void
  reject(e: unknown): void
}

/** One lane: calls queue, and each statement takes all that are waiting (up to maxGroup, up to the next job). */
const lane = (db: Kysely<Database>, maxGroup: number) => {
  const queue: Array<Waiting | Job> = []
  let running = false

  const settleAlone = async (batch: Waiting[]) => {
    for (const w of batch) await runOne(db, w.call).then(w.resolve, w.reject)
  }
  const drain = async () => {
    running = true
    while (queue.length > 0) {
      const head = queue[0]!
      if ('job' in head) {
        queue.shift()
        await head.job().then(head.resolve, head.reject)
        continue
      }
      let calls = 1
      while (calls < Math.min(queue.length, maxGroup) && !('job' in queue[calls]!)) calls++
      const batch = queue.splice(0, calls) as Waiting[]
      if (batch.length === 1) {
        await settleAlone(batch)
        continue
      }
      let answers: RawAnswer[] | null = null
      try {
        answers = await runGroup(db, batch.map((w) => w.call))
      } catch {
        answers = null // the group changed nothing: run each alone below
      }
      if (answers && answers.length === batch.length) batch.forEach((w, i) => w.resolve(answers[i]))
      else await settleAlone(batch)
    }
    running = false
  }
  const enqueue = (w: Waiting | Job) => {
    queue.push(w)
    if (!running) void drain()
  }
  return {
    call: (call: SeamlessCall): Promise<RawAnswer> => new Promise<RawAnswer>((resolve, reject) => enqueue({ call, resolve, reject })),
    job: <T>(job: () => Promise<T>): Promise<T> => new Promise<T>((resolve, reject) => enqueue({ job, resolve: resolve as (a: unknown) => void, reject })),
  }
}

/**
 * The runner the routes use: `lanes` is 1 for a one-statement-at-a-time database (PGlite)
 * and 2 for PostgreSQL; `maxGroup` bounds a statement's size (and so the wait of the calls
 * behind it).
 */
export const seamlessRunner = (db: Kysely<Database>, opts: { lanes: number; maxGroup?: number }) => {
  if (!Number.isInteger(opts.lanes) || opts.lanes < 1 || HOUSE_SHARDS % opts.lanes !== 0) {
    throw new Error(`seamless lanes must divide ${HOUSE_SHARDS}, got ${opts.lanes}`)
  }
  const lanes = Array.from({ length: opts.lanes }, () => lane(db, opts.maxGroup ?? 64))
  const laneOf = (playerId: number) => Math.abs(playerId) % lanes.length
  return Object.assign((call: SeamlessCall): Promise<RawAnswer> => lanes[laneOf(call.playerId)]!.call(call), {
    /** Runs `work` once for each lane holding any of `playerIds`, alone in that lane's turn, with those of its members. */
    inLanes: <T>(playerIds: ReadonlyArray<number>, work: (playerIds: number[]) => Promise<T>): Promise<T[]> => {
      const byLane = new Map<number, number[]>()
      for (const id of playerIds) {
        const ids = byLane.get(laneOf(id))
        if (ids) ids.push(id)
        else byLane.set(laneOf(id), [id])
      }
      return Promise.all([...byLane].map(([i, ids]) => lanes[i]!.job(() => work(ids))))
    },
  })
}
