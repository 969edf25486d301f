-- wallet_mirror_trial: members.trial_balance follows a trial account's wallet, so the
-- free-play balance the account pages read is always the ledger's.
CREATE OR REPLACE FUNCTION wallet_mirror_trial() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE members SET trial_balance = NEW.balance WHERE id = NEW.member_id AND trial_balance IS DISTINCT FROM NEW.balance;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER wallet_mirror_trial AFTER UPDATE OF balance ON wallet_accounts
FOR EACH ROW WHEN (NEW.mirror_trial) EXECUTE FUNCTION wallet_mirror_trial();
