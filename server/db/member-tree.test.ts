/**
 * The closure table of the upline tree (member_tree) agrees with members.upline_id after any
 * sequence of registrations and moves: every member's subtree read from it equals the one a
 * walk of upline_id finds, with the right depths, and a move under one's own downline is
 * refused without changing anything.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDb, type TestDb } from '../testing/test-db.ts'

let t: TestDb
beforeAll(async () => {
  t = await createTestDb()
})
afterAll(async () => t.close())

const newMember = async (account: string, uplineId: number | null) =>
  (await t.db.insertInto('members').values({
    account, password_hash: 'x', is_agent: 1, mobile_num: null, country_dialing_code: null, email: null, payee_name: null, payment_password_hash: null,
    qq_num: null, line: null, whatsapp: null, facebook: null, wechat: null, id_number: null, recommender_id: null, affiliate_code: null, upline_id: uplineId,
    referral_code: null, register_domain: null, register_url: null, register_ip: null,
  }).returning('id').executeTakeFirstOrThrow()).id

/** Every (ancestor, descendant, depth) the upline_id column implies, for the given members. */
const walked = async (ids: readonly number[]) => {
  const rows = await t.db.selectFrom('members').select(['id', 'upline_id']).where('id', 'in', ids).execute()
  const upline = new Map(rows.map((r) => [r.id, r.upline_id]))
  const pairs: string[] = []
  for (const id of ids) {
    let at: number | null = id
    for (let depth = 0; at !== null && depth <= ids.length; depth++) {
      pairs.push(`${at}>${id}@${depth}`)
      at = upline.get(at) ?? null
    }
  }
  return pairs.sort()
}

const stored = async (ids: readonly number[]) =>
  (await t.db.selectFrom('member_tree').select(['ancestor_id', 'descendant_id', 'depth']).where('descendant_id', 'in', ids).execute())
    .map((r) => `${r.ancestor_id}>${r.descendant_id}@${r.depth}`).sort()

describe('member_tree', () => {
  it('matches upline_id after random registrations and moves, and refuses a cycle', async () => {
    let run = 0
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.nat(), { minLength: 2, maxLength: 12 }),
        fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 8 }),
        async (parents, moves) => {
          run++
          const ids: number[] = []
          for (const [i, p] of parents.entries()) {
            // Each new member hangs under an earlier one, or is a root (p % (i + 1) === i).
            const pick = p % (i + 1)
            ids.push(await newMember(`tree${run}x${i}`, pick === i ? null : ids[pick]!))
          }
          for (const [a, b] of moves) {
            const member = ids[a % ids.length]!
            const upline = ids[b % ids.length]!
            const under = await t.db.selectFrom('member_tree').select('depth')
              .where('ancestor_id', '=', member).where('descendant_id', '=', upline).executeTakeFirst()
            const before = await stored(ids)
            const move = t.db.updateTable('members').set({ upline_id: upline }).where('id', '=', member).execute()
            if (under) {
              await expect(move).rejects.toThrow(/own downline/)
              expect(await stored(ids)).toEqual(before)
            } else {
              await move
            }
          }
          expect(await stored(ids)).toEqual(await walked(ids))
        },
      ),
      { numRuns: 15 },
    )
  })
})
