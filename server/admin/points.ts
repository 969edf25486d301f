/**
 * Operator control of points and VIP: rates and the convert ratio, the reward catalogue,
 * the physical redemptions waiting for a decision (reject refunds the points), a member's
 * points adjusted with a reason (an `adjust` entry), the VIP level table and period, and the
 * VIP recompute now. Each change keeps who (X-Operator) on its row and in the journal.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { sql, type Kysely, type Selectable } from 'kysely'
import type { Database, PointRewardsTable } from '../db/schema.ts'
import { json } from '../db/json.ts'
import { route } from '../http/route.ts'
import { ApiError, clip } from '../http/errors.ts'
import { TRIAL_AGENT_CODE } from '../modules/account/index.ts'
import { decideRedemption, lockPoints, movePoints, pendingRedemptions, runVipRecompute, vipLevels } from '../modules/points/index.ts'
import { AdminEndpoints } from './contract.ts'
import { operatorOf } from './operator.ts'
import { localized } from './rewards.ts'
import type { AdminPointConfig, AdminPointReward, AdminRedemption, AdminVipLevels } from './contract-points.ts'

const rewardView = (r: Selectable<PointRewardsTable>): AdminPointReward => ({
  id: r.id, kind: r.kind, name: r.name, image: r.image, points: r.points, creditAmount: r.credit_minor === null ? null : Number(r.credit_minor),
  betRequirement: Number(r.bet_requirement), stock: r.stock, memberLimit: r.member_limit, status: r.status, sort: r.sort,
  updatedBy: r.updated_by, updatedAt: r.updated_at.toISOString(),
})

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

const configView = async (db: Kysely<Database>): Promise<AdminPointConfig> => {
  const [rates, c] = await Promise.all([
    db.selectFrom('point_rates').selectAll().orderBy('game_type').execute(),
    db.selectFrom('point_config').selectAll().executeTakeFirstOrThrow(),
  ])
  return {
    rates: rates.map((r) => ({ gameType: r.game_type, rateMilli: r.rate_milli, updatedBy: r.updated_by, updatedAt: r.updated_at.toISOString() })),
    convert: { points: c.convert_points, amount: c.convert_minor, minimum: c.min_convert, updatedBy: c.updated_by, updatedAt: c.updated_at.toISOString() },
  }
}

const levelsView = async (db: Kysely<Database>): Promise<AdminVipLevels> => ({
  levels: await vipLevels(db),
  periodDays: (await db.selectFrom('vip_config').select('period_days').executeTakeFirstOrThrow()).period_days,
})

export const registerPointsAdmin = (app: FastifyInstance): void => {
  const db = () => app.tala.db
  const now = () => new Date(app.tala.now())

  route(app, AdminEndpoints.pointConfig, async () => configView(db()))

  route(app, AdminEndpoints.pointRateSet, async ({ params, body }, req) => {
    const operator = operatorOf(req)
    await db().insertInto('point_rates').values({ game_type: params.gameType, rate_milli: body.rateMilli, updated_by: operator, updated_at: now() })
      .onConflict((oc) => oc.column('game_type').doUpdateSet({ rate_milli: body.rateMilli, updated_by: operator, updated_at: now() })).execute()
    req.log.info({ gameType: params.gameType, rateMilli: body.rateMilli, operator }, 'point rate set by operator')
    return configView(db())
  })

  route(app, AdminEndpoints.pointConvertSet, async ({ body }, req) => {
    if (body.minimum < body.points) throw new ApiError('VALIDATION_FAILED', `Invalid body: the minimum (${body.minimum}) is below one step of the ratio (${body.points} points).`)
    await db().updateTable('point_config').set({ convert_points: body.points, convert_minor: body.amount, min_convert: body.minimum, updated_by: operatorOf(req), updated_at: now() }).execute()
    return configView(db())
  })

  route(app, AdminEndpoints.pointRewardList, async () =>
    ({ rewards: (await db().selectFrom('point_rewards').selectAll().orderBy('sort').orderBy('id').execute()).map(rewardView) }))

  route(app, AdminEndpoints.pointRewardAdd, async ({ body }, req) => {
    if ((body.kind === 'credit') !== (body.creditAmount !== undefined)) {
      throw new ApiError('VALIDATION_FAILED', 'Invalid body: a credit reward needs creditAmount, an item has none.')
    }
    const operator = operatorOf(req)
    const row = await db().insertInto('point_rewards').values({
      kind: body.kind, name: json(localized(body.name)), image: body.image ?? '', points: body.points, credit_minor: body.creditAmount ?? null,
      bet_requirement: body.betRequirement ?? 0, stock: body.stock ?? null, member_limit: body.memberLimit ?? null, sort: body.sort ?? 0,
      updated_by: operator, updated_at: now(),
    }).returningAll().executeTakeFirstOrThrow()
    req.log.info({ reward: row.id, operator }, 'point reward added by operator')
    return rewardView(row)
  })

  route(app, AdminEndpoints.pointRewardEdit, async ({ params, body }, req) => {
    const current = await db().selectFrom('point_rewards').select('kind').where('id', '=', params.id).executeTakeFirst()
    if (!current) throw new ApiError('NOT_FOUND', `No point reward ${params.id}.`)
    if (body.creditAmount !== undefined && current.kind !== 'credit') throw new ApiError('VALIDATION_FAILED', 'Invalid body: an item reward has no creditAmount.')
    const row = await db().updateTable('point_rewards').set({
      ...(body.name ? { name: json(localized(body.name)) } : {}), ...(body.image !== undefined ? { image: body.image } : {}),
      ...(body.points !== undefined ? { points: body.points } : {}), ...(body.creditAmount !== undefined ? { credit_minor: body.creditAmount } : {}),
      ...(body.betRequirement !== undefined ? { bet_requirement: body.betRequirement } : {}), ...(body.stock !== undefined ? { stock: body.stock } : {}),
      ...(body.memberLimit !== undefined ? { member_limit: body.memberLimit } : {}), ...(body.sort !== undefined ? { sort: body.sort } : {}),
      ...(body.status !== undefined ? { status: body.status } : {}), updated_by: operatorOf(req), updated_at: now(),
    }).where('id', '=', params.id).returningAll().executeTakeFirstOrThrow()
    req.log.info({ reward: row.id, status: row.status }, 'point reward changed by operator')
    return rewardView(row)
  })

  route(app, AdminEndpoints.redemptionList, async () => ({
    redemptions: (await pendingRedemptions(db())).map((r): AdminRedemption => ({
      id: r.id, account: r.account, rewardId: r.rewardId, name: r.name.en, kind: r.kind, quantity: r.quantity, points: r.points, status: r.status,
      reason: r.reason, createdAt: iso(r.createdAt)!, decidedAt: iso(r.decidedAt),
    })),
  }))

  route(app, AdminEndpoints.redemptionDecide, async ({ params, body }, req) => {
    const reason = body.reason?.trim() || null
    if (body.decision === 'reject' && reason === null) throw new ApiError('VALIDATION_FAILED', 'Invalid body: a rejection needs the reason the member reads.')
    const operator = operatorOf(req)
    const r = await decideRedemption(db(), params.id, body.decision, operator, reason)
    const account = (await db().selectFrom('members').select('account').where('id', '=', r.memberId).executeTakeFirstOrThrow()).account
    req.log.info({ redemption: r.id, decision: body.decision, operator }, 'point redemption decided by operator')
    return {
      id: r.id, account, rewardId: r.rewardId, name: r.name.en, kind: r.kind, quantity: r.quantity, points: r.points, status: r.status, reason: r.reason,
      createdAt: iso(r.createdAt)!, decidedAt: iso(r.decidedAt),
    }
  })

  route(app, AdminEndpoints.pointsAdjust, async ({ body }, req) => {
    if (body.points === 0) throw new ApiError('VALIDATION_FAILED', 'Invalid body: points is a signed whole number other than 0.')
    const account = body.account.trim().toLowerCase()
    const member = await db().selectFrom('members').select('id').where('account', '=', account).where('is_agent', '<>', TRIAL_AGENT_CODE).executeTakeFirst()
    if (!member) throw new ApiError('NOT_FOUND', `No member "${clip(body.account, 64)}".`)
    const operator = operatorOf(req)
    const balance = await db().transaction().execute(async (trx) => {
      await lockPoints(trx, member.id)
      return movePoints(trx, { memberId: member.id, kind: 'adjust', points: body.points, key: `adjust:${member.id}:${randomUUID()}`, meta: { reason: body.reason.trim(), operator } })
    })
    req.log.info({ member: member.id, points: body.points, operator }, 'points adjusted by operator')
    return { account, points: body.points, balance }
  })

  route(app, AdminEndpoints.vipLevelList, async () => levelsView(db()))

  route(app, AdminEndpoints.vipLevelSet, async ({ params, body }, req) => {
    const values = {
      label: body.label, club: body.club ?? '', required_bet: body.requiredBet, rebate_bp: body.rebateBp, withdraw_daily_count: body.withdrawDailyCount,
      withdraw_daily_max: body.withdrawDailyMax, point_multiplier_pct: body.pointMultiplierPct, birthday_bonus: body.birthdayBonus,
      updated_by: operatorOf(req), updated_at: now(),
    }
    // A higher level asks for more: checked against the neighbours so the table stays ordered.
    const below = await db().selectFrom('vip_levels').select(['level', 'required_bet']).where('level', '<', params.level).orderBy('level', 'desc').limit(1).executeTakeFirst()
    const above = await db().selectFrom('vip_levels').select(['level', 'required_bet']).where('level', '>', params.level).orderBy('level').limit(1).executeTakeFirst()
    if ((below && Number(below.required_bet) >= body.requiredBet) || (above && Number(above.required_bet) <= body.requiredBet)) {
      throw new ApiError('VALIDATION_FAILED', `Invalid body: level ${params.level} must ask for more valid bets than the level below it and less than the one above.`)
    }
    const clash = await db().selectFrom('vip_levels').select('level').where('label', '=', body.label).where('level', '<>', params.level).executeTakeFirst()
    if (clash) throw new ApiError('VALIDATION_FAILED', `Invalid body: level ${clash.level} has the label "${body.label}" already.`)
    await db().insertInto('vip_levels').values({ level: params.level, ...values })
      .onConflict((oc) => oc.column('level').doUpdateSet(values)).execute()
    req.log.info({ level: params.level }, 'vip level set by operator')
    return levelsView(db())
  })

  route(app, AdminEndpoints.vipPeriodSet, async ({ body }, req) => {
    await db().updateTable('vip_config').set({ period_days: body.days, updated_by: operatorOf(req), updated_at: sql`now()` }).execute()
    return levelsView(db())
  })

  route(app, AdminEndpoints.vipRecompute, async (_input, req) => {
    const operator = operatorOf(req)
    const runKey = `manual:${app.tala.now()}:${randomUUID().slice(0, 8)}`
    const run = await runVipRecompute(db(), runKey, operator, app.tala.now())
    req.log.info({ runKey, members: run.members, changed: run.changed, operator }, 'vip recompute run by operator')
    return { runKey, members: run.members, changed: run.changed }
  })
}
