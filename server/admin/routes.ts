/**
 * The operator API under /admin: status, maintenance switch, region blocks, module switches.
 * Writes go straight to the database and drop this process's site-state cache (or, for games
 * and settings, its catalogue cache), so the next request here sees them at once (other
 * processes within the cache's lifetime).
 */
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { route } from '../http/route.ts'
import { ApiError, clip } from '../http/errors.ts'
import { putSetting, getSetting } from '../db/settings.ts'
import { isSealed, unseal } from '../lib/secrets-key.ts'
import type { Database } from '../db/schema.ts'
import type { Kysely } from 'kysely'
import { AdminEndpoints, type BlockedRegion } from './contract.ts'
import { checkAdmin } from './guard.ts'
import { parseRegionTarget } from './region-target.ts'
import { operatorSettingKeys, operatorSettings } from './operator-settings.ts'
import { registerSocialAdmin } from './social.ts'
import { registerDepositAdmin } from './deposits.ts'
import { registerWithdrawAdmin } from './withdraw.ts'
import type { OnMemberEvent as OnWithdrawalEvent } from '../modules/withdraw/index.ts'
import type { OnMemberEvent as OnDepositEvent } from '../modules/deposits/index.ts'
import { registerRewardsAdmin } from './rewards.ts'
import { journalChanges, listChanges } from './journal.ts'
import { registerContractsAdmin } from './contracts.ts'
import { houseEngineOf } from '../providers/house/index.ts'
import { registerLotteryAdmin, type LotteryAdminOptions } from './lottery.ts'
import { registerLotteryOddsAdmin } from './lottery-odds.ts'
import { registerProtectionAdmin } from './protection.ts'
import { registerPointsAdmin } from './points.ts'
import { registerFeedbackAdmin } from './feedback.ts'
import { registerPromoPagesAdmin } from './promo-pages.ts'
import { registerChatAdmin } from './chat.ts'
import { registerNoticesAdmin } from './notices.ts'
import { registerApplicationsAdmin } from './applications.ts'

const listBlocks = async (db: Kysely<Database>): Promise<BlockedRegion[]> => {
  const rows = await db.selectFrom('region_blocks').select(['kind', 'value', 'created_at']).orderBy('kind').orderBy('value').execute()
  return rows.map((r) => ({ kind: r.kind, value: r.value, createdAt: r.created_at.toISOString() }))
}

const countOf = async (db: Kysely<Database>, table: 'game_vendors' | 'announcements' | 'help_articles'): Promise<number> => {
  const row = await db.selectFrom(table).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()
  return row.n
}

export interface AdminPluginOptions {
  /** Drops the in-memory game catalogue: games and settings written here show at once. */
  readonly onCatalogueChange: () => void
  /** Withdrawal events for the member's inbox (disbursed, rejected, case answered), in the change's transaction. */
  /** Money events for the member's inbox (deposits and withdrawals), in the change's transaction. */
  readonly onMemberEvent?: OnWithdrawalEvent & OnDepositEvent
  /** The house lottery's wallet and pace, for cancelling a draw (its refunds go through the wallet the tickets were bought with). */
  readonly lottery: LotteryAdminOptions
}

