/**
 * 0009: the same money movements as 0007 in fewer SQL statements, for the seamless-wallet
 * throughput budget (each statement inside a plpgsql function costs an executor start;
 * under embedded PGlite that is most of a bet's time).
 *
 * - `ledger_post` moves the money and writes the entry pair in one statement (an UPDATE of
 *   both rows, the source only if it has the funds, feeding the INSERT of the entries).
 *   Behaviour is unchanged: one transaction row per idempotency key, INSUFFICIENT_FUNDS /
 *   LEDGER_NO_ACCOUNT raised. Row locks follow the UPDATE's order, so a caller that moves
 *   money between a member and a system account locks the member's row first (the seamless
 *   functions do); two postings then never wait on each other in opposite orders.
 * - `seamless_debit` finds, locks and reads the member's main wallet in one statement and
 *   writes its journal row once, with the answer, instead of a pending row and an update.
 *   A conflict on that row (rare: a concurrent rollback-before-bet or a reused id) raises
 *   SEAMLESS_RETRY, which undoes the call; seamless-calls.ts runs it again, and the second
 *   run answers from the journal.
 * - `seamless_credit` locks and reads the wallet in one statement and computes the new
 *   balance instead of reading it again.
 * The answers, the journal and the bet records are the same as before.
 */
import { sql, type Kysely } from 'kysely'
import { createLedgerPost, createSeamlessFunctions } from './0007_wallet.ts'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION ledger_post(p_key text, p_kind text, p_from bigint, p_to bigint, p_amount bigint, p_meta jsonb DEFAULT '{}'::jsonb)
    RETURNS bigint LANGUAGE plpgsql AS $$
    DECLARE
      v_tx bigint;
      v_moved integer;
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
      -- Move the money and write the entry pair in one statement; the source row moves only if
      -- it has the funds (or may go negative). Row locks are taken here and held to commit;
      -- callers that also touch a member's wallet lock it before calling (see the header).
      WITH moved AS (
        UPDATE wallet_accounts SET balance = balance + CASE WHEN id = p_from THEN -p_amount ELSE p_amount END
        WHERE id IN (p_from, p_to) AND (id = p_to OR allow_negative OR balance >= p_amount)
        RETURNING id, balance)
      INSERT INTO ledger_entries (tx_id, account_id, amount, balance_after)
        SELECT v_tx, id, CASE WHEN id = p_from THEN -p_amount ELSE p_amount END, balance FROM moved ORDER BY id = p_to;
      GET DIAGNOSTICS v_moved = ROW_COUNT;
      IF v_moved <> 2 THEN
        -- Nothing half-done survives: the exception undoes the statement above.
        IF (SELECT count(*) FROM wallet_accounts WHERE id IN (p_from, p_to)) <> 2 THEN
          RAISE EXCEPTION 'LEDGER_NO_ACCOUNT' USING ERRCODE = 'P0001';
        END IF;
        RAISE EXCEPTION 'INSUFFICIENT_FUNDS' USING ERRCODE = 'P0001';
      END IF;
      RETURN v_tx;
    END $$`.execute(db)

  await sql`
    CREATE OR REPLACE FUNCTION seamless_debit(p_vendor text, p_tx text, p_member integer, p_round text, p_game text, p_amount bigint, p_single boolean)
    RETURNS jsonb LANGUAGE plpgsql AS $$
    DECLARE
      v_prev jsonb;
      v_wallet bigint;
      v_balance bigint;
      v_answer jsonb;
    BEGIN
      -- The member's wallet first: calls for one member queue here, so the journal read just
      -- below sees any earlier call with this transaction id that has committed.
      IF p_single THEN
        SELECT id, balance INTO v_wallet, v_balance FROM wallet_accounts
          WHERE member_id = p_member AND kind = 'main' AND vendor = '' FOR UPDATE;
      ELSE
        v_wallet := wallet_vendor(p_member, p_vendor);
        SELECT balance INTO v_balance FROM wallet_accounts WHERE id = v_wallet FOR UPDATE;
      END IF;
      SELECT response INTO v_prev FROM seamless_transactions WHERE vendor = p_vendor AND tx_id = p_tx;
      IF FOUND THEN
        RETURN v_prev || jsonb_build_object('replayed', true);
      END IF;
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
      -- The journal row, written once with its answer. If another call took this transaction
      -- id meanwhile (a rollback's tombstone, or the same id for another player), undo
      -- everything: the caller runs the call again and gets the journal's answer.
      INSERT INTO seamless_transactions (vendor, tx_id, kind, member_id, round_id, amount, status, response)
        VALUES (p_vendor, p_tx, 'debit', p_member, p_round, p_amount,
          CASE WHEN (v_answer->>'ok')::boolean THEN 'ok' ELSE 'refused' END, v_answer)
        ON CONFLICT DO NOTHING;
      IF NOT FOUND THEN
        RAISE EXCEPTION 'SEAMLESS_RETRY' USING ERRCODE = 'P0001';
      END IF;
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
        -- The member's wallet is locked before the house account, as in every posting.
        SELECT balance INTO v_balance FROM wallet_accounts WHERE id = v_bet.wallet_id FOR UPDATE;
        IF p_amount > 0 THEN
          PERFORM ledger_post('seamless:' || p_vendor || ':' || p_tx, 'win', wallet_house(p_member), v_bet.wallet_id, p_amount,
            jsonb_build_object('vendor', p_vendor, 'round', p_round, 'game', v_bet.game_id));
          v_balance := v_balance + p_amount;
        END IF;
        UPDATE bets SET win = win + p_amount, status = 'settled', settled_at = now() WHERE id = v_bet.id;
        v_answer := seamless_answer(true, NULL, v_balance);
      END IF;
      UPDATE seamless_transactions SET status = CASE WHEN (v_answer->>'ok')::boolean THEN 'ok' ELSE 'refused' END, response = v_answer
        WHERE vendor = p_vendor AND tx_id = p_tx;
      RETURN v_answer;
    END $$`.execute(db)
}

/** Back to 0007's bodies (its definitions are written CREATE OR REPLACE for this). */
export async function down(db: AnyDb): Promise<void> {
  await createLedgerPost(db)
  await createSeamlessFunctions(db)
}
