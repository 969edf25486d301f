-- contract_within: true when a downline's tier table never pays above its upline's, for any
-- inputs. Both rates only grow with the inputs, so it is enough that each downline tier's
-- rate is at most the upline's rate at that tier's own thresholds.
CREATE OR REPLACE FUNCTION contract_within(p_child jsonb, p_parent jsonb)
RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT NOT EXISTS (
    SELECT 1 FROM jsonb_array_elements(p_child) t
     WHERE (t ->> 'rateBp')::integer > contract_rate(p_parent, (t ->> 'minActive')::bigint, (t ->> 'minAmount')::bigint))
$$;
