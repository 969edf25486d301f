-- salary_pay: records one contract's payment for one period and pays it, once. The payment
-- row is unique per (contract, period start); a second call for the same pair does nothing
-- and answers NULL. A positive amount moves from the cashier to the agent's main wallet
-- through ledger_post under the key salary:<contract>:<period start epoch>, in the caller's
-- transaction: the row and the money commit together or not at all.
CREATE OR REPLACE FUNCTION salary_pay(p_contract bigint, p_period_start timestamptz, p_period_end timestamptz,
  p_amount bigint, p_rate_bp integer, p_inputs jsonb)
RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_member integer;
  v_kind text;
  v_id bigint;
  v_tx bigint;
  v_wallet bigint;
BEGIN
  SELECT downline_id, kind INTO v_member, v_kind FROM contracts WHERE id = p_contract;
  IF NOT FOUND THEN RAISE EXCEPTION 'CONTRACT_NOT_FOUND' USING ERRCODE = 'P0001'; END IF;
  INSERT INTO salary_payments (contract_id, kind, member_id, period_start, period_end, amount, rate_bp, inputs)
    VALUES (p_contract, v_kind, v_member, p_period_start, p_period_end, p_amount, p_rate_bp, p_inputs)
    ON CONFLICT (contract_id, period_start) DO NOTHING RETURNING id INTO v_id;
  IF v_id IS NULL THEN RETURN NULL; END IF;
  IF p_amount > 0 THEN
    -- The member's row first, as every posting between a member and a system account does.
    v_wallet := wallet_main(v_member);
    PERFORM 1 FROM wallet_accounts WHERE id = v_wallet FOR UPDATE;
    v_tx := ledger_post('salary:' || p_contract || ':' || extract(epoch FROM p_period_start)::bigint,
      CASE WHEN v_kind = 'dividend' THEN 'dividend' ELSE 'salary' END,
      (SELECT id FROM wallet_accounts WHERE member_id IS NULL AND kind = 'cashier'), v_wallet, p_amount,
      jsonb_build_object('contractId', p_contract, 'paymentId', v_id, 'periodStart', p_period_start, 'periodEnd', p_period_end));
    UPDATE salary_payments SET ledger_tx = abs(v_tx) WHERE id = v_id;
  END IF;
  RETURN v_id;
END $$;
