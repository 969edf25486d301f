/**
 * 0007: the wallet. A double-entry ledger (accounts, transactions, entries), the
 * seamless-wallet journal that makes every vendor call idempotent, bet records, and the
 * house game provider's own tables (game sessions, provably-fair seeds, slot rounds,
 * vendor secrets).
 *
 * Money moves only through the SQL function `ledger_post`: one transaction row keyed by an
 * idempotency key and two entries (-amount, +amount). A CHECK keeps member balances at or
 * above zero. The seamless debit, credit and rollback are SQL functions too, so one vendor
 * call is one round trip and one transaction, which is what the bets-per-second budget needs.
 * Those functions, and the triggers that open every member's wallet and mirror a trial
 * account's balance, live in server/db/functions/ (one file each, applied after the
 * migrations); this migration first wrote them here, and later migrations restated them.
 */
import { randomBytes } from 'node:crypto'
import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

/** House accounts are sharded so concurrent bets of different members rarely share a row lock (0010 raised it to 64). */
const HOUSE_SHARDS = 8

export async function up(db: AnyDb): Promise<void> {
  await sql`
    CREATE TABLE wallet_accounts (
      id bigserial PRIMARY KEY,
      member_id integer REFERENCES members(id),
      -- main / vendor: a member's wallets; house, cashier, trial: the site's own accounts
      kind text NOT NULL CHECK (kind IN ('main', 'vendor', 'house', 'cashier', 'trial')),
      vendor text NOT NULL DEFAULT '',
      balance bigint NOT NULL DEFAULT 0,
      allow_negative boolean NOT NULL DEFAULT false,
      -- trial accounts: members.trial_balance follows this wallet
      mirror_trial boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT wallet_accounts_not_negative CHECK (allow_negative OR balance >= 0),
      CONSTRAINT wallet_accounts_owner CHECK ((member_id IS NULL) = (kind IN ('house', 'cashier', 'trial')))
    )`.execute(db)
  await sql`CREATE UNIQUE INDEX wallet_accounts_member_unique ON wallet_accounts (member_id, kind, vendor) WHERE member_id IS NOT NULL`.execute(db)
  await sql`CREATE UNIQUE INDEX wallet_accounts_system_unique ON wallet_accounts (kind, vendor) WHERE member_id IS NULL`.execute(db)

  await sql`
    CREATE TABLE ledger_transactions (
      id bigserial PRIMARY KEY,
      idempotency_key text NOT NULL UNIQUE,
      kind text NOT NULL CHECK (kind IN ('opening', 'trial', 'bet', 'win', 'rollback', 'transfer', 'adjustment')),
      meta jsonb NOT NULL DEFAULT '{}'::jsonb,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
  await sql`
    CREATE TABLE ledger_entries (
      id bigserial PRIMARY KEY,
      tx_id bigint NOT NULL REFERENCES ledger_transactions(id),
      account_id bigint NOT NULL REFERENCES wallet_accounts(id),
      amount bigint NOT NULL CHECK (amount <> 0),
      balance_after bigint NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
  await sql`CREATE INDEX ledger_entries_account_idx ON ledger_entries (account_id, id)`.execute(db)
  await sql`CREATE INDEX ledger_entries_tx_idx ON ledger_entries (tx_id)`.execute(db)

  // The seamless-wallet journal: one row per vendor transaction id, holding the answer given,
  // so a replay gets the original answer. A rollback that arrives before its bet leaves a
  // 'cancelled' row under the bet's id: the bet, when it comes, is refused and moves nothing.
  await sql`
    CREATE TABLE seamless_transactions (
      vendor text NOT NULL,
      tx_id text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('debit', 'credit', 'rollback')),
      member_id integer REFERENCES members(id),
      round_id text,
      amount bigint NOT NULL DEFAULT 0,
      status text NOT NULL CHECK (status IN ('pending', 'ok', 'refused', 'cancelled', 'rolled_back')),
      ref_tx_id text,
      response jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (vendor, tx_id)
    )`.execute(db)

  // Bet records: one per round (game, vendor, stake, win, time, round id) for the member centre.
  await sql`
    CREATE TABLE bets (
      id bigserial PRIMARY KEY,
      vendor text NOT NULL,
      round_id text NOT NULL,
      member_id integer NOT NULL REFERENCES members(id),
      game_id text NOT NULL,
      wallet_id bigint NOT NULL REFERENCES wallet_accounts(id),
      stake bigint NOT NULL CHECK (stake >= 0),
      win bigint NOT NULL DEFAULT 0 CHECK (win >= 0),
      status text NOT NULL CHECK (status IN ('open', 'settled', 'rolled_back')),
      created_at timestamptz NOT NULL DEFAULT now(),
      settled_at timestamptz,
      UNIQUE (vendor, round_id)
    )`.execute(db)
  await sql`CREATE INDEX bets_member_idx ON bets (member_id, created_at)`.execute(db)
  await sql`CREATE INDEX bets_win_idx ON bets (win DESC, settled_at DESC) WHERE status = 'settled' AND win > 0`.execute(db)

  await sql`
    CREATE TABLE vendor_secrets (
      vendor text PRIMARY KEY,
      secret text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
  // The house provider signs its wallet calls like any vendor; 256 random bits per database.
  await sql`INSERT INTO vendor_secrets (vendor, secret) VALUES ('TALA_HOUSE', ${randomBytes(32).toString('hex')})`.execute(db)

  // House provider: a launch opens a game session; the slot page holds its token.
  await sql`
    CREATE TABLE game_sessions (
      token_hash text PRIMARY KEY,
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      game_id text NOT NULL REFERENCES games(id) ON DELETE CASCADE,
      launch_id bigint NOT NULL REFERENCES game_launches(id) ON DELETE CASCADE,
      language text NOT NULL DEFAULT 'ty',
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
  await sql`
    CREATE TABLE fair_seeds (
      id bigserial PRIMARY KEY,
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      server_seed text NOT NULL,
      server_seed_hash text NOT NULL,
      client_seed text NOT NULL,
      next_nonce integer NOT NULL DEFAULT 0,
      active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      revealed_at timestamptz
    )`.execute(db)
  await sql`CREATE UNIQUE INDEX fair_seeds_active_unique ON fair_seeds (member_id) WHERE active`.execute(db)
  await sql`
    CREATE TABLE slot_rounds (
      round_id text PRIMARY KEY,
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      game_id text NOT NULL,
      seed_id bigint NOT NULL REFERENCES fair_seeds(id),
      client_seed text NOT NULL,
      nonce integer NOT NULL,
      stake bigint NOT NULL,
      win bigint NOT NULL,
      rtp_bp integer NOT NULL,
      volatility text NOT NULL,
      stops jsonb NOT NULL,
      status text NOT NULL CHECK (status IN ('settled', 'refused', 'rolled_back')),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)

  // System accounts: the cashier (opening balances, deposits later), the trial issuer and
  // the sharded house. They may go negative: their balance is the site's side of the books.
  await sql`INSERT INTO wallet_accounts (kind, allow_negative) VALUES ('cashier', true), ('trial', true)`.execute(db)
  for (let i = 0; i < HOUSE_SHARDS; i++) {
    await sql`INSERT INTO wallet_accounts (kind, vendor, allow_negative) VALUES ('house', ${`H${i}`}, true)`.execute(db)
  }

  // Members that existed before this migration.
  await sql`
    INSERT INTO wallet_accounts (member_id, kind, mirror_trial)
    SELECT id, 'main', is_agent = 4 FROM members ORDER BY id ON CONFLICT DO NOTHING`.execute(db)
  // Their trial money, posted as ledger_post would have at this point (one transaction keyed
  // 'trial:<member>' and an entry pair each, in member order), in plain SQL: a migration does
  // not call the functions of functions/, which are applied after every migration has run.
  await sql`
    WITH trial AS (SELECT id FROM wallet_accounts WHERE member_id IS NULL AND kind = 'trial'),
    grants AS (
      SELECT m.id AS member_id, m.trial_balance::bigint AS amount, w.id AS wallet,
        (-sum(m.trial_balance::bigint) OVER (ORDER BY m.id))::bigint AS trial_after
      FROM members m JOIN wallet_accounts w ON w.member_id = m.id AND w.kind = 'main' AND w.vendor = ''
      WHERE m.trial_balance > 0),
    txs AS (
      INSERT INTO ledger_transactions (idempotency_key, kind)
      SELECT 'trial:' || member_id, 'trial' FROM grants ORDER BY member_id
      RETURNING id, idempotency_key),
    entries AS (
      INSERT INTO ledger_entries (tx_id, account_id, amount, balance_after)
      SELECT t.id, e.account_id, e.amount, e.balance_after
      FROM grants g JOIN txs t ON t.idempotency_key = 'trial:' || g.member_id
      CROSS JOIN LATERAL (VALUES ((SELECT id FROM trial), -g.amount, g.trial_after), (g.wallet, g.amount, g.amount))
        AS e(account_id, amount, balance_after)
      ORDER BY t.id, e.amount)
    UPDATE wallet_accounts w SET balance = w.balance + moved.delta
    FROM (SELECT wallet AS id, amount AS delta FROM grants
          UNION ALL SELECT (SELECT id FROM trial), -sum(amount)::bigint FROM grants HAVING count(*) > 0) moved
    WHERE w.id = moved.id`.execute(db)
}
