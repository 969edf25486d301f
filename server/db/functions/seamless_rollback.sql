-- seamless_rollback: a vendor takes a bet back. Journals the call so a replay gets the first
-- answer. A rollback that arrives before its bet leaves a 'cancelled' tombstone under the
-- bet's id, so the bet, when it comes, is refused and moves nothing; an open bet's stake goes
-- back from the house to its wallet; a settled round cannot be rolled back. Answers
-- { ok, code, balance } (seamless_answer). An unknown player raises 23503 PLAYER_NOT_FOUND,
-- as seamless_debit does. enable_seqscan = off: see ledger_post.sql.
CREATE OR REPLACE FUNCTION seamless_rollback(p_vendor text, p_tx text, p_member integer, p_ref_tx text)
RETURNS jsonb LANGUAGE plpgsql SET enable_seqscan = off AS $$
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
  -- Every member has a main wallet (a trigger opens it): none means no such member.
  IF v_main IS NULL THEN
    RAISE EXCEPTION 'PLAYER_NOT_FOUND' USING ERRCODE = '23503';
  END IF;
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
        -- Player protection: a stake given back no longer counts in the bet's periods.
        UPDATE protection_counters SET stakes = stakes - v_ref.amount WHERE member_id = p_member AND starts_at <= v_bet.created_at;
        UPDATE seamless_transactions SET status = 'rolled_back' WHERE vendor = p_vendor AND tx_id = p_ref_tx;
        v_answer := seamless_answer(true, NULL, (SELECT balance FROM wallet_accounts WHERE id = v_bet.wallet_id));
      END IF;
    END IF;
  END IF;
  UPDATE seamless_transactions SET status = CASE WHEN (v_answer->>'ok')::boolean THEN 'ok' ELSE 'refused' END, response = v_answer
    WHERE vendor = p_vendor AND tx_id = p_tx;
  RETURN v_answer;
END $$;
