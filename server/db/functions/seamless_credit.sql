-- seamless_credit: a vendor's win (or a zero credit that just closes the round). Journals the
-- call so a replay gets the first answer, settles the round's bet and moves the win from the
-- house to the wallet the bet came from. Answers { ok, code, balance } (seamless_answer).
-- Per-round rules: a credit pays only an open bet (status 'open': debited, neither credited
-- nor rolled back) of this vendor and player, once (it settles the round: ROUND_SETTLED for
-- any later credit), and at most stake x the game's maximum win multiple
-- (games.max_win_multiple, else the setting maxWinMultiple, else 10,000): WIN_LIMIT_EXCEEDED.
-- A refusal moves nothing and stays in the journal (status 'refused', the code in response).
-- An unknown player raises 23503 PLAYER_NOT_FOUND, as seamless_debit does; only a round that
-- is not this player's needs the member looked up. A win also counts in the member's player
-- protection counters (protection_counters; no rows when no loss or wager limit). enable_seqscan = off: see ledger_post.sql.
CREATE OR REPLACE FUNCTION seamless_credit(p_vendor text, p_tx text, p_member integer, p_round text, p_amount bigint)
RETURNS jsonb LANGUAGE plpgsql SET enable_seqscan = off AS $$
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
    -- A bet names an existing member; a round that is not this player's may be for no member at all.
    IF NOT EXISTS (SELECT 1 FROM members WHERE id = p_member) THEN
      RAISE EXCEPTION 'PLAYER_NOT_FOUND' USING ERRCODE = '23503';
    END IF;
    v_answer := seamless_answer(false, 'ROUND_NOT_FOUND', COALESCE((SELECT balance FROM wallet_accounts WHERE id = wallet_main(p_member)), 0));
  ELSIF v_bet.status = 'rolled_back' THEN
    v_answer := seamless_answer(false, 'BET_ROLLED_BACK', (SELECT balance FROM wallet_accounts WHERE id = v_bet.wallet_id));
  ELSIF v_bet.status = 'settled' THEN
    v_answer := seamless_answer(false, 'ROUND_SETTLED', (SELECT balance FROM wallet_accounts WHERE id = v_bet.wallet_id));
  ELSIF p_amount > v_bet.stake * COALESCE(
      (SELECT max_win_multiple FROM games WHERE id = v_bet.game_id),
      (SELECT (value #>> '{}')::bigint FROM settings WHERE key = 'maxWinMultiple'),
      10000) THEN -- DEFAULT_MAX_WIN_MULTIPLE in server/admin/operator-settings.ts
    v_answer := seamless_answer(false, 'WIN_LIMIT_EXCEEDED', (SELECT balance FROM wallet_accounts WHERE id = v_bet.wallet_id));
  ELSE
    -- The member's wallet is locked before the house account, as in every posting.
    SELECT balance INTO v_balance FROM wallet_accounts WHERE id = v_bet.wallet_id FOR UPDATE;
    IF p_amount > 0 THEN
      PERFORM ledger_post('seamless:' || p_vendor || ':' || p_tx, 'win', wallet_house(p_member), v_bet.wallet_id, p_amount,
        jsonb_build_object('vendor', p_vendor, 'round', p_round, 'game', v_bet.game_id));
      v_balance := v_balance + p_amount;
    END IF;
    UPDATE bets SET win = win + p_amount, status = 'settled', settled_at = now() WHERE id = v_bet.id;
    -- Player protection: the win lowers the net loss of the periods the bet was made in.
    IF p_amount > 0 THEN
      UPDATE protection_counters SET wins = wins + p_amount WHERE member_id = p_member AND starts_at <= v_bet.created_at;
    END IF;
    v_answer := seamless_answer(true, NULL, v_balance);
  END IF;
  UPDATE seamless_transactions SET status = CASE WHEN (v_answer->>'ok')::boolean THEN 'ok' ELSE 'refused' END, response = v_answer
    WHERE vendor = p_vendor AND tx_id = p_tx;
  RETURN v_answer;
END $$;
