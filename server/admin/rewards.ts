/**
 * Operator control of the reward side: send a message to one member or to all, define and
 * switch missions and promotions (promotion rewards, rebates), decide applications. Each
 * change keeps who made it (the X-Operator header, else "admin": operator.ts) and when.
 */
import type { FastifyInstance } from 'fastify'
import type { Selectable } from 'kysely'
import type { Localized, MissionsTable, PromotionsTable } from '../db/schema.ts'
import { json } from '../db/json.ts'
import { route } from '../http/route.ts'
import { ApiError, clip } from '../http/errors.ts'
import { sendOperatorMessage } from '../modules/messages/index.ts'
import { TRIAL_AGENT_CODE } from '../modules/account/index.ts'
import { decideApplication } from '../modules/rewards/index.ts'
import { AdminEndpoints } from './contract.ts'
import { operatorOf } from './operator.ts'
import type { AdminApplication, AdminMission, AdminPromotion, LocalizedInput } from './contract-rewards.ts'


/** Every language filled: the ones not given take the English text. */
export const localized = (text: LocalizedInput): Localized => {
  const en = text.en.trim()
  const pick = (t: string | undefined) => t?.trim() || en
  return { ty: pick(text.ty), en, cn: pick(text.cn), th: pick(text.th), vi: pick(text.vi) }
}

const missionView = (m: Selectable<MissionsTable>): AdminMission => ({
  id: m.id, kind: m.kind, gameType: m.game_type, title: m.title, target: Number(m.target), reward: Number(m.reward), period: m.period, enabled: m.enabled,
  sort: m.sort, createdBy: m.created_by, createdAt: m.created_at.toISOString(), updatedBy: m.updated_by, updatedAt: m.updated_at.toISOString(),
})

const promotionView = (p: Selectable<PromotionsTable>): AdminPromotion => ({
  id: p.id, kind: p.kind, title: p.title, reward: p.reward === null ? null : Number(p.reward), rateBp: p.rate_bp, gameType: p.game_type,
  startsAt: p.starts_at?.toISOString() ?? null, endsAt: p.ends_at?.toISOString() ?? null, enabled: p.enabled,
  createdBy: p.created_by, createdAt: p.created_at.toISOString(), updatedBy: p.updated_by, updatedAt: p.updated_at.toISOString(),
})

