/**
 * Raffles: a member takes one ticket (MCS2_claimRafflePromotion; again, the same ticket), the
 * operator draws. Each raffle is committed (raffle_draws: sealed seed, hash published) before
 * its first ticket. A ticket is taken under a shared lock of that row and the draw under an
 * exclusive one, so no ticket slips in after the draw read them. The draw closes the raffle,
 * picks the winners from the seed and the tickets in order (raffle-draw.ts), pays each winner
 * through the ledger (key raffle:<promotion>:<member>) with an inbox message (kind raffle_won),
 * and reveals the seed, in one transaction: a second draw finds it drawn and pays nothing.
 */
import type { Kysely, Transaction } from 'kysely'
import { pickWinners, type RaffleClaimReply } from '../../../src/shared/api/index.ts'
import type { Database } from '../../db/schema.ts'
import { ApiError } from '../../http/errors.ts'
import { creditMember, promotionTiming, vipLevelOf } from '../rewards/index.ts'
import { postMessage } from '../messages/index.ts'
import { drawUnits, hashOf, newSeed, openSeed, sealSeed } from './seal.ts'

const notFound = () => new ApiError('NOT_FOUND', 'No such raffle.')

/** The raffle's committed row, made (with a new sealed seed) if nobody has made it yet. */
export const ensureRaffleDraw = async (db: Kysely<Database> | Transaction<Database>, key: Buffer, promotionId: number) => {
  const found = await db.selectFrom('raffle_draws').selectAll().where('promotion_id', '=', promotionId).executeTakeFirst()
  if (found) return found
  const seed = newSeed()
  await db.insertInto('raffle_draws').values({ promotion_id: promotionId, server_seed: sealSeed(key, seed), server_seed_hash: hashOf(seed) })
    .onConflict((oc) => oc.column('promotion_id').doNothing()).execute()
  return db.selectFrom('raffle_draws').selectAll().where('promotion_id', '=', promotionId).executeTakeFirstOrThrow()
}

const openRaffle = (db: Kysely<Database>, promotionId: number) =>
  db.selectFrom('promotions').selectAll().where('id', '=', promotionId).where('kind', '=', 'raffle').where('enabled', '=', true).executeTakeFirst()

/** The member's ticket: taken once; asking again answers the same ticket. */
export const claimRaffle = async (db: Kysely<Database>, key: Buffer, memberId: number, promotionId: number, now: number): Promise<RaffleClaimReply> => {
  const p = await openRaffle(db, promotionId)
  if (!p) throw notFound()
  const refusal = async (q: Kysely<Database>) => {
    if (promotionTiming(p, now) !== 'open') return new ApiError('NOT_CLAIMABLE', 'This raffle is not open.')
    if (await vipLevelOf(q, memberId) < p.min_vip_level) return new ApiError('NOT_CLAIMABLE', 'This raffle asks for a higher VIP level.')
    return null
  }
  const entered = await db.selectFrom('raffle_entries').select('id').where('promotion_id', '=', p.id).where('member_id', '=', memberId).executeTakeFirst()
  // A refused ticket writes nothing, not even the raffle's commitment.
  const early = entered ? null : await refusal(db)
  if (early) throw early
  await ensureRaffleDraw(db, key, p.id)
  return db.transaction().execute(async (trx) => {
    const draw = await trx.selectFrom('raffle_draws').select('status').where('promotion_id', '=', p.id).forShare().executeTakeFirstOrThrow()
    const mine = await trx.selectFrom('raffle_entries').select('id').where('promotion_id', '=', p.id).where('member_id', '=', memberId).executeTakeFirst()
    if (!mine) {
      if (draw.status === 'drawn') throw new ApiError('NOT_CLAIMABLE', 'This raffle was drawn.')
      const late = await refusal(trx)
      if (late) throw late
      await trx.insertInto('raffle_entries').values({ promotion_id: p.id, member_id: memberId, entered_at: new Date(now) })
        .onConflict((oc) => oc.columns(['promotion_id', 'member_id']).doNothing()).execute()
    }
    const ticket = await trx.selectFrom('raffle_entries').select(['id', 'status']).where('promotion_id', '=', p.id).where('member_id', '=', memberId).executeTakeFirstOrThrow()
    const { n } = await trx.selectFrom('raffle_entries').select((eb) => eb.fn.countAll<string>().as('n')).where('promotion_id', '=', p.id).executeTakeFirstOrThrow()
    return { promotionId: p.id, ticket: Number(ticket.id), status: ticket.status === 'won' ? 'issued' : ticket.status === 'lost' ? 'close' : 'joined', entrants: Number(n) }
  })
}

