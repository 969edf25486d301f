-- wallet_vendor: a member's wallet for one vendor (transfer-wallet games), opened on first use.
-- A concurrent first use of the same wallet is met by ON CONFLICT and the row read again.
CREATE OR REPLACE FUNCTION wallet_vendor(p_member integer, p_vendor text) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE v_id bigint;
BEGIN
  SELECT id INTO v_id FROM wallet_accounts WHERE member_id = p_member AND kind = 'vendor' AND vendor = p_vendor;
  IF v_id IS NULL THEN
    INSERT INTO wallet_accounts (member_id, kind, vendor) VALUES (p_member, 'vendor', p_vendor)
      ON CONFLICT DO NOTHING RETURNING id INTO v_id;
    IF v_id IS NULL THEN
      SELECT id INTO v_id FROM wallet_accounts WHERE member_id = p_member AND kind = 'vendor' AND vendor = p_vendor;
    END IF;
  END IF;
  RETURN v_id;
END $$;
