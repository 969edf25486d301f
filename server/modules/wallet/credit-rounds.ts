/**
 * Many seamless credits at once: what seamless_credit (server/db/functions/seamless_credit.sql)
 * leaves for each of `rounds`, applied in the order given, written set-based in a few
 * statements whatever their number: the bet settled (win added, settled_at now()), the call
 * journalled `ok` answering the wallet's balance after it, and for a win its ledger posting
 * (transaction `seamless:<vendor>:<tx>` of kind `win`, the house shard's entry then the
 * wallet's, each with the balance after), both balances moved and the member's protection
 * counters' wins raised.
 *
 * Why: a credit through seamless_credit costs a few dozen statement starts inside the function
 * and a call of its own; a lottery draw settles 100,000 of them (lottery-settle-batch.ts).
 * Here the running balances are worked out in memory from the locked rows, then each table is
 * written once for all rounds.
 *
 * Only the plain case is done so: the round's bet open and the member's, no journal row for the
 * call yet, and the amount within the round's win limit. Every other round is left untouched
 * (its caller sends it through the wallet's own credit, which answers it as usual). Locks: the
 * bets in the order given, then the member wallets in id order, then the house shards in id
 * order, as every posting locks the member's wallet before the house's. Call inside a transaction.
 * lottery-settle-batch.property.test.ts (in the lottery, its user) checks it against seamless_credit.
 */
import { sql, type Transaction } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { lockedBetOfRound } from './locked-bet.ts'

export interface RoundCredit { readonly vendor: string; readonly txId: string; readonly playerId: number; readonly roundId: string; readonly amount: number }

interface PlainRound { n: number; bet_id: string; wallet_id: string; house_id: string; game_id: string }

/** The plain rounds of `rounds` (see above), in bet id order; each round's bet locked in the order given. */
const lockPlainRounds = async (trx: Transaction<Database>, rounds: ReadonlyArray<RoundCredit>) => (await sql<PlainRound>`
  SELECT v.n::int AS n, b.id AS bet_id, b.wallet_id, h.id AS house_id, b.game_id
    FROM unnest(${rounds.map((r) => r.vendor)}::text[], ${rounds.map((r) => r.txId)}::text[], ${rounds.map((r) => r.playerId)}::int[],
                ${rounds.map((r) => r.roundId)}::text[], ${rounds.map((r) => r.amount)}::bigint[]) WITH ORDINALITY AS v(vendor, tx_id, member_id, round_id, amount, n)
    ${lockedBetOfRound}
    JOIN wallet_accounts h ON h.member_id IS NULL AND h.kind = 'house' AND h.vendor = 'H' || (v.member_id % 64)
   WHERE b.member_id = v.member_id AND b.status = 'open' AND v.amount >= 0
     AND NOT EXISTS (SELECT 1 FROM seamless_transactions s WHERE s.vendor = v.vendor AND s.tx_id = v.tx_id)
     AND v.amount <= b.stake * COALESCE((SELECT max_win_multiple FROM games WHERE id = b.game_id),
       (SELECT (value #>> '{}')::bigint FROM settings WHERE key = 'maxWinMultiple'), 10000)
   ORDER BY b.id`.execute(trx)).rows

/** Locks the accounts (member wallets first, then house shards, each in id order) and reads their balances. */
const lockAccounts = async (trx: Transaction<Database>, wallets: ReadonlyArray<string>, houses: ReadonlyArray<string>) => {
  const rows = (await sql<{ id: string; balance: string | number }>`
    SELECT id, balance FROM wallet_accounts WHERE id = ANY(${[...wallets, ...houses]}::bigint[])
     ORDER BY kind = 'house', id FOR UPDATE`.execute(trx)).rows
  return new Map(rows.map((r) => [String(r.id), BigInt(r.balance)]))
}

/**
 * Credits the plain rounds of `rounds` (distinct rounds; see above) in the order given; returns the indexes
 * (into `rounds`) of those it credited. The others are untouched.
 */
