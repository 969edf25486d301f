-- ledger_post: the only way money moves. One ledger transaction per idempotency key and a
-- pair of entries (-amount, +amount); a replayed key returns minus the first transaction's
-- id and moves nothing. Raises LEDGER_AMOUNT, LEDGER_SAME_ACCOUNT, LEDGER_NO_ACCOUNT or
-- INSUFFICIENT_FUNDS (the source may go negative only if its account allows it).
--
-- Why one statement for the move: each statement in a plpgsql function costs an executor
-- start, most of a bet's time under PGlite. The UPDATE moves both balances (the source only
-- if it has the funds) and feeds the INSERT of the entries. Row locks follow the UPDATE's
-- order, so callers that also touch a member's wallet lock it first (the seamless functions
-- do); two postings then never wait on each other in opposite orders.
-- enable_seqscan = off: its statements find rows by key, and a plan cached while a table was
-- nearly empty would otherwise stay a sequential scan as the table grows (docs/wallet.md).
CREATE OR REPLACE FUNCTION ledger_post(p_key text, p_kind text, p_from bigint, p_to bigint, p_amount bigint, p_meta jsonb DEFAULT '{}'::jsonb)
RETURNS bigint LANGUAGE plpgsql SET enable_seqscan = off AS $$
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
END $$;