export interface DrawOutcome {
  readonly promotionId: number
  /** False when it had been drawn before: nothing was paid this time. */
  readonly drawnNow: boolean
  readonly entrants: number
  readonly winningTickets: ReadonlyArray<number>
  readonly prize: number
  readonly serverSeed: string
  readonly serverSeedHash: string
}

/** Draws a raffle once (see the file's comment); `now` closes it if it was still open. */
export const drawRaffle = async (db: Kysely<Database>, key: Buffer, promotionId: number, operator: string, now: number): Promise<DrawOutcome> => {
  const p = await db.selectFrom('promotions').selectAll().where('id', '=', promotionId).where('kind', '=', 'raffle').executeTakeFirst()
  if (!p) throw notFound()
  await ensureRaffleDraw(db, key, p.id)
  return db.transaction().execute(async (trx) => {
    const draw = await trx.selectFrom('raffle_draws').selectAll().where('promotion_id', '=', p.id).forUpdate().executeTakeFirstOrThrow()
    const prize = Number(p.reward)
    if (draw.status === 'drawn') {
      return { promotionId: p.id, drawnNow: false, entrants: draw.entrants ?? 0, winningTickets: draw.winning_tickets ?? [], prize, serverSeed: draw.server_seed, serverSeedHash: draw.server_seed_hash }
    }
    if (promotionTiming(p, now) === 'comingSoon') throw new ApiError('NOT_CLAIMABLE', 'This raffle has not started.')
    if (p.ends_at === null || p.ends_at.getTime() > now) await trx.updateTable('promotions').set({ ends_at: new Date(now), updated_by: operator, updated_at: new Date(now) }).where('id', '=', p.id).execute()
    const entries = await trx.selectFrom('raffle_entries').select(['id', 'member_id']).where('promotion_id', '=', p.id).orderBy('id').execute()
    const tickets = entries.map((e) => Number(e.id))
    const seed = openSeed(key, draw.server_seed)
    const winning = pickWinners(tickets, drawUnits(seed, p.id, tickets.length, p.winners ?? 1))
    const memberOf = new Map(entries.map((e) => [Number(e.id), e.member_id]))
    for (const ticket of winning) {
      const memberId = memberOf.get(ticket)!
      const tx = await creditMember(trx, `raffle:${p.id}:${memberId}`, 'bonus', memberId, prize, { source: 'raffle', promotionId: p.id, ticket, title: p.title })
      if (tx === null) throw new ApiError('ALREADY_CLAIMED', `Raffle ${p.id} paid member ${memberId} before.`)
      await trx.updateTable('raffle_entries').set({ status: 'won', prize, tx_id: tx }).where('id', '=', String(ticket)).execute()
      // The title in every language: the inbox words the message in the reader's.
      const titles = Object.fromEntries(Object.entries(p.title).map(([language, text]) => [`title_${language}`, text]))
      await postMessage(trx, { memberId, kind: 'raffle_won', params: { ...titles, amount: prize, ticket, promotionId: p.id } })
    }
    await trx.updateTable('raffle_entries').set({ status: 'lost' }).where('promotion_id', '=', p.id).where('status', '=', 'joined').execute()
    await trx.updateTable('raffle_draws').set({
      status: 'drawn', server_seed: seed, entrants: tickets.length, winning_tickets: JSON.stringify(winning), drawn_by: operator, drawn_at: new Date(now),
    }).where('promotion_id', '=', p.id).execute()
    return { promotionId: p.id, drawnNow: true, entrants: tickets.length, winningTickets: winning, prize, serverSeed: seed, serverSeedHash: draw.server_seed_hash }
  })
}
