-- seamless_debit: a vendor's bet. Journals the call under (vendor, tx id) so a replay gets
-- the first answer, opens the bet record of the round and moves the stake from the member's
-- wallet to the house (ledger_post). Answers { ok, code, balance } (seamless_answer).
--
-- - The member's wallet is found, locked and read first, in one statement: calls for one
--   member queue there, so the journal read after it sees any committed earlier call.
-- - The journal row is written once, with its answer. A conflict on it (a concurrent
--   rollback's tombstone, or the id reused for another player) raises SEAMLESS_RETRY, which
--   undoes the call; seamless-calls.ts runs it again and the journal answers.
-- - An unknown player raises 23503 PLAYER_NOT_FOUND (the error the journal's foreign key
--   raised before migration 0014), so the call leaves no trace.
-- - Player protection: a member with a protection_limits row (any limit or block) is checked by
--   protection_debit under the wallet lock, and a bet that passes adds its stake to the
--   period counters in this transaction; a member without one pays one primary-key probe.
-- - enable_seqscan = off: see ledger_post.sql.
CREATE OR REPLACE FUNCTION seamless_debit(p_vendor text, p_tx text, p_member integer, p_round text, p_game text, p_amount bigint, p_single boolean)
RETURNS jsonb LANGUAGE plpgsql SET enable_seqscan = off AS $$
DECLARE
  v_prev jsonb;
  v_wallet bigint;
  v_balance bigint;
  v_answer jsonb;
  v_protected boolean;
  v_refusal text;
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
  -- Every member has a main wallet (a trigger opens it): none means no such member.
  IF v_balance IS NULL THEN
    RAISE EXCEPTION 'PLAYER_NOT_FOUND' USING ERRCODE = '23503';
  END IF;
  v_protected := EXISTS (SELECT 1 FROM protection_limits WHERE member_id = p_member);
  IF v_protected THEN
    v_refusal := protection_debit(p_member, p_amount);
  END IF;
  IF v_refusal IS NOT NULL THEN
    v_answer := seamless_answer(false, v_refusal, v_balance);
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
      IF v_protected THEN
        UPDATE protection_counters SET stakes = stakes + p_amount WHERE member_id = p_member;
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
END $$;
