/**
 * 0007: the wallet. A double-entry ledger (accounts, transactions, entries), the
 * seamless-wallet journal that makes every vendor call idempotent, bet records, and the
 * house game provider's own tables (game sessions, provably-fair seeds, slot rounds,
 * vendor secrets).
 *
 * Money moves only through the SQL function `ledger_post`: one transaction row keyed by an
 * idempotency key and two entries (-amount, +amount), with both account rows locked
 * (`SELECT ... FOR UPDATE`, member accounts before system accounts so two postings never
 * wait on each other in opposite orders). A CHECK keeps member balances at or above zero.
 * The seamless debit, credit and rollback are SQL functions too, so one vendor call is one
 * round trip and one transaction, which is what the bets-per-second budget needs.
 *
 * Every member gets a main wallet from a trigger (registrations, free play and the demo
 * seed need no code of their own); a trial account's free-play balance arrives as a ledger
 * posting from the `trial` system account, and `members.trial_balance` mirrors the wallet.
 */
import { randomBytes } from 'node:crypto'
import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

/** House accounts are sharded so concurrent bets of different members rarely share a row lock. */
export const HOUSE_SHARDS = 8

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

  await createLedgerPost(db)

  await sql`
    CREATE FUNCTION wallet_main(p_member integer) RETURNS bigint LANGUAGE sql STABLE AS $$
      SELECT id FROM wallet_accounts WHERE member_id = p_member AND kind = 'main' AND vendor = ''
    $$`.execute(db)
  await sql`
    CREATE FUNCTION wallet_vendor(p_member integer, p_vendor text) RETURNS bigint LANGUAGE plpgsql AS $$
    DECLARE v_id bigint;
    BEGIN
      SELECT id INTO v_id FROM wallet_accounts WHERE member_id = p_member AND kind = 'vendor' AND vendor = p_vendor;
      IF v_id IS NULL THEN
        INSERT INTO wallet_accounts (member_id, kind, vendor) VALUES (p_member, 'vendor', p_vendor)
          ON CONFLICT DO NOTHING RETURNING id INTO v_id;
        IF v_id IS NULL THEN
          SELECT id INTO v_id FROM wallet_accounts WHERE member_id = p_member AND kind = 'vendor' AND vendor = p_vendor;
        END IF;
      END IF;
      RETURN v_id;
    END $$`.execute(db)
  await sql`
    CREATE FUNCTION wallet_house(p_member integer) RETURNS bigint LANGUAGE sql STABLE AS $$
      SELECT id FROM wallet_accounts WHERE member_id IS NULL AND kind = 'house' AND vendor = 'H' || (p_member % ${sql.lit(HOUSE_SHARDS)})
    $$`.execute(db)

  // A wallet for every member, old and new; trial money through the ledger.
  await sql`
    CREATE FUNCTION members_open_wallet() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE v_wallet bigint;
    BEGIN
      INSERT INTO wallet_accounts (member_id, kind, mirror_trial) VALUES (NEW.id, 'main', NEW.is_agent = 4)
        ON CONFLICT DO NOTHING RETURNING id INTO v_wallet;
      IF v_wallet IS NOT NULL AND NEW.trial_balance > 0 THEN
        PERFORM ledger_post('trial:' || NEW.id, 'trial',
          (SELECT id FROM wallet_accounts WHERE member_id IS NULL AND kind = 'trial'), v_wallet, NEW.trial_balance::bigint);
      END IF;
      RETURN NULL;
    END $$`.execute(db)
  await sql`CREATE TRIGGER members_open_wallet AFTER INSERT ON members FOR EACH ROW EXECUTE FUNCTION members_open_wallet()`.execute(db)
  await sql`
    CREATE FUNCTION wallet_mirror_trial() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE members SET trial_balance = NEW.balance WHERE id = NEW.member_id AND trial_balance IS DISTINCT FROM NEW.balance;
      RETURN NULL;
    END $$`.execute(db)
  await sql`
    CREATE TRIGGER wallet_mirror_trial AFTER UPDATE OF balance ON wallet_accounts
    FOR EACH ROW WHEN (NEW.mirror_trial) EXECUTE FUNCTION wallet_mirror_trial()`.execute(db)
  // Members that existed before this migration.
  await sql`
    INSERT INTO wallet_accounts (member_id, kind, mirror_trial)
    SELECT id, 'main', is_agent = 4 FROM members ORDER BY id ON CONFLICT DO NOTHING`.execute(db)
  await sql`
    SELECT ledger_post('trial:' || m.id, 'trial', (SELECT id FROM wallet_accounts WHERE member_id IS NULL AND kind = 'trial'),
      wallet_main(m.id), m.trial_balance::bigint)
    FROM members m WHERE m.trial_balance > 0 ORDER BY m.id`.execute(db)

  await createSeamlessFunctions(db)
}

