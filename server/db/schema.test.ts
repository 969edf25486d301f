/**
 * schema.ts (the Kysely types every query is checked against) must describe the database the
 * migrations build: the same tables, the same columns, the same nullability, a TypeScript
 * type of the right family for each column's SQL type, and no optional insert of a NOT NULL
 * column without a default. Read from information_schema after migrating, and from schema.ts
 * with the TypeScript parser.
 *
 * A new table or column is a migration plus its line in schema.ts; this test names whichever
 * half is missing.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { sql } from 'kysely'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDb, type TestDb } from '../testing/test-db.ts'

/** What schema.ts says of one column. */
interface DeclaredColumn {
  /** Type families of the select type: string, number, bigint, boolean, date, json, null. */
  readonly families: ReadonlySet<string>
  /** Generated<...>, or a ColumnType whose insert type takes undefined. */
  readonly optionalInsert: boolean
}

const schemaPath = fileURLToPath(new URL('./schema.ts', import.meta.url))

const readDeclaredSchema = (): Map<string, Map<string, DeclaredColumn>> => {
  const file = ts.createSourceFile(schemaPath, readFileSync(schemaPath, 'utf8'), ts.ScriptTarget.Latest, true)
  const interfaces = new Map<string, ts.InterfaceDeclaration>()
  const aliases = new Map<string, ts.TypeAliasDeclaration>()
  for (const statement of file.statements) {
    if (ts.isInterfaceDeclaration(statement)) interfaces.set(statement.name.text, statement)
    if (ts.isTypeAliasDeclaration(statement)) aliases.set(statement.name.text, statement)
  }
  const families = (node: ts.TypeNode, out: Set<string>): Set<string> => {
    if (ts.isUnionTypeNode(node)) node.types.forEach((t) => families(t, out))
    else if (ts.isLiteralTypeNode(node)) {
      if (node.literal.kind === ts.SyntaxKind.NullKeyword) out.add('null')
      else if (ts.isStringLiteral(node.literal)) out.add('string')
      else if (ts.isNumericLiteral(node.literal)) out.add('number')
      else out.add('boolean')
    } else if (node.kind === ts.SyntaxKind.StringKeyword) out.add('string')
    else if (node.kind === ts.SyntaxKind.NumberKeyword) out.add('number')
    else if (node.kind === ts.SyntaxKind.BigIntKeyword) out.add('bigint')
    else if (node.kind === ts.SyntaxKind.BooleanKeyword) out.add('boolean')
    else if (node.kind === ts.SyntaxKind.UndefinedKeyword) out.add('undefined')
    else if (node.kind === ts.SyntaxKind.NeverKeyword) out.add('never')
    else if (ts.isTypeReferenceNode(node)) {
      const name = node.typeName.getText(file)
      const args = node.typeArguments ?? []
      if (name === 'Date') out.add('date')
      else if (name === 'Buffer') out.add('buffer')
      else if (name === 'Json') out.add('json')
      else if (name === 'Generated' || name === 'ColumnType') families(args[0]!, out)
      else if (aliases.has(name)) families(aliases.get(name)!.type, out)
      else throw new Error(`schema.ts: no type family known for ${name}`)
    } else throw new Error(`schema.ts: no type family known for ${node.getText(file)}`)
    return out
  }
  const optionalInsert = (node: ts.TypeNode): boolean => {
    if (ts.isUnionTypeNode(node)) return node.types.some(optionalInsert)
    if (!ts.isTypeReferenceNode(node)) return false
    const name = node.typeName.getText(file)
    if (name === 'Generated') return true
    if (name === 'ColumnType') return families(node.typeArguments![1]!, new Set()).has('undefined')
    return false
  }
  const tables = new Map<string, Map<string, DeclaredColumn>>()
  for (const member of interfaces.get('Database')!.members) {
    if (!ts.isPropertySignature(member) || !member.type || !ts.isTypeReferenceNode(member.type)) continue
    const table = interfaces.get(member.type.typeName.getText(file))
    if (!table) throw new Error(`schema.ts: ${member.name.getText(file)} names no interface`)
    const columns = new Map<string, DeclaredColumn>()
    for (const column of table.members) {
      if (!ts.isPropertySignature(column) || !column.type) continue
      columns.set(column.name.getText(file), { families: families(column.type, new Set()), optionalInsert: optionalInsert(column.type) })
    }
    tables.set(member.name.getText(file), columns)
  }
  return tables
}