export const registerRewardsAdmin = (app: FastifyInstance): void => {
  const db = () => app.tala.db
  const now = () => new Date(app.tala.now())

  route(app, AdminEndpoints.messageSend, async ({ body }, req) => {
    if ((body.account === undefined) === (body.all === undefined)) throw new ApiError('VALIDATION_FAILED', 'Invalid body: send either account or all: true.')
    let to: { memberId: number } | 'all' = 'all'
    if (body.account !== undefined) {
      const member = await db().selectFrom('members').select('id').where('account', '=', body.account.trim().toLowerCase()).where('is_agent', '<>', TRIAL_AGENT_CODE).executeTakeFirst()
      if (!member) throw new ApiError('NOT_FOUND', `No member "${clip(body.account, 64)}".`)
      to = { memberId: member.id }
    }
    const operator = operatorOf(req)
    const at = now()
    const { id } = await sendOperatorMessage(db(), to, { title: localized(body.title), body: localized(body.body) }, operator, at)
    req.log.info({ message: id, to: to === 'all' ? 'all' : to.memberId, operator }, 'message sent by operator')
    return { id, to: to === 'all' ? 'all' : body.account!.trim().toLowerCase(), sentBy: operator, sentAt: at.toISOString() }
  })

  route(app, AdminEndpoints.missionList, async () =>
    ({ missions: (await db().selectFrom('missions').selectAll().orderBy('sort').orderBy('id').execute()).map(missionView) }))

  route(app, AdminEndpoints.missionAdd, async ({ body }, req) => {
    if (body.kind === 'first_deposit' && body.gameType !== undefined) throw new ApiError('VALIDATION_FAILED', 'Invalid body: a first-deposit mission has no game type.')
    const operator = operatorOf(req)
    const at = now()
    const row = await db().insertInto('missions').values({
      kind: body.kind, game_type: body.gameType ?? null, title: json(localized(body.title)), target: body.target, reward: body.reward, period: body.period,
      enabled: body.enabled ?? true, sort: body.sort ?? 0, created_by: operator, created_at: at, updated_by: operator, updated_at: at,
    }).returningAll().executeTakeFirstOrThrow()
    req.log.info({ mission: row.id, operator }, 'mission defined by operator')
    return missionView(row)
  })

  route(app, AdminEndpoints.missionEnable, async ({ params, body }, req) => {
    const row = await db().updateTable('missions').set({ enabled: body.enabled, updated_by: operatorOf(req), updated_at: now() })
      .where('id', '=', params.id).returningAll().executeTakeFirst()
    if (!row) throw new ApiError('NOT_FOUND', `No mission ${params.id}.`)
    req.log.info({ mission: row.id, enabled: row.enabled }, 'mission switched by operator')
    return missionView(row)
  })

  route(app, AdminEndpoints.promotionList, async () =>
    ({ promotions: (await db().selectFrom('promotions').selectAll().orderBy('id').execute()).map(promotionView) }))

  route(app, AdminEndpoints.promotionAdd, async ({ body }, req) => {
    if (body.kind === 'promotion' && (body.reward === undefined || body.rateBp !== undefined)) throw new ApiError('VALIDATION_FAILED', 'Invalid body: a promotion takes reward (and no rateBp).')
    if (body.kind === 'rebate' && (body.rateBp === undefined || body.reward !== undefined)) throw new ApiError('VALIDATION_FAILED', 'Invalid body: a rebate takes rateBp (and no reward).')
    const startsAt = body.startsAt ? new Date(body.startsAt) : null
    const endsAt = body.endsAt ? new Date(body.endsAt) : null
    if ([startsAt, endsAt].some((d) => d !== null && Number.isNaN(d.getTime()))) throw new ApiError('VALIDATION_FAILED', 'Invalid body: startsAt or endsAt is not a time.')
    if (startsAt && endsAt && startsAt >= endsAt) throw new ApiError('VALIDATION_FAILED', 'Invalid body: endsAt must be after startsAt.')
    const operator = operatorOf(req)
    const at = now()
    const row = await db().insertInto('promotions').values({
      kind: body.kind, title: json(localized(body.title)), reward: body.reward ?? null, rate_bp: body.rateBp ?? null, game_type: body.gameType ?? null,
      starts_at: startsAt, ends_at: endsAt, enabled: body.enabled ?? true, created_by: operator, created_at: at, updated_by: operator, updated_at: at,
    }).returningAll().executeTakeFirstOrThrow()
    req.log.info({ promotion: row.id, operator }, 'promotion defined by operator')
    return promotionView(row)
  })

  route(app, AdminEndpoints.promotionEnable, async ({ params, body }, req) => {
    const row = await db().updateTable('promotions').set({ enabled: body.enabled, updated_by: operatorOf(req), updated_at: now() })
      .where('id', '=', params.id).returningAll().executeTakeFirst()
    if (!row) throw new ApiError('NOT_FOUND', `No promotion ${params.id}.`)
    req.log.info({ promotion: row.id, enabled: row.enabled }, 'promotion switched by operator')
    return promotionView(row)
  })

  const applications = (status: AdminApplication['status'] | null, id: number | null) =>
    db().selectFrom('promotion_entries as e').innerJoin('promotions as p', 'p.id', 'e.promotion_id').innerJoin('members as m', 'm.id', 'e.member_id')
      .select(['e.id', 'e.promotion_id', 'p.title', 'm.account', 'e.status', 'e.amount', 'e.reason', 'e.applied_at', 'e.decided_by', 'e.decided_at'])
      .where('p.kind', '=', 'promotion')
      .$if(status !== null, (q) => q.where('e.status', '=', status!))
      .$if(id !== null, (q) => q.where('e.id', '=', String(id)))
      .orderBy('e.id').limit(500).execute()
  const applicationView = (r: Awaited<ReturnType<typeof applications>>[number]): AdminApplication => ({
    id: Number(r.id), promotionId: r.promotion_id, promotionTitle: r.title.en, account: r.account, status: r.status, amount: Number(r.amount), reason: r.reason,
    appliedAt: r.applied_at.toISOString(), decidedBy: r.decided_by, decidedAt: r.decided_at?.toISOString() ?? null,
  })

  route(app, AdminEndpoints.applicationList, async ({ query }) => ({ applications: (await applications(query.status ?? 'applying', null)).map(applicationView) }))

  route(app, AdminEndpoints.applicationDecide, async ({ params, body }, req) => {
    if (body.decision === 'reject' && (body.reason === undefined || body.amount !== undefined)) throw new ApiError('VALIDATION_FAILED', 'Invalid body: a rejection takes a reason (and no amount).')
    if (body.decision === 'approve' && body.reason !== undefined) throw new ApiError('VALIDATION_FAILED', 'Invalid body: an approval takes no reason.')
    const operator = operatorOf(req)
    const decision = body.decision === 'approve'
      ? { approve: true as const, ...(body.amount === undefined ? {} : { amount: body.amount }) }
      : { approve: false as const, reason: body.reason!.trim() }
    await decideApplication(db(), params.id, decision, operator, app.tala.now())
    req.log.info({ application: params.id, decision: body.decision, operator }, 'application decided by operator')
    return applicationView((await applications(null, params.id))[0]!)
  })
}
