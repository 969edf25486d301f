-- wallet_house: the house account a member's bets and wins move against.
-- The house is sharded (accounts H0..H63, migration 0010) so concurrent bets of different
-- members rarely wait on the same row lock. The 64 here is HOUSE_SHARDS in
-- server/db/house-shards.ts; functions.test.ts fails if the two disagree.
-- plpgsql rather than SQL so its plan is kept (see wallet_main.sql).
CREATE OR REPLACE FUNCTION wallet_house(p_member integer) RETURNS bigint LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT id FROM wallet_accounts WHERE member_id IS NULL AND kind = 'house' AND vendor = 'H' || (p_member % 64));
END $$;
