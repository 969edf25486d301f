-- ledger_append_only: the books only grow. Accounts, ledger transactions and entries refuse
-- DELETE and TRUNCATE, which is what lets entries and bets do without foreign keys to them
-- (migration 0013: those checks cost a query and a row lock per row, six per bet).
CREATE OR REPLACE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'LEDGER_APPEND_ONLY: % of % is not allowed; the books only grow', TG_OP, TG_TABLE_NAME USING ERRCODE = 'P0001';
END $$;

CREATE OR REPLACE TRIGGER wallet_accounts_append_only BEFORE DELETE OR TRUNCATE ON wallet_accounts
FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
CREATE OR REPLACE TRIGGER ledger_transactions_append_only BEFORE DELETE OR TRUNCATE ON ledger_transactions
FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
CREATE OR REPLACE TRIGGER ledger_entries_append_only BEFORE DELETE OR TRUNCATE ON ledger_entries
FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
