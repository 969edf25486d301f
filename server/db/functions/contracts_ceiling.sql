-- contracts_ceiling: a contract becomes active only within its upline's own active contract
-- of that kind (same period), and only above every contract its downline has given below it.
-- Checked in the database, under contract_lock (one lock per kind), so two agents changing
-- one chain at once cannot both pass a check the other's change breaks. Raises CONTRACT_CEILING (above the
-- upline's, or the upline has none) or CONTRACT_BELOW (a downline's contract is above it).
-- A contract from the house (upline_id NULL) has no ceiling.
CREATE OR REPLACE FUNCTION contracts_ceiling() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_parent contracts%ROWTYPE;
BEGIN
  PERFORM contract_lock(NEW.kind);
  IF NEW.upline_id IS NOT NULL THEN
    SELECT * INTO v_parent FROM contracts
     WHERE downline_id = NEW.upline_id AND kind = NEW.kind AND status = 'active' AND id <> NEW.id;
    IF NOT FOUND OR v_parent.period <> NEW.period OR NOT contract_within(NEW.tiers, v_parent.tiers) THEN
      RAISE EXCEPTION 'CONTRACT_CEILING' USING ERRCODE = 'P0001';
    END IF;
  END IF;
  IF EXISTS (
    SELECT 1 FROM contracts c
     WHERE c.upline_id = NEW.downline_id AND c.kind = NEW.kind AND c.status = 'active'
       AND (c.period <> NEW.period OR NOT contract_within(c.tiers, NEW.tiers))
  ) THEN
    RAISE EXCEPTION 'CONTRACT_BELOW' USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END $$;

CREATE OR REPLACE TRIGGER contracts_ceiling_insert BEFORE INSERT ON contracts
  FOR EACH ROW WHEN (NEW.status = 'active') EXECUTE FUNCTION contracts_ceiling();
CREATE OR REPLACE TRIGGER contracts_ceiling_update BEFORE UPDATE ON contracts
  FOR EACH ROW WHEN (NEW.status = 'active' AND (OLD.status <> 'active' OR OLD.tiers IS DISTINCT FROM NEW.tiers OR OLD.period <> NEW.period))
  EXECUTE FUNCTION contracts_ceiling();
