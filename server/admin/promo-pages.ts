/**
 * The operator's promotion pages and raffles (contract-promo-pages.ts): list, create, schedule,
 * withdraw; a raffle's tickets, and its draw (modules/promotions drawRaffle: once, paying each
 * winner through the ledger). Each change keeps who made it (operator.ts) and when.
 */
import type { FastifyInstance } from 'fastify'
import type { Selectable } from 'kysely'
import type { PromotionsTable } from '../db/schema.ts'
import { json } from '../db/json.ts'
import { route } from '../http/route.ts'
import { ApiError } from '../http/errors.ts'
import { drawRaffle, ensureRaffleDraw } from '../modules/promotions/index.ts'
import { AdminEndpoints } from './contract.ts'
import type { AdminPromoPage, AdminRaffle, PromoPageCreateBody } from './contract-promo-pages.ts'
import { operatorOf } from './operator.ts'
import { localized } from './rewards.ts'

const view = (p: Selectable<PromotionsTable>): AdminPromoPage => ({
  id: p.id, kind: p.kind, title: p.title, banner: p.banner, hasBody: p.body !== null, reward: p.reward === null ? null : Number(p.reward), rateBp: p.rate_bp,
  winners: p.winners, minVipLevel: p.min_vip_level, startsAt: p.starts_at?.toISOString() ?? null, endsAt: p.ends_at?.toISOString() ?? null,
  enabled: p.enabled, sort: p.sort, updatedBy: p.updated_by, updatedAt: p.updated_at.toISOString(),
})

/** What the SPA's sanitiser would remove anyway, refused here so the operator sees it. */
const UNSAFE_HTML = /<\s*(script|iframe|object|embed|style|form)\b|\son[a-z]+\s*=|javascript:/i

const timeOrNull = (text: string | null | undefined): Date | null => {
  if (!text) return null
  const at = new Date(text)
  if (Number.isNaN(at.getTime())) throw new ApiError('VALIDATION_FAILED', `Invalid body: ${text} is not a time.`)
  return at
}

const checkPeriod = (startsAt: Date | null, endsAt: Date | null) => {
  if (startsAt && endsAt && startsAt >= endsAt) throw new ApiError('VALIDATION_FAILED', 'Invalid body: endsAt must be after startsAt.')
}

/** The kind's own fields: a promotion a reward, a rebate a rate, a raffle a prize and its number of winners; nothing else. */
const checkKind = (b: PromoPageCreateBody) => {
  const wants = { promotion: ['reward'], rebate: ['rateBp'], raffle: ['reward', 'winners'] }[b.kind]
  for (const field of ['reward', 'rateBp', 'winners'] as const) {
    if (wants.includes(field) !== (b[field] !== undefined)) {
      throw new ApiError('VALIDATION_FAILED', `Invalid body: a ${b.kind} takes ${wants.join(' and ')} (and not ${['reward', 'rateBp', 'winners'].filter((f) => !wants.includes(f)).join(' or ')}).`)
    }
  }
  if (Object.values(b.body).some((html) => html !== undefined && UNSAFE_HTML.test(html))) {
    throw new ApiError('VALIDATION_FAILED', 'Invalid body: the HTML may not hold scripts, frames, styles, forms or event handlers.')
  }
}

