/** Helpers for wallet and play tests: game rows, signed seamless calls, ledger invariants. */
import type { FastifyInstance } from 'fastify'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { ensureVendorSecret, sign } from '../modules/wallet/index.ts'
import { envelope } from './test-app.ts'
import { houseEngineOf } from '../providers/house/index.ts'

export interface TestGame { id: string; vassalage?: string; gameType?: string; name?: string; rtpBp?: number; volatility?: 'low' | 'medium' | 'high'; maintenance?: boolean }

/** Inserts games under seeded vendors (TCG_SEA is an RNG vendor of the seed). */
export const insertGames = async (db: Kysely<Database>, games: ReadonlyArray<TestGame>): Promise<void> => {
  await db.insertInto('games').values(games.map((g, i) => ({
    id: g.id, vassalage: g.vassalage ?? 'TCG_SEA', game_type: g.gameType ?? 'RNG', house_game: houseEngineOf(g.gameType ?? 'RNG', g.name ?? '', g.vassalage ?? 'TCG_SEA'), name: g.name ?? `Game ${g.id}`, rtp_bp: g.rtpBp ?? 9650,
    volatility: g.volatility ?? 'medium', is_hot: 0, maintenance: g.maintenance ?? false, sort: i,
  }))).execute()
}

export const memberId = async (db: Kysely<Database>, account: string): Promise<number> =>
  (await db.selectFrom('members').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id

/** A signed seamless call as a vendor would send it. */
export const seamless = async (app: FastifyInstance, vendor: string, op: 'balance' | 'debit' | 'credit' | 'rollback', body: Record<string, unknown>, secretOverride?: string) => {
  const secret = secretOverride ?? (await ensureVendorSecret(app.tala.db, app.tala.secretsKey, vendor))
  const raw = JSON.stringify(body)
  return app.inject({ method: 'POST', url: `/seamless/v1/${op}`, payload: raw, headers: { 'content-type': 'application/json', 'x-vendor': vendor, 'x-signature': sign(secret, raw) } })
}

export const seamlessValue = async (...args: Parameters<typeof seamless>) => {
  const env = envelope<{ ok: boolean; code: string | null; balance: number; replayed: boolean }>(await seamless(...args))
  if (!env.success) throw new Error(`seamless failed: ${env.code}`)
  return env.value
}

/** The ledger's own check: entries sum to zero overall and per transaction, balances equal their entries, none negative, nothing points at a missing row. */
export const ledgerInvariants = async (db: Kysely<Database>) => {
  const total = await sql<{ s: string | null }>`SELECT COALESCE(sum(amount), 0) AS s FROM ledger_entries`.execute(db)
  const unbalancedTx = await sql<{ n: string }>`SELECT count(*) AS n FROM (SELECT tx_id FROM ledger_entries GROUP BY tx_id HAVING sum(amount) <> 0 OR count(*) <> 2) t`.execute(db)
  const drift = await sql<{ n: string }>`
    SELECT count(*) AS n FROM wallet_accounts a
    WHERE a.balance <> COALESCE((SELECT sum(amount) FROM ledger_entries e WHERE e.account_id = a.id), 0)`.execute(db)
  const negative = await sql<{ n: string }>`SELECT count(*) AS n FROM wallet_accounts WHERE balance < 0 AND NOT allow_negative`.execute(db)
  // The references that hold by construction (migrations 0013, 0014): every entry's
  // transaction and account exist, every bet's wallet exists and belongs to the bet's member,
  // every journal row names a member.
  const orphans = await sql<{ n: string }>`
    SELECT (SELECT count(*) FROM ledger_entries e WHERE NOT EXISTS (SELECT 1 FROM ledger_transactions t WHERE t.id = e.tx_id)
                                                   OR NOT EXISTS (SELECT 1 FROM wallet_accounts a WHERE a.id = e.account_id))
         + (SELECT count(*) FROM bets b WHERE NOT EXISTS (SELECT 1 FROM wallet_accounts a WHERE a.id = b.wallet_id AND a.member_id = b.member_id))
         + (SELECT count(*) FROM seamless_transactions s WHERE NOT EXISTS (SELECT 1 FROM members m WHERE m.id = s.member_id)) AS n`.execute(db)
  return {
    sum: Number(total.rows[0]!.s), unbalancedTx: Number(unbalancedTx.rows[0]!.n), drift: Number(drift.rows[0]!.n), negative: Number(negative.rows[0]!.n),
    orphans: Number(orphans.rows[0]!.n),
  }
}