export const adminPlugin = async (app: FastifyInstance, { onCatalogueChange, onMemberEvent, lottery }: AdminPluginOptions): Promise<void> => {
  app.addHook('onRequest', async (req) => checkAdmin(req, app.tala.adminToken))
  const db = () => app.tala.db
  journalChanges(app)

  route(app, AdminEndpoints.changes, async ({ query }) => ({ changes: await listChanges(db(), query.limit ?? 50, query.operator) }))

  route(app, AdminEndpoints.status, async () => {
    const [maintenance, blockedRegions, modules, gameVendors, announcements, helpArticles, captchas] = await Promise.all([
      getSetting(db(), 'maintenance'),
      listBlocks(db()),
      db().selectFrom('whitelabel_modules').select(['mod_id', 'parent_id', 'enabled']).orderBy('sort').orderBy('mod_id').execute(),
      countOf(db(), 'game_vendors'),
      countOf(db(), 'announcements'),
      countOf(db(), 'help_articles'),
      db().selectFrom('captchas').select(sql<number>`count(*)::int`.as('n'))
        .where('used_at', 'is', null).where('expires_at', '>', new Date(app.tala.now())).executeTakeFirstOrThrow(),
    ])
    return {
      maintenance: maintenance === true,
      blockedRegions,
      modules: modules.map((m) => ({ modId: m.mod_id, parentId: m.parent_id, enabled: m.enabled })),
      counts: { gameVendors, announcements, helpArticles, activeCaptchas: captchas.n },
    }
  })

  route(app, AdminEndpoints.maintenance, async ({ body }, req) => {
    await putSetting(db(), 'maintenance', body.on)
    app.tala.siteState.invalidate()
    req.log.info({ maintenance: body.on }, 'maintenance switched by operator')
    return { maintenance: body.on }
  })

  route(app, AdminEndpoints.region, async ({ body }, req) => {
    const target = parseRegionTarget(body.target)
    if (!target) {
      throw new ApiError('VALIDATION_FAILED',
        `Invalid body: target: "${clip(body.target, 64)}" is not a two-letter country code (e.g. PH), an IP address or a CIDR block (e.g. 203.0.113.0/24).`)
    }
    let changed: boolean
    if (body.action === 'block') {
      const inserted = await db().insertInto('region_blocks').values({ kind: target.kind, value: target.value })
        .onConflict((oc) => oc.columns(['kind', 'value']).doNothing()).returning('id').executeTakeFirst()
      changed = inserted !== undefined
    } else {
      const deleted = await db().deleteFrom('region_blocks').where('kind', '=', target.kind).where('value', '=', target.value).executeTakeFirst()
      changed = Number(deleted.numDeletedRows) > 0
    }
    app.tala.siteState.invalidate()
    req.log.info({ action: body.action, ...target, changed }, 'region block changed by operator')
    return { action: body.action, kind: target.kind, value: target.value, changed, blockedRegions: await listBlocks(db()) }
  })

  route(app, AdminEndpoints.module, async ({ params, body }, req) => {
    const result = await db().updateTable('whitelabel_modules').set({ enabled: body.enabled }).where('mod_id', '=', params.modId).executeTakeFirst()
    if (Number(result.numUpdatedRows) === 0) throw new ApiError('NOT_FOUND', `Unknown module "${clip(params.modId, 64)}".`)
    req.log.info({ modId: params.modId, enabled: body.enabled }, 'module switched by operator')
    return { modId: params.modId, enabled: body.enabled }
  })

  registerSocialAdmin(app)
  registerDepositAdmin(app, onMemberEvent ? { onMemberEvent } : {})
  registerWithdrawAdmin(app, onMemberEvent)
  registerRewardsAdmin(app)
  registerContractsAdmin(app)
  registerLotteryAdmin(app, lottery)
  registerLotteryOddsAdmin(app)
  registerProtectionAdmin(app)
  registerPointsAdmin(app)
  registerFeedbackAdmin(app)
  registerPromoPagesAdmin(app)
  registerChatAdmin(app)
  registerNoticesAdmin(app)
  registerApplicationsAdmin(app)
  // Registration rules (spec §5): the form and the server read them on every request.
  route(app, AdminEndpoints.rule, async ({ params, body }, req) => {
    if (body.enabled === undefined && body.required === undefined) throw new ApiError('VALIDATION_FAILED', 'Give enabled or required.')
    const row = await db().updateTable('register_rules')
      .set({ ...(body.enabled === undefined ? {} : { enabled: body.enabled }), ...(body.required === undefined ? {} : { required: body.required }) })
      .where('field', '=', params.field).returning(['field', 'enabled', 'required']).executeTakeFirst()
    if (!row) throw new ApiError('NOT_FOUND', `Unknown registration field "${clip(params.field, 64)}".`)
    req.log.info({ field: row.field, enabled: row.enabled, required: row.required }, 'registration rule changed by operator')
    return row
  })

  route(app, AdminEndpoints.outbox, async ({ query }) => {
    let q = db().selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(query.limit ?? 20)
    const to = query.to?.trim()
    if (to) {
      // Digits alone match any dialing code ("9170000001" finds "+63 9170000001").
      q = /^\+?[0-9 ]+$/.test(to) && !to.includes(' ')
        ? q.where((eb) => eb.or([eb('to', '=', to), eb('to', 'like', `% ${to.replace(/^\+/, '')}`)]))
        : q.where('to', '=', to.includes('@') ? to.toLowerCase() : to)
    }
    const rows = await q.execute()
    // Bodies are sealed at rest (they carry codes); this route is where an operator reads them.
    const openBody = (body: string) => (isSealed(body) ? unseal(app.tala.secretsKey, body) : body)
    return {
      messages: rows.map((r) => ({
        createdAt: r.created_at.toISOString(), channel: r.channel, to: r.to, subject: r.subject, body: openBody(r.body), provider: r.provider,
        sentAt: r.sent_at ? r.sent_at.toISOString() : null,
      })),
    }
  })

  const operatorSetting = (key: string) => {
    const setting = Object.hasOwn(operatorSettings, key) ? operatorSettings[key] : undefined
    if (!setting) throw new ApiError('NOT_FOUND', `Unknown setting "${clip(key, 64)}". Settings an operator can change: ${operatorSettingKeys.join(', ')}.`)
    return setting
  }

  route(app, AdminEndpoints.settingGet, async ({ params }) => {
    const setting = operatorSetting(params.key)
    const value = await getSetting(db(), setting.key)
    return { key: setting.key, value: JSON.stringify(value ?? setting.fallback), stored: value !== undefined }
  })

  route(app, AdminEndpoints.settingSet, async ({ params, body }, req) => {
    const setting = operatorSetting(params.key)
    const value = setting.parse(body.value)
    if (value === null) throw new ApiError('VALIDATION_FAILED', `Invalid value "${clip(body.value, 64)}" for ${setting.key}: ${setting.help}.`)
    await putSetting(db(), setting.key, value)
    onCatalogueChange()
    req.log.info({ key: setting.key, value }, 'setting changed by operator')
    return { key: setting.key, value: JSON.stringify(value), stored: true }
  })

  route(app, AdminEndpoints.games, async ({ body }, req) => {
    const vendor = await db().selectFrom('game_vendors').select('vassalage').where('vassalage', '=', body.vassalage).where('game_type', '=', body.gameType).executeTakeFirst()
    if (!vendor) throw new ApiError('VALIDATION_FAILED', `No vendor ${clip(body.vassalage, 64)} for game type ${clip(body.gameType, 16)}.`)
    const values = { vassalage: body.vassalage, game_type: body.gameType, house_game: houseEngineOf(body.gameType, body.name, body.vassalage), name: body.name, rtp_bp: body.rtpBp, volatility: body.volatility, maintenance: body.maintenance ?? false, max_win_multiple: body.maxWinMultiple ?? null }
    await db().insertInto('games').values({ id: body.id, is_hot: 0, ...values }).onConflict((oc) => oc.column('id').doUpdateSet(values)).execute()
    onCatalogueChange()
    req.log.info({ game: body.id }, 'game saved by operator')
    return { id: body.id }
  })
}
