-- catalogue_version_bump: every statement that writes the games or their vendors moves the
-- catalogue's version (migration 0027), so each server's copy of the catalogue in memory can
-- tell it is out of date with a one-row read. Per statement, not per row: the seed's insert
-- of 10,000 games moves it once.
CREATE OR REPLACE FUNCTION catalogue_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER games_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON games
FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
CREATE OR REPLACE TRIGGER game_vendors_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON game_vendors
FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
