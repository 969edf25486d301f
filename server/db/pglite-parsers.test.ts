/**
 * The lean parser table must read every type Tala stores exactly as PGlite's full table does,
 * and must really be small (the point of it: PGlite copies the table on every query).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PGlite } from '@electric-sql/pglite'
import { leanParsers } from './pglite-parsers.ts'

let full: PGlite
let lean: PGlite
beforeAll(async () => {
  full = await PGlite.create()
  lean = await full.clone() as PGlite
  lean.parsers = leanParsers(lean.parsers)
})
afterAll(async () => {
  await full.close()
  await lean.close()
})

const everyType = `SELECT true AS bool, '\\x0102'::bytea AS bytea, 2::int2 AS int2, 42::int4 AS int4, 9007199254740991::int8 AS int8,
  'txt'::text AS text, 'v'::varchar AS varchar, 'c'::char(2) AS bpchar,
  '{"a":[1,2]}'::json AS json, '{"b":{"c":true}}'::jsonb AS jsonb, 1.5::float4 AS float4, 2.25::float8 AS float8,
  '2026-11-23'::date AS date, '2026-11-23 10:00:00'::timestamp AS ts, '2026-11-23 10:00:00+08'::timestamptz AS tstz,
  1.50::numeric(10,2) AS numeric, ARRAY[1,2]::int4[] AS int_array, ARRAY[3]::int8[] AS bigint_array, ARRAY['x','y'] AS text_array,
  ARRAY[true,false] AS bool_array, ARRAY['{"k":1}'::jsonb] AS jsonb_array, ARRAY['2026-11-23 10:00:00+08'::timestamptz] AS tstz_array,
  NULL::int4 AS nothing`

describe('lean PGlite parsers', () => {
  it('reads every stored type as the full table does', async () => {
    const a = await full.query(everyType)
    const b = await lean.query(everyType)
    expect(b.rows).toEqual(a.rows)
    expect(b.rows[0]).toMatchObject({ int8: 9007199254740991, int_array: [1, 2], jsonb: { b: { c: true } }, bool_array: [true, false] })
  })
  it('keeps a few dozen entries instead of hundreds', () => {
    expect(Object.keys(full.parsers).length).toBeGreaterThan(200)
    expect(Object.keys(lean.parsers).length).toBeLessThanOrEqual(40)
  })
})
