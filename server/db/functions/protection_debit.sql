-- protection_debit: may this member stake p_amount now? NULL when yes, else the refusal code
-- (SELF_EXCLUDED, ON_BREAK, SESSION_TIME_LIMIT_REACHED, WAGER_LIMIT_REACHED, LOSS_LIMIT_REACHED),
-- recorded in protection_refusals. seamless_debit calls it only for a member with a
-- protection_limits row, after locking the wallet; the row lock taken here also serialises the
-- member's debits on different vendor wallets, so the check and seamless_debit's counter update
-- are one step: concurrent bets cannot pass a limit.
-- Loss is stakes - wins of the period; a bet passes when it could be lost and stay within the
-- limit (exactly at the limit passes). The counters restart when their period has changed.
CREATE OR REPLACE FUNCTION protection_debit(p_member integer, p_amount bigint) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  v protection_limits%ROWTYPE;
  v_code text;
  v_period text;
  v_start timestamptz;
  v_c protection_counters%ROWTYPE;
  v_loss bigint;
  v_wager bigint;
  v_session timestamptz;
BEGIN
  SELECT * INTO v FROM protection_limits WHERE member_id = p_member FOR UPDATE;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  IF v.block_kind IS NOT NULL AND v.block_until > now() THEN
    v_code := CASE WHEN v.block_kind = 'exclusion' THEN 'SELF_EXCLUDED' ELSE 'ON_BREAK' END;
  ELSIF v.session_minutes IS NOT NULL THEN
    -- Per login session: the newest live platform session must be younger than the limit.
    SELECT max(created_at) INTO v_session FROM sessions WHERE member_id = p_member AND revoked_at IS NULL AND expires_at > now();
    IF v_session IS NULL OR v_session + make_interval(mins => v.session_minutes) <= now() THEN
      v_code := 'SESSION_TIME_LIMIT_REACHED';
    END IF;
  END IF;
  IF v_code IS NULL AND COALESCE(v.loss_day, v.loss_week, v.loss_month, v.wager_day, v.wager_week, v.wager_month) IS NOT NULL THEN
    FOREACH v_period IN ARRAY ARRAY['day', 'week', 'month'] LOOP
      v_start := protection_period(v_period, now());
      INSERT INTO protection_counters AS c (member_id, period, starts_at) VALUES (p_member, v_period, v_start)
        ON CONFLICT (member_id, period) DO UPDATE SET starts_at = EXCLUDED.starts_at, stakes = 0, wins = 0
        WHERE c.starts_at < EXCLUDED.starts_at;
      SELECT * INTO v_c FROM protection_counters WHERE member_id = p_member AND period = v_period;
      v_wager := CASE v_period WHEN 'day' THEN v.wager_day WHEN 'week' THEN v.wager_week ELSE v.wager_month END;
      v_loss := CASE v_period WHEN 'day' THEN v.loss_day WHEN 'week' THEN v.loss_week ELSE v.loss_month END;
      IF v_wager IS NOT NULL AND v_c.stakes + p_amount > v_wager THEN
        v_code := 'WAGER_LIMIT_REACHED';
        EXIT;
      ELSIF v_loss IS NOT NULL AND v_c.stakes - v_c.wins + p_amount > v_loss THEN
        v_code := 'LOSS_LIMIT_REACHED';
        EXIT;
      END IF;
    END LOOP;
  END IF;
  IF v_code IS NOT NULL THEN
    INSERT INTO protection_refusals (member_id, code, amount) VALUES (p_member, v_code, p_amount);
  END IF;
  RETURN v_code;
END $$;