export const registerPromoPagesAdmin = (app: FastifyInstance): void => {
  const db = () => app.tala.db
  const now = () => new Date(app.tala.now())

  const raffleOf = async (id: number): Promise<AdminRaffle> => {
    const p = await db().selectFrom('promotions').selectAll().where('id', '=', id).where('kind', '=', 'raffle').executeTakeFirst()
    if (!p) throw new ApiError('NOT_FOUND', `No raffle ${id}.`)
    const draw = await ensureRaffleDraw(db(), app.tala.secretsKey, p.id)
    const tickets = await db().selectFrom('raffle_entries as e').innerJoin('members as m', 'm.id', 'e.member_id')
      .select(['e.id', 'm.account', 'e.status', 'e.prize', 'e.entered_at']).where('e.promotion_id', '=', p.id).orderBy('e.id').execute()
    return {
      promotionId: p.id, title: p.title.en, status: draw.status, serverSeedHash: draw.server_seed_hash, serverSeed: draw.status === 'drawn' ? draw.server_seed : null,
      prize: Number(p.reward), winners: p.winners ?? 1, drawnBy: draw.drawn_by, drawnAt: draw.drawn_at?.toISOString() ?? null,
      tickets: tickets.map((t) => ({ ticket: Number(t.id), account: t.account, status: t.status, prize: Number(t.prize), enteredAt: t.entered_at.toISOString() })),
    }
  }

  route(app, AdminEndpoints.promoPageList, async () =>
    ({ promotions: (await db().selectFrom('promotions').selectAll().orderBy('sort').orderBy('id').execute()).map(view) }))

  route(app, AdminEndpoints.promoPageCreate, async ({ body }, req) => {
    checkKind(body)
    const startsAt = timeOrNull(body.startsAt)
    const endsAt = timeOrNull(body.endsAt)
    checkPeriod(startsAt, endsAt)
    const operator = operatorOf(req)
    const at = now()
    const row = await db().transaction().execute(async (trx) => {
      const created = await trx.insertInto('promotions').values({
        kind: body.kind, title: json(localized(body.title)), body: json(localized(body.body)), banner: body.banner ?? null,
        reward: body.reward ?? null, rate_bp: body.rateBp ?? null, winners: body.winners ?? null, min_vip_level: body.minVipLevel ?? 0, sort: body.sort ?? 0,
        starts_at: startsAt, ends_at: endsAt, enabled: true, created_by: operator, created_at: at, updated_by: operator, updated_at: at,
      }).returningAll().executeTakeFirstOrThrow()
      // A raffle is committed (its seed's hash published) before anyone can take a ticket.
      if (created.kind === 'raffle') await ensureRaffleDraw(trx, app.tala.secretsKey, created.id)
      return created
    })
    req.log.info({ promotion: row.id, kind: row.kind, operator }, 'promotion page created by operator')
    return view(row)
  })

  route(app, AdminEndpoints.promoPageSchedule, async ({ params, body }, req) => {
    const startsAt = timeOrNull(body.startsAt)
    const endsAt = timeOrNull(body.endsAt)
    checkPeriod(startsAt, endsAt)
    const drawn = await db().selectFrom('raffle_draws').select('status').where('promotion_id', '=', params.id).where('status', '=', 'drawn').executeTakeFirst()
    if (drawn) throw new ApiError('VALIDATION_FAILED', `Raffle ${params.id} was drawn: its period is history.`)
    const row = await db().updateTable('promotions').set({ starts_at: startsAt, ends_at: endsAt, enabled: true, updated_by: operatorOf(req), updated_at: now() })
      .where('id', '=', params.id).returningAll().executeTakeFirst()
    if (!row) throw new ApiError('NOT_FOUND', `No promotion ${params.id}.`)
    req.log.info({ promotion: row.id, startsAt, endsAt }, 'promotion scheduled by operator')
    return view(row)
  })

  route(app, AdminEndpoints.promoPageWithdraw, async ({ params }, req) => {
    const row = await db().updateTable('promotions').set({ enabled: false, updated_by: operatorOf(req), updated_at: now() })
      .where('id', '=', params.id).returningAll().executeTakeFirst()
    if (!row) throw new ApiError('NOT_FOUND', `No promotion ${params.id}.`)
    req.log.info({ promotion: row.id }, 'promotion withdrawn by operator')
    return view(row)
  })

  route(app, AdminEndpoints.raffleShow, async ({ params }) => raffleOf(params.id))

  route(app, AdminEndpoints.raffleDraw, async ({ params }, req) => {
    const operator = operatorOf(req)
    const outcome = await drawRaffle(db(), app.tala.secretsKey, params.id, operator, app.tala.now())
    req.log.info({ promotion: params.id, operator, drawnNow: outcome.drawnNow, winners: outcome.winningTickets }, 'raffle drawn by operator')
    return { drawnNow: outcome.drawnNow, raffle: await raffleOf(params.id) }
  })
}
