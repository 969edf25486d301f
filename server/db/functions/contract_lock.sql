-- contract_lock: serialises every change to contracts of one kind (an offer, an answer, an
-- end and the chain it ends, an activation). Taken first by each such transaction, before
-- any row lock, and again by the ceiling trigger (a lock already held is free), so a ceiling
-- is always checked against committed rows, a chain being ended cannot gain a contract
-- meanwhile, and two changes never wait on each other in opposite orders. Contract changes
-- are people's clicks, a few a second at most, so one lock per kind costs nothing; the salary
-- jobs only read contracts and never take it.
CREATE OR REPLACE FUNCTION contract_lock(p_kind text)
RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(742025, hashtext(p_kind))
$$;
