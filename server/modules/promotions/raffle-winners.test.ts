/**
 * A drawn raffle tells each winner in their inbox: one `raffle_won` message per winner with the
 * prize, the ticket and the raffle's title in every language (the inbox words it in the
 * reader's), in the draw's transaction, so draws sent together tell each winner once; the
 * other entrants get nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, envelope, send, type TestApp } from '../../testing/test-app.ts'
import { createMember, inboxOfKind, memberCall, type TestMember } from '../../testing/reward-helpers.ts'

let t: TestApp
const members: TestMember[] = []
beforeAll(async () => {
  t = await createTestApp()
  for (let i = 0; i < 4; i++) members.push(await createMember(t.app, t.testDb.db, `rafwin${i}`))
})
afterAll(async () => t?.close())

const adminCall = async <T>(method: 'POST', url: string, payload?: object) =>
  envelope<T>(await send(t.app, { method, url, admin: true, headers: { 'x-operator': 'rhea' }, ...(payload ? { payload } : {}) }))
const inbox = (m: TestMember) => inboxOfKind(t.app, m.token, 'raffle_won')

describe('raffle winners\' message', () => {
  it('tells each winner once, with the prize, the ticket and the title in every language', async () => {
    const made = await adminCall<{ id: number }>('POST', '/admin/promo-pages', {
      kind: 'raffle', title: { en: 'Moon raffle', ty: 'Palabunutan sa buwan' }, body: { en: '<p>Win</p>' }, reward: 2_500, winners: 2,
    })
    if (!made.success) throw new Error(made.code)
    const id = made.value.id
    const tickets = new Map<number, number>()
    for (const m of members) {
      const c = await memberCall<{ ticket: number }>(t.app, m.token, 'POST', '/wps/relay/MCS2_claimRafflePromotion', { promotionId: id })
      if (!c.success) throw new Error(c.code)
      tickets.set(m.id, c.value.ticket)
    }
    const draws = await Promise.all([1, 2].map(() => adminCall<{ drawnNow: boolean }>('POST', `/admin/raffles/${id}/draw`)))
    expect(draws.filter((d) => d.success && d.value.drawnNow)).toHaveLength(1)
    const won = new Set((await t.testDb.db.selectFrom('raffle_entries').select('member_id').where('promotion_id', '=', id).where('status', '=', 'won').execute()).map((r) => r.member_id))
    expect(won.size).toBe(2)
    for (const m of members) {
      const messages = await inbox(m)
      if (!won.has(m.id)) { expect(messages).toEqual([]); continue }
      expect(messages).toHaveLength(1)
      expect(messages[0]).toMatchObject({
        read: false, broadcast: false,
        params: { amount: 2_500, ticket: tickets.get(m.id), promotionId: id, title_en: 'Moon raffle', title_ty: 'Palabunutan sa buwan' },
      })
    }
  })
})
