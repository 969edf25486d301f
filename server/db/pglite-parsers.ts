/**
 * A smaller type-parser table for PGlite, for speed.
 *
 * PGlite 0.4 copies its whole parser table into a new object on every query
 * (`parseResults`: `{ ...this.parsers, ...options.parsers }`). At start it adds a parser for
 * every array type in pg_type, about 300 entries, and copying those costs about 0.2 ms per
 * query on this machine: a third of a simple query, and the biggest single cost of a
 * seamless-wallet bet after the database's own work.
 *
 * Tala reads only PGlite's base types (bool, bytea, integers, text, json, floats, dates)
 * and arrays of them, so the table keeps exactly those. PGlite still parses base types
 * without the table (it falls back to its built-in parsers); an array of any other type
 * would arrive as its text form. `pglite-parsers.test.ts` pins the results of every kept type.
 */
import { types, type PGlite } from '@electric-sql/pglite'

/** PostgreSQL's fixed catalogue OIDs (pg_type.dat): base type -> its array type. */
const ARRAY_OF: Readonly<Record<number, number>> = {
  16: 1000, 17: 1001, 20: 1016, 21: 1005, 23: 1007, 25: 1009, 26: 1028, 114: 199, 700: 1021, 701: 1022,
  1042: 1014, 1043: 1015, 1082: 1182, 1114: 1115, 1184: 1185, 3802: 3807,
}

type Parsers = PGlite['parsers']

export const leanParsers = (all: Parsers): Parsers => {
  const kept: Parsers = {}
  for (const key of Object.keys(types.parsers)) {
    const oid = Number(key)
    if (!Number.isInteger(oid) || !all[oid]) continue
    kept[oid] = all[oid]
    const array = ARRAY_OF[oid]
    if (array !== undefined && all[array]) kept[array] = all[array]
  }
  return kept
}

/** Swaps a ready PGlite's parser table for the lean one (after its array types are loaded). */
export const useLeanParsers = (pglite: PGlite): PGlite => {
  pglite.parsers = leanParsers(pglite.parsers)
  return pglite
}
