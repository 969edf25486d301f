-- protection_block_guard: a time-out or self-exclusion in force cannot be ended or shortened,
-- by anyone: the member's calls, the operator API or a hand-typed UPDATE/DELETE all meet this
-- trigger. A block may only be kept or lengthened (a break may become a longer time-out or an
-- exclusion; an exclusion stays an exclusion) until its end has passed.
CREATE OR REPLACE FUNCTION protection_block_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.block_kind IS NOT NULL AND OLD.block_until > now() THEN
    IF TG_OP = 'DELETE'
      OR NEW.block_kind IS NULL
      OR NEW.block_until < OLD.block_until
      OR (OLD.block_kind = 'exclusion' AND NEW.block_kind <> 'exclusion') THEN
      RAISE EXCEPTION 'PROTECTION_BLOCK_IN_FORCE: a % of member % runs until %; it cannot be lifted or shortened', OLD.block_kind, OLD.member_id, OLD.block_until
        USING ERRCODE = 'P0001';
    END IF;
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;

CREATE OR REPLACE TRIGGER protection_limits_block_guard BEFORE UPDATE OR DELETE ON protection_limits
FOR EACH ROW EXECUTE FUNCTION protection_block_guard();