export const creditRounds = async (trx: Transaction<Database>, rounds: ReadonlyArray<RoundCredit>): Promise<number[]> => {
  if (rounds.length === 0) return []
  const plain = (await lockPlainRounds(trx, rounds)).map((p) => ({ ...p, i: p.n - 1, wallet_id: String(p.wallet_id), house_id: String(p.house_id) }))
    .sort((a, b) => a.i - b.i)
  if (plain.length === 0) return []
  const balances = await lockAccounts(trx, [...new Set(plain.map((p) => p.wallet_id))], [...new Set(plain.map((p) => p.house_id))])
  // Each credit in order, as seamless_credit would run them one after another: the wallet's and the house's balance after it.
  const after = plain.map((p) => {
    const amount = BigInt(rounds[p.i]!.amount)
    const wallet = balances.get(p.wallet_id)! + amount
    const house = balances.get(p.house_id)! - amount
    balances.set(p.wallet_id, wallet)
    if (amount > 0n) balances.set(p.house_id, house)
    return { wallet: String(wallet), house: String(house) }
  })
  const col = <T>(f: (p: (typeof plain)[number], r: RoundCredit, i: number) => T) => plain.map((p, i) => f(p, rounds[p.i]!, i))
  await sql`
    WITH v AS (
      SELECT * FROM unnest(${col((_, __, i) => i)}::int[], ${col((_, r) => r.vendor)}::text[], ${col((_, r) => r.txId)}::text[],
        ${col((_, r) => r.playerId)}::int[], ${col((_, r) => r.roundId)}::text[], ${col((_, r) => r.amount)}::bigint[],
        ${col((p) => p.bet_id)}::bigint[], ${col((p) => p.wallet_id)}::bigint[], ${col((p) => p.house_id)}::bigint[], ${col((p) => p.game_id)}::text[],
        ${col((_, __, i) => after[i]!.wallet)}::bigint[], ${col((_, __, i) => after[i]!.house)}::bigint[])
        AS v(n, vendor, tx_id, member_id, round_id, amount, bet_id, wallet_id, house_id, game_id, wallet_after, house_after)),
    settled AS (
      UPDATE bets b SET win = b.win + v.amount, status = 'settled', settled_at = now() FROM v WHERE b.id = v.bet_id RETURNING b.id),
    journal AS (
      INSERT INTO seamless_transactions (vendor, tx_id, kind, member_id, round_id, amount, status, response)
      SELECT v.vendor, v.tx_id, 'credit', v.member_id, v.round_id, v.amount, 'ok', seamless_answer(true, NULL, v.wallet_after) FROM v ORDER BY v.n
      RETURNING 1),
    posted AS (
      INSERT INTO ledger_transactions (idempotency_key, kind, meta)
      SELECT 'seamless:' || v.vendor || ':' || v.tx_id, 'win', jsonb_build_object('vendor', v.vendor, 'round', v.round_id, 'game', v.game_id)
        FROM v WHERE v.amount > 0 ORDER BY v.n
      RETURNING id, idempotency_key),
    entries AS (
      INSERT INTO ledger_entries (tx_id, account_id, amount, balance_after)
      SELECT p.id, e.account_id, e.amount, e.balance_after
        FROM posted p JOIN v ON p.idempotency_key = 'seamless:' || v.vendor || ':' || v.tx_id
        CROSS JOIN LATERAL (VALUES (0, v.house_id, -v.amount, v.house_after), (1, v.wallet_id, v.amount, v.wallet_after)) AS e(k, account_id, amount, balance_after)
       ORDER BY p.id, e.k
      RETURNING 1),
    moved AS (
      UPDATE wallet_accounts w SET balance = w.balance + d.delta
        FROM (SELECT account_id, sum(delta) AS delta FROM (SELECT v.wallet_id, v.amount FROM v UNION ALL SELECT v.house_id, -v.amount FROM v) AS m(account_id, delta)
               GROUP BY account_id HAVING sum(delta) <> 0) AS d
       WHERE w.id = d.account_id
      RETURNING 1),
    counted AS (
      UPDATE protection_counters c SET wins = c.wins + x.wins
        FROM (SELECT c2.member_id, c2.period, sum(v.amount) AS wins FROM v JOIN bets b ON b.id = v.bet_id
               JOIN protection_counters c2 ON c2.member_id = v.member_id AND c2.starts_at <= b.created_at
               WHERE v.amount > 0 GROUP BY c2.member_id, c2.period) AS x
       WHERE c.member_id = x.member_id AND c.period = x.period
      RETURNING 1)
    SELECT (SELECT count(*) FROM settled) AS settled`.execute(trx)
  return plain.map((p) => p.i)
}
