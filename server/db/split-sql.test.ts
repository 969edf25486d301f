import { describe, expect, it } from 'vitest'
import { splitSqlStatements } from './split-sql.ts'

describe('splitSqlStatements', () => {
  it('splits at semicolons outside bodies, quotes and comments, keeping leading comments', () => {
    const script = `-- header; with a semicolon
CREATE FUNCTION f() RETURNS text LANGUAGE plpgsql AS $$
BEGIN
  RETURN 'a;b'; -- inside the body
END $$;

/* block; comment */ CREATE TRIGGER t AFTER INSERT ON x FOR EACH ROW EXECUTE FUNCTION f();
SELECT $tag$ $$; $tag$, "odd;name", 'it''s; fine';
-- trailing comment only`
    expect(splitSqlStatements(script)).toEqual([
      `-- header; with a semicolon
CREATE FUNCTION f() RETURNS text LANGUAGE plpgsql AS $$
BEGIN
  RETURN 'a;b'; -- inside the body
END $$`,
      '/* block; comment */ CREATE TRIGGER t AFTER INSERT ON x FOR EACH ROW EXECUTE FUNCTION f()',
      `SELECT $tag$ $$; $tag$, "odd;name", 'it''s; fine'`,
    ])
  })

  it('refuses an unterminated body rather than cutting it', () => {
    expect(() => splitSqlStatements('CREATE FUNCTION f() AS $$ BEGIN; END;')).toThrow(/unterminated \$\$/)
  })
})
