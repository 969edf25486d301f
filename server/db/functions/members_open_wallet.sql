-- members_open_wallet: every new member gets a main wallet; a trial account's free-play
-- balance arrives as a ledger posting from the `trial` system account. A trigger, so
-- registrations, free play and the seed need no code of their own.
CREATE OR REPLACE FUNCTION members_open_wallet() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE v_wallet bigint;
BEGIN
  INSERT INTO wallet_accounts (member_id, kind, mirror_trial) VALUES (NEW.id, 'main', NEW.is_agent = 4)
    ON CONFLICT DO NOTHING RETURNING id INTO v_wallet;
  IF v_wallet IS NOT NULL AND NEW.trial_balance > 0 THEN
    PERFORM ledger_post('trial:' || NEW.id, 'trial',
      (SELECT id FROM wallet_accounts WHERE member_id IS NULL AND kind = 'trial'), v_wallet, NEW.trial_balance::bigint);
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER members_open_wallet AFTER INSERT ON members FOR EACH ROW EXECUTE FUNCTION members_open_wallet();
