-- seamless_answer: the answer of a seamless-wallet call as jsonb { ok, code, balance }.
-- STABLE (as jsonb_build_object is) so the planner inlines it into the caller's cached plan;
-- declared IMMUTABLE it would run as a separate SQL function on every call.
CREATE OR REPLACE FUNCTION seamless_answer(p_ok boolean, p_code text, p_balance bigint) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('ok', p_ok, 'code', p_code, 'balance', p_balance)
$$;