/** 0007's ledger_post; exported so 0009's `down` can put it back. */
export const createLedgerPost = async (db: AnyDb): Promise<void> => {
  await sql`
    CREATE OR REPLACE FUNCTION ledger_post(p_key text, p_kind text, p_from bigint, p_to bigint, p_amount bigint, p_meta jsonb DEFAULT '{}'::jsonb)
    RETURNS bigint LANGUAGE plpgsql AS $$
    DECLARE
      v_tx bigint;
      v_from_balance bigint;
      v_from_negative boolean;
      v_to_balance bigint;
    BEGIN
      IF p_amount IS NULL OR p_amount <= 0 THEN RAISE EXCEPTION 'LEDGER_AMOUNT' USING ERRCODE = 'P0001'; END IF;
      IF p_from = p_to THEN RAISE EXCEPTION 'LEDGER_SAME_ACCOUNT' USING ERRCODE = 'P0001'; END IF;
      INSERT INTO ledger_transactions (idempotency_key, kind, meta) VALUES (p_key, p_kind, p_meta)
        ON CONFLICT (idempotency_key) DO NOTHING RETURNING id INTO v_tx;
      IF v_tx IS NULL THEN
        -- already posted under this key: the movement took effect once
        SELECT id INTO v_tx FROM ledger_transactions WHERE idempotency_key = p_key;
        RETURN -v_tx;
      END IF;
      PERFORM 1 FROM wallet_accounts WHERE id IN (p_from, p_to) ORDER BY (member_id IS NULL), id FOR UPDATE;
      SELECT balance, allow_negative INTO v_from_balance, v_from_negative FROM wallet_accounts WHERE id = p_from;
      IF v_from_balance IS NULL THEN RAISE EXCEPTION 'LEDGER_NO_ACCOUNT' USING ERRCODE = 'P0001'; END IF;
      IF NOT v_from_negative AND v_from_balance < p_amount THEN RAISE EXCEPTION 'INSUFFICIENT_FUNDS' USING ERRCODE = 'P0001'; END IF;
      UPDATE wallet_accounts SET balance = balance - p_amount WHERE id = p_from RETURNING balance INTO v_from_balance;
      UPDATE wallet_accounts SET balance = balance + p_amount WHERE id = p_to RETURNING balance INTO v_to_balance;
      IF v_to_balance IS NULL THEN RAISE EXCEPTION 'LEDGER_NO_ACCOUNT' USING ERRCODE = 'P0001'; END IF;
      INSERT INTO ledger_entries (tx_id, account_id, amount, balance_after)
        VALUES (v_tx, p_from, -p_amount, v_from_balance), (v_tx, p_to, p_amount, v_to_balance);
      RETURN v_tx;
    END $$`.execute(db)
}

/**
 * The seamless-wallet calls as SQL functions returning the answer as jsonb
 * `{ ok, code, balance }`. The journal row is inserted first: a replay (or a concurrent
 * duplicate, which waits on the primary key) finds it and gets the stored answer.
 */
