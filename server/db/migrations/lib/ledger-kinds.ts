/**
 * The one way migrations widen the `ledger_kind` domain (created by 0013): its check is replaced
 * by the union of the kinds it allows now and the kinds a migration adds, so each migration
 * names only its own kinds and keeps whatever another one added, whichever ran first.
 *
 * Like a migration, this imports nothing but kysely and must keep doing what it did on the
 * databases it has run on: a different rule is a new helper, not an edit of this one
 * (ledger-kinds.test.ts pins the union and the final check of a fresh database).
 */
import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

/**
 * The kinds `current` allows plus those of `added` it lacks, in order: the new ones go at the
 * end, or right after the kind `after` when given (and present).
 */
export function unionOfKinds(current: readonly string[], added: readonly string[], after?: string): string[] {
  const kept = [...new Set(current)]
  const fresh = [...new Set(added)].filter((k) => !kept.includes(k))
  const found = after === undefined ? -1 : kept.indexOf(after)
  const at = found < 0 ? kept.length : found + 1
  return [...kept.slice(0, at), ...fresh, ...kept.slice(at)]
}

/** The kinds named by a check's definition as PostgreSQL prints it (`'deposit'::text`...). */
const kindsOf = (definition: string): string[] => [...definition.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]!)

/**
 * Replaces every check of `ledger_kind` by one, `ledger_kind_check`, allowing the union of the
 * kinds allowed now and `added` (see unionOfKinds for the order).
 */
export async function replaceLedgerKinds(db: AnyDb, added: readonly string[], options: { after?: string } = {}): Promise<void> {
  const checks = await sql<{ conname: string; def: string }>`
    SELECT conname, pg_get_constraintdef(oid) AS def FROM pg_constraint
    WHERE contypid = 'ledger_kind'::regtype AND contype = 'c' ORDER BY conname`.execute(db)
  const kinds = unionOfKinds(checks.rows.flatMap((c) => kindsOf(c.def)), added, options.after)
  for (const { conname } of checks.rows) await sql`ALTER DOMAIN ledger_kind DROP CONSTRAINT ${sql.id(conname)}`.execute(db)
  await sql`ALTER DOMAIN ledger_kind ADD CONSTRAINT ledger_kind_check CHECK (VALUE IN (${sql.join(kinds.map((k) => sql.lit(k)))}))`.execute(db)
}
