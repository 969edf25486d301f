/**
 * 0023: the upline tree as a closure table. `member_tree` holds one row per (ancestor,
 * descendant) pair, the member itself included at depth 0, so "everything under X" is one
 * indexed range read on the primary key, and "is Y under X" one key lookup, at any depth.
 * A closure table rather than ltree: PGlite has no ltree extension, and a row per pair is
 * plain SQL that joins with bets and ledger rows by member id. The rows are kept by the
 * `member_tree` trigger (functions/member_tree.sql); this migration fills them for the
 * members that exist.
 */
import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await sql`
    CREATE TABLE member_tree (
      ancestor_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
      descendant_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
      depth integer NOT NULL CHECK (depth >= 0),
      PRIMARY KEY (ancestor_id, descendant_id)
    )`.execute(db)
  // A member's uplines, nearest first.
  await sql`CREATE INDEX member_tree_descendant ON member_tree (descendant_id, depth)`.execute(db)
  await sql`
    WITH RECURSIVE paths (ancestor_id, descendant_id, depth) AS (
      SELECT id, id, 0 FROM members
      UNION ALL
      SELECT m.upline_id, p.descendant_id, p.depth + 1
        FROM paths p JOIN members m ON m.id = p.ancestor_id
       WHERE m.upline_id IS NOT NULL
    )
    INSERT INTO member_tree (ancestor_id, descendant_id, depth) SELECT ancestor_id, descendant_id, depth FROM paths`.execute(db)
}