export const createSeamlessFunctions = async (db: AnyDb): Promise<void> => {
  await sql`
    CREATE OR REPLACE FUNCTION seamless_answer(p_ok boolean, p_code text, p_balance bigint) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
      SELECT jsonb_build_object('ok', p_ok, 'code', p_code, 'balance', p_balance)
    $$`.execute(db)

  await sql`
    CREATE OR REPLACE FUNCTION seamless_debit(p_vendor text, p_tx text, p_member integer, p_round text, p_game text, p_amount bigint, p_single boolean)
    RETURNS jsonb LANGUAGE plpgsql AS $$
    DECLARE
      v_prev jsonb;
      v_wallet bigint;
      v_balance bigint;
      v_answer jsonb;
    BEGIN
      INSERT INTO seamless_transactions (vendor, tx_id, kind, member_id, round_id, amount, status)
        VALUES (p_vendor, p_tx, 'debit', p_member, p_round, p_amount, 'pending') ON CONFLICT DO NOTHING;
      IF NOT FOUND THEN
        SELECT response INTO v_prev FROM seamless_transactions WHERE vendor = p_vendor AND tx_id = p_tx;
        RETURN v_prev || jsonb_build_object('replayed', true);
      END IF;
      v_wallet := CASE WHEN p_single THEN wallet_main(p_member) ELSE wallet_vendor(p_member, p_vendor) END;
      SELECT balance INTO v_balance FROM wallet_accounts WHERE id = v_wallet FOR UPDATE;
      IF v_balance IS NULL THEN
        v_answer := seamless_answer(false, 'PLAYER_NOT_FOUND', 0);
      ELSIF v_balance < p_amount THEN
        v_answer := seamless_answer(false, 'INSUFFICIENT_FUNDS', v_balance);
      ELSE
        INSERT INTO bets (vendor, round_id, member_id, game_id, wallet_id, stake, status)
          VALUES (p_vendor, p_round, p_member, p_game, v_wallet, p_amount, 'open') ON CONFLICT DO NOTHING;
        IF NOT FOUND THEN
          v_answer := seamless_answer(false, 'ROUND_EXISTS', v_balance);
        ELSE
          IF p_amount > 0 THEN
            PERFORM ledger_post('seamless:' || p_vendor || ':' || p_tx, 'bet', v_wallet, wallet_house(p_member), p_amount,
              jsonb_build_object('vendor', p_vendor, 'round', p_round, 'game', p_game));
          END IF;
          v_answer := seamless_answer(true, NULL, v_balance - p_amount);
        END IF;
      END IF;
      UPDATE seamless_transactions SET status = CASE WHEN (v_answer->>'ok')::boolean THEN 'ok' ELSE 'refused' END, response = v_answer
        WHERE vendor = p_vendor AND tx_id = p_tx;
      RETURN v_answer;
    END $$`.execute(db)

  await sql`
    CREATE OR REPLACE FUNCTION seamless_credit(p_vendor text, p_tx text, p_member integer, p_round text, p_amount bigint)
    RETURNS jsonb LANGUAGE plpgsql AS $$
    DECLARE
      v_prev jsonb;
      v_bet bets%ROWTYPE;
      v_balance bigint;
      v_answer jsonb;
    BEGIN
      INSERT INTO seamless_transactions (vendor, tx_id, kind, member_id, round_id, amount, status)
        VALUES (p_vendor, p_tx, 'credit', p_member, p_round, p_amount, 'pending') ON CONFLICT DO NOTHING;
      IF NOT FOUND THEN
        SELECT response INTO v_prev FROM seamless_transactions WHERE vendor = p_vendor AND tx_id = p_tx;
        RETURN v_prev || jsonb_build_object('replayed', true);
      END IF;
      SELECT * INTO v_bet FROM bets WHERE vendor = p_vendor AND round_id = p_round FOR UPDATE;
      IF v_bet.id IS NULL OR v_bet.member_id <> p_member THEN
        v_answer := seamless_answer(false, 'ROUND_NOT_FOUND', COALESCE((SELECT balance FROM wallet_accounts WHERE id = wallet_main(p_member)), 0));
      ELSIF v_bet.status = 'rolled_back' THEN
        v_answer := seamless_answer(false, 'BET_ROLLED_BACK', (SELECT balance FROM wallet_accounts WHERE id = v_bet.wallet_id));
      ELSE
        PERFORM 1 FROM wallet_accounts WHERE id = v_bet.wallet_id FOR UPDATE;
        IF p_amount > 0 THEN
          PERFORM ledger_post('seamless:' || p_vendor || ':' || p_tx, 'win', wallet_house(p_member), v_bet.wallet_id, p_amount,
            jsonb_build_object('vendor', p_vendor, 'round', p_round, 'game', v_bet.game_id));
        END IF;
        UPDATE bets SET win = win + p_amount, status = 'settled', settled_at = now() WHERE id = v_bet.id;
        SELECT balance INTO v_balance FROM wallet_accounts WHERE id = v_bet.wallet_id;
        v_answer := seamless_answer(true, NULL, v_balance);
      END IF;
      UPDATE seamless_transactions SET status = CASE WHEN (v_answer->>'ok')::boolean THEN 'ok' ELSE 'refused' END, response = v_answer
        WHERE vendor = p_vendor AND tx_id = p_tx;
      RETURN v_answer;
    END $$`.execute(db)

  await sql`
    CREATE OR REPLACE FUNCTION seamless_rollback(p_vendor text, p_tx text, p_member integer, p_ref_tx text)
    RETURNS jsonb LANGUAGE plpgsql AS $$
    DECLARE
      v_prev jsonb;
      v_ref seamless_transactions%ROWTYPE;
      v_bet bets%ROWTYPE;
      v_answer jsonb;
      v_main bigint := wallet_main(p_member);
    BEGIN
      INSERT INTO seamless_transactions (vendor, tx_id, kind, member_id, amount, status, ref_tx_id)
        VALUES (p_vendor, p_tx, 'rollback', p_member, 0, 'pending', p_ref_tx) ON CONFLICT DO NOTHING;
      IF NOT FOUND THEN
        SELECT response INTO v_prev FROM seamless_transactions WHERE vendor = p_vendor AND tx_id = p_tx;
        RETURN v_prev || jsonb_build_object('replayed', true);
      END IF;
      IF v_main IS NULL THEN
        v_answer := seamless_answer(false, 'PLAYER_NOT_FOUND', 0);
      ELSE
        -- The bet never arrived: leave a tombstone under its id so it can never take effect.
        INSERT INTO seamless_transactions (vendor, tx_id, kind, member_id, amount, status, response)
          VALUES (p_vendor, p_ref_tx, 'debit', p_member, 0, 'cancelled', seamless_answer(false, 'BET_ROLLED_BACK', NULL))
          ON CONFLICT DO NOTHING;
        IF FOUND THEN
          v_answer := seamless_answer(true, NULL, (SELECT balance FROM wallet_accounts WHERE id = v_main));
        ELSE
          SELECT * INTO v_ref FROM seamless_transactions WHERE vendor = p_vendor AND tx_id = p_ref_tx FOR UPDATE;
          IF v_ref.kind <> 'debit' OR v_ref.member_id IS DISTINCT FROM p_member THEN
            v_answer := seamless_answer(false, 'TRANSACTION_NOT_FOUND', (SELECT balance FROM wallet_accounts WHERE id = v_main));
          ELSIF v_ref.status <> 'ok' THEN
            -- refused, cancelled or already rolled back: nothing to give back
            v_answer := seamless_answer(true, NULL, (SELECT balance FROM wallet_accounts WHERE id = v_main));
          ELSE
            SELECT * INTO v_bet FROM bets WHERE vendor = p_vendor AND round_id = v_ref.round_id FOR UPDATE;
            IF v_bet.status = 'settled' THEN
              v_answer := seamless_answer(false, 'ROUND_SETTLED', (SELECT balance FROM wallet_accounts WHERE id = v_bet.wallet_id));
            ELSE
              PERFORM 1 FROM wallet_accounts WHERE id = v_bet.wallet_id FOR UPDATE;
              IF v_ref.amount > 0 THEN
                PERFORM ledger_post('seamless:' || p_vendor || ':' || p_tx, 'rollback', wallet_house(p_member), v_bet.wallet_id, v_ref.amount,
                  jsonb_build_object('vendor', p_vendor, 'round', v_ref.round_id, 'ref', p_ref_tx));
              END IF;
              UPDATE bets SET status = 'rolled_back', settled_at = now() WHERE id = v_bet.id;
              UPDATE seamless_transactions SET status = 'rolled_back' WHERE vendor = p_vendor AND tx_id = p_ref_tx;
              v_answer := seamless_answer(true, NULL, (SELECT balance FROM wallet_accounts WHERE id = v_bet.wallet_id));
            END IF;
          END IF;
        END IF;
      END IF;
      UPDATE seamless_transactions SET status = CASE WHEN (v_answer->>'ok')::boolean THEN 'ok' ELSE 'refused' END, response = v_answer
        WHERE vendor = p_vendor AND tx_id = p_tx;
      RETURN v_answer;
    END $$`.execute(db)
}

export async function down(db: AnyDb): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS members_open_wallet ON members`.execute(db)
  for (const f of ['seamless_rollback(text,text,integer,text)', 'seamless_credit(text,text,integer,text,bigint)',
    'seamless_debit(text,text,integer,text,text,bigint,boolean)', 'seamless_answer(boolean,text,bigint)', 'members_open_wallet()',
    'wallet_mirror_trial()', 'wallet_house(integer)', 'wallet_vendor(integer,text)', 'wallet_main(integer)',
    'ledger_post(text,text,bigint,bigint,bigint,jsonb)']) {
    await sql.raw(`DROP FUNCTION IF EXISTS ${f} CASCADE`).execute(db)
  }
  for (const t of ['slot_rounds', 'fair_seeds', 'game_sessions', 'vendor_secrets', 'bets', 'seamless_transactions', 'ledger_entries', 'ledger_transactions', 'wallet_accounts']) {
    await db.schema.dropTable(t).ifExists().execute()
  }
}
