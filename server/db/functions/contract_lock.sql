-- contract_lock: serialises every change to the contracts of a member's chain. Taken for both
-- sides of a contract (lower member id first, so two takers never wait on each other in
-- opposite orders) by the ceiling trigger and by whoever ends contracts before activating
-- one, so a ceiling is checked against what is committed, never against a stale read.
CREATE OR REPLACE FUNCTION contract_lock(p_a integer, p_b integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_a IS NULL OR p_b IS NULL THEN
    PERFORM pg_advisory_xact_lock(742025, coalesce(p_a, p_b));
  ELSE
    PERFORM pg_advisory_xact_lock(742025, least(p_a, p_b));
    PERFORM pg_advisory_xact_lock(742025, greatest(p_a, p_b));
  END IF;
END $$;
