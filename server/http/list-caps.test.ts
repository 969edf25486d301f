/**
 * Every call of the contract that pages or limits a list refuses a page bigger than the
 * largest the SPA shows: a request's `pageSize` or `limit` of 10,000 is a validation error,
 * decoded by the very schema the server decodes requests with (http/route.ts).
 */
import { describe, expect, it } from 'vitest'
import { Exit, Schema } from 'effect'
import { Endpoints, GAME_LIST_MAX_PAGE_SIZE } from '../../src/shared/api/index.ts'
import { AdminEndpoints } from '../admin/contract.ts'

const SIZE_FIELDS = ['pageSize', 'limit', 'size', 'perPage', 'count'] as const

interface Entry { readonly query?: Schema.Top; readonly body?: Schema.Top }

/** [call, part, field, field schema] for each size field of each request schema. */
const sizeFields = (entries: Record<string, Entry>) =>
  Object.entries(entries).flatMap(([name, e]) =>
    (['query', 'body'] as const).flatMap((part) => {
      const fields = (e[part] as { fields?: Record<string, Schema.Top> } | undefined)?.fields ?? {}
      return SIZE_FIELDS.filter((f) => f in fields).map((f) => [`${name}.${part}.${f}`, f, fields[f]!] as const)
    }))

/** Whether the field accepts `n`, sent as JSON (a number) or in a query string (text). */
const accepts = (field: string, schema: Schema.Top, n: number): boolean => {
  const one = Schema.Struct({ [field]: schema }) as unknown as Schema.Codec<unknown, unknown>
  return [n, String(n)].some((v) => Exit.isSuccess(Schema.decodeUnknownExit(one)({ [field]: v })))
}

const all = [...sizeFields(Endpoints as unknown as Record<string, Entry>), ...sizeFields(AdminEndpoints as unknown as Record<string, Entry>)]

describe('page-size caps on every list call', () => {
  it('finds the list calls (the walk sees the catalogue, recent games, the winner board and the outbox)', () => {
    expect(all.map(([where]) => where)).toEqual(expect.arrayContaining([
      'gameList.body.pageSize', 'recentGames.body.limit', 'rankList.body.limit', 'outbox.query.limit',
    ]))
  })

  it.each(all)('%s refuses 10,000 and anything over the largest page the SPA shows', (_where, field, schema) => {
    expect(accepts(field, schema, 1)).toBe(true)
    expect(accepts(field, schema, 10_000)).toBe(false)
    expect(accepts(field, schema, GAME_LIST_MAX_PAGE_SIZE + 1)).toBe(false)
  })
})
