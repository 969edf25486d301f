-- contract_rate: the rate (basis points) a tier table gives for a period's inputs: the highest
-- rate among the tiers whose thresholds (active members, amount) are both met, 0 when none is.
-- "Highest met" rather than "last met" makes the rate never fall as the inputs grow, which is
-- what lets contract_within compare two tables at a few points only.
CREATE OR REPLACE FUNCTION contract_rate(p_tiers jsonb, p_active bigint, p_amount bigint)
RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(max((t ->> 'rateBp')::integer), 0)
    FROM jsonb_array_elements(p_tiers) t
   WHERE (t ->> 'minActive')::bigint <= p_active AND (t ->> 'minAmount')::bigint <= p_amount
$$;