/** The type families a driver may hand back for a SQL type (pg gives int8 and numeric as text, PGlite as numbers). */
const ALLOWED: Readonly<Record<string, { readonly must: string; readonly may: readonly string[] }>> = {
  int2: { must: 'number', may: [] },
  int4: { must: 'number', may: [] },
  int8: { must: 'string', may: ['number', 'bigint'] },
  numeric: { must: 'string', may: ['number', 'bigint'] },
  text: { must: 'string', may: [] },
  varchar: { must: 'string', may: [] },
  bool: { must: 'boolean', may: [] },
  timestamptz: { must: 'date', may: [] },
  date: { must: 'date', may: [] },
  jsonb: { must: 'json', may: [] },
  bytea: { must: 'buffer', may: [] },
}

interface DbColumn { table_name: string; column_name: string; udt_name: string; is_nullable: 'YES' | 'NO'; column_default: string | null; is_identity: 'YES' | 'NO' }

let t: TestDb
let columns: DbColumn[]
const declared = readDeclaredSchema()
beforeAll(async () => {
  t = await createTestDb()
  // udt_name of a domain column is its base type (bet_stake -> int8).
  columns = (await sql<DbColumn>`
    SELECT c.table_name, c.column_name, c.udt_name, c.is_nullable, c.column_default, c.is_identity
    FROM information_schema.columns c JOIN information_schema.tables tb USING (table_schema, table_name)
    WHERE c.table_schema = current_schema() AND tb.table_type = 'BASE TABLE' AND c.table_name NOT LIKE 'kysely_migration%'
    ORDER BY c.table_name, c.ordinal_position`.execute(t.db)).rows
})
afterAll(async () => { await t?.close() })

describe('schema.ts against the migrated database', () => {
  it('names the same tables and the same columns', () => {
    const inDb = [...new Set(columns.map((c) => `${c.table_name}.${c.column_name}`))].sort()
    const inTs = [...declared].flatMap(([table, cols]) => [...cols.keys()].map((c) => `${table}.${c}`)).sort()
    expect(inTs.filter((c) => !inDb.includes(c)), 'in schema.ts, not in the database').toEqual([])
    expect(inDb.filter((c) => !inTs.includes(c)), 'in the database, not in schema.ts').toEqual([])
  })

  it('types each column as nullable exactly when it is, with a type of its SQL type\'s family', () => {
    const wrong: string[] = []
    for (const c of columns) {
      const d = declared.get(c.table_name)?.get(c.column_name)
      if (!d) continue // reported by the test above
      const where = `${c.table_name}.${c.column_name} (${c.udt_name})`
      if (d.families.has('null') !== (c.is_nullable === 'YES')) wrong.push(`${where}: nullable in the database ${c.is_nullable}, in schema.ts ${d.families.has('null')}`)
      const allowed = ALLOWED[c.udt_name]
      if (!allowed) { wrong.push(`${where}: no family known for this SQL type; add it to ALLOWED`); continue }
      const families = [...d.families].filter((f) => f !== 'null')
      if (!families.includes(allowed.must) || families.some((f) => f !== allowed.must && !allowed.may.includes(f))) {
        wrong.push(`${where}: schema.ts says ${families.join(' | ')}, expected ${allowed.must}`)
      }
    }
    expect(wrong).toEqual([])
  })

  // The other way round is allowed: schema.ts may ask callers for a value the database could default.
  it('never lets an insert leave out a NOT NULL column that has no default', () => {
    const wrong: string[] = []
    for (const c of columns) {
      const d = declared.get(c.table_name)?.get(c.column_name)
      if (!d) continue
      const hasDefault = c.column_default !== null || c.is_identity === 'YES'
      if (d.optionalInsert && !hasDefault && c.is_nullable === 'NO') wrong.push(`${c.table_name}.${c.column_name}: optional on insert in schema.ts, but NOT NULL without a default`)
    }
    expect(wrong).toEqual([])
  })
})
