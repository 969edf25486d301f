-- wallet_main: a member's main wallet id (NULL when there is no such member).
-- plpgsql rather than SQL: a SQL function reading a table is not inlined, so PostgreSQL would
-- parse and plan its body every time the calling statement starts; plpgsql keeps the plan
-- for the life of the connection.
CREATE OR REPLACE FUNCTION wallet_main(p_member integer) RETURNS bigint LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT id FROM wallet_accounts WHERE member_id = p_member AND kind = 'main' AND vendor = '');
END $$;
