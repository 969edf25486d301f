-- seamless_group: a group of seamless-wallet calls run in the order given, one answer row
-- each, in that order. The server sends the calls that queue up together as this one-line
-- statement (server/modules/wallet/seamless-calls.ts); its loop is planned once per
-- connection, where a statement written out in full was parsed and planned per group.
-- One transaction: if any call raises, the whole group is undone and the server runs each
-- call alone.
CREATE OR REPLACE FUNCTION seamless_group(p_kind text[], p_vendor text[], p_tx text[], p_member integer[], p_round text[],
  p_game text[], p_amount bigint[], p_single boolean[], p_ref text[])
RETURNS SETOF jsonb LANGUAGE plpgsql AS $$
BEGIN
  FOR i IN 1 .. coalesce(cardinality(p_kind), 0) LOOP
    RETURN NEXT CASE p_kind[i]
      WHEN 'debit' THEN seamless_debit(p_vendor[i], p_tx[i], p_member[i], p_round[i], p_game[i], p_amount[i], p_single[i])
      WHEN 'credit' THEN seamless_credit(p_vendor[i], p_tx[i], p_member[i], p_round[i], p_amount[i])
      WHEN 'rollback' THEN seamless_rollback(p_vendor[i], p_tx[i], p_member[i], p_ref[i])
    END;
  END LOOP;
END $$;
