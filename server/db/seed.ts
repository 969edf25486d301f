/**
 * The one seed: brand settings, whitelabel modules, register rules, links, domain routes,
 * help centre, game vendors and announcements. Applied only to an empty database (no
 * `seededAt` setting), inside one transaction holding an advisory lock, so two processes
 * starting together against one PostgreSQL seed it once and never half-way.
 */
import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database, Localized } from './schema.ts'
import { json } from './json.ts'
import { paragraphsToHtml } from '../lib/html.ts'
import { brand, customerService, imageCDNs, launchGameCDNs } from './seed-data/brand.ts'
import { moduleTree, modulesOffByDefault } from './seed-data/modules.ts'
import { registerRules, acceptedPatternOf } from './seed-data/register-rules.ts'
import { resources, domainRoutes } from './seed-data/links.ts'
import { helpAbout, helpCategories, helpArticles, type Paragraphs } from './seed-data/help.ts'
import { vendors } from './seed-data/vendors.ts'
import { generateGames, generateRooms } from './seed-data/games.ts'
import { announcements } from './seed-data/announcements.ts'
import * as rewards from './seed-data/rewards.ts'
import { DEFAULT_WEAK_PASSWORD, DEMO_DIALING_CODE, demoAccounts } from './seed-data/accounts.ts'
import { hashPassword } from '../lib/passwords.ts'
import { houseEngineOf } from '../lib/house-engines.ts'

/** Arbitrary constant naming the seed's advisory lock. */
const SEED_LOCK_ID = 7_420_001
const DAY_MS = 24 * 60 * 60 * 1000

const toHtml = (body: Paragraphs): Localized => ({
  ty: paragraphsToHtml(body.ty),
  en: paragraphsToHtml(body.en),
  cn: paragraphsToHtml(body.cn),
  th: paragraphsToHtml(body.th),
  vi: paragraphsToHtml(body.vi),
})

const insertSeed = async (trx: Transaction<Database>): Promise<void> => {
  const seededAt = new Date()
  const settings: Record<string, unknown> = {
    brand,
    maintenance: false,
    customerService,
    imageCDNs,
    launchGameCDNs,
    helpAbout,
    seededAt: seededAt.toISOString(),
  }
  await trx
    .insertInto('settings')
    .values(Object.entries(settings).map(([key, value]) => ({ key, value: json(value) })))
    .onConflict((oc) => oc.column('key').doNothing())
    .execute()

  let sort = 0
  for (const group of moduleTree) {
    await trx.insertInto('whitelabel_modules').values({ mod_id: group.parent, parent_id: null, enabled: true, sort: sort++ }).execute()
    await trx
      .insertInto('whitelabel_modules')
      .values(group.children.map((modId) => ({
        mod_id: modId, parent_id: group.parent, enabled: !modulesOffByDefault.has(modId), sort: sort++,
      })))
      .execute()
  }

  await trx
    .insertInto('register_rules')
    .values(Object.entries(registerRules).map(([field, r]) => ({
      field,
      enabled: r.enabled,
      required: r.required,
      pattern_id: r.patternId,
      accepted_pattern: acceptedPatternOf(r.patternId),
      min_length: r.minLength,
      max_length: r.maxLength,
    })))
    .execute()

  await trx
    .insertInto('resources')
    .values(resources.map((r, i) => ({
      resource_type: r.resourceType, url: r.url, qr_code_url: r.qrCodeUrl, label_name_en: r.labelNameEn, sort: i,
    })))
    .execute()

  await trx.insertInto('domain_routes').values(domainRoutes.map((d, i) => ({ domain: d.domain, speed: d.speed, sort: i }))).execute()

  await trx
    .insertInto('help_categories')
    .values(helpCategories.map((c, i) => ({ id: c.id, title: json(c.title), sort: i })))
    .execute()
  await trx
    .insertInto('help_articles')
    .values(helpArticles.map((a, i) => ({
      id: a.id, category_id: a.categoryId, title: json(a.title), content: json(toHtml(a.body)), sort: i,
    })))
    .execute()

  await trx
    .insertInto('game_vendors')
    .values(vendors.map((v, i) => ({
      vassalage: v.vassalage,
      game_type: v.gameType,
      display_name: v.displayName,
      group_name: v.group,
      account_type_id: v.accountTypeId,
      is_hot: v.isHot,
      is_game: v.isGame,
      sort: i,
      enabled: true,
    })))
    .execute()

  await trx
    .insertInto('announcements')
    .values(announcements.map((a, i) => ({
      type: a.type,
      title: json(a.title),
      content: json(toHtml(a.body)),
      date: new Date(seededAt.getTime() - a.daysAgo * DAY_MS),
      execution: 'B',
      sort: i,
    })))
    .execute()

}

/** Seeds an empty database; returns whether it did. */
export const seedIfEmpty = async (db: Kysely<Database>): Promise<boolean> =>
  db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`.execute(trx)
    const seeded = await trx.selectFrom('settings').select('key').where('key', '=', 'seededAt').executeTakeFirst()
    if (seeded) return false
    await insertSeed(trx)
    return true
  })

/**
 * The account settings every brand needs (the default weak password).
 * Runs once per database, also on databases seeded before accounts existed.
 */
export const seedAccountSettingsIfMissing = async (db: Kysely<Database>): Promise<void> => {
  const settings: Record<string, unknown> = {
    defaultWeakPassword: DEFAULT_WEAK_PASSWORD,
  }
  await db
    .insertInto('settings')
    .values(Object.entries(settings).map(([key, value]) => ({ key, value: json(value) })))
    .onConflict((oc) => oc.column('key').doNothing())
    .execute()
}

/**
 * The demo members with their published passwords (demo only, see prepare.ts). Runs once per
 * database; the password hashes are computed before the transaction so it stays short.
 */
export const seedDemoAccountsIfMissing = async (db: Kysely<Database>): Promise<boolean> => {
  const done = await db.selectFrom('settings').select('key').where('key', '=', 'demoAccountsSeededAt').executeTakeFirst()
  if (done) return false
  const hashes = await Promise.all(demoAccounts.map((a) => hashPassword(a.password)))
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID + 1})`.execute(trx)
    const again = await trx.selectFrom('settings').select('key').where('key', '=', 'demoAccountsSeededAt').executeTakeFirst()
    if (again) return false
    await trx.insertInto('settings').values({ key: 'demoAccountsSeededAt', value: json(new Date().toISOString()) })
      .onConflict((oc) => oc.column('key').doNothing()).execute()
    await trx
      .insertInto('members')
      .values(demoAccounts.map((a, i) => ({
        account: a.account,
        password_hash: hashes[i]!,
        is_agent: a.isAgent,
        nickname: a.nickname,
        mobile_num: a.mobileNum,
        country_dialing_code: DEMO_DIALING_CODE,
        email: a.email,
        affiliate_code: a.affiliateCode ?? null,
      })))
      .onConflict((oc) => oc.column('account').doNothing())
      .execute()
    return true
  })
}

/**
 * The demo rewards (demo only): missions, a promotion reward, a rebate and a paying referral
 * rule. Once per database; a database that already has missions (seeded before this step
 * was its own) gains nothing.
 */
export const seedDemoRewardsIfMissing = async (db: Kysely<Database>): Promise<boolean> =>
  db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID + 3})`.execute(trx)
    const done = await trx.selectFrom('settings').select('key').where('key', '=', 'demoRewardsSeededAt').executeTakeFirst()
    if (done) return false
    await trx.insertInto('settings').values([
      { key: 'demoRewardsSeededAt', value: json(new Date().toISOString()) },
      { key: 'referralRule', value: json(rewards.referralRule) },
    ]).onConflict((oc) => oc.column('key').doNothing()).execute()
    if (await trx.selectFrom('missions').select('id').limit(1).executeTakeFirst()) return false
    await trx.insertInto('missions').values(rewards.missions.map((m, i) => ({
      kind: m.kind, game_type: m.gameType, title: json(m.title), target: m.target, reward: m.reward, period: m.period, sort: i,
      created_by: 'seed', updated_by: 'seed',
    }))).execute()
    await trx.insertInto('promotions').values(rewards.promotions.map((p) => ({
      kind: p.kind, title: json(p.title), reward: p.reward, rate_bp: p.rateBp, created_by: 'seed', updated_by: 'seed',
    }))).execute()
    return true
  })

/** Rows per INSERT: 2,000 games × 8 columns stays well under PostgreSQL's 65,535 parameters. */
const GAME_BATCH = 2_000

/**
 * The catalogue part of the seed: every vendor of `seed-data/vendors.ts` (added when
 * missing, so databases seeded before a vendor existed gain it), the 10,000 generated games
 * and the PVP rooms. Runs once per database (setting `catalogueSeededAt`), in one
 * transaction, with batched inserts so a first start stays quick.
 */
export const seedCatalogueIfMissing = async (db: Kysely<Database>): Promise<boolean> => {
  const done = await db.selectFrom('settings').select('key').where('key', '=', 'catalogueSeededAt').executeTakeFirst()
  if (done) return false
  const games = generateGames(vendors)
  const rooms = generateRooms(games)
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID + 2})`.execute(trx)
    const again = await trx.selectFrom('settings').select('key').where('key', '=', 'catalogueSeededAt').executeTakeFirst()
    if (again) return false
    await trx
      .insertInto('game_vendors')
      .values(vendors.map((v, i) => ({
        vassalage: v.vassalage, game_type: v.gameType, display_name: v.displayName, group_name: v.group,
        account_type_id: v.accountTypeId, is_hot: v.isHot, is_game: v.isGame, sort: i, enabled: true,
      })))
      .onConflict((oc) => oc.columns(['vassalage', 'game_type']).doNothing())
      .execute()
    for (let i = 0; i < games.length; i += GAME_BATCH) {
      await trx
        .insertInto('games')
        .values(games.slice(i, i + GAME_BATCH).map((g) => ({
          id: g.id, vassalage: g.vassalage, game_type: g.gameType, name: g.name,
          rtp_bp: g.rtpBp, volatility: g.volatility, is_hot: g.isHot, sort: g.sort, house_game: houseEngineOf(g.gameType, g.name, g.vassalage),
        })))
        .onConflict((oc) => oc.column('id').doNothing())
        .execute()
    }
    await trx
      .insertInto('game_rooms')
      .values(rooms.map((r) => ({ id: r.id, game_id: r.gameId, name: r.name, min_bet: r.minBet, seats: r.seats, sort: r.sort })))
      .onConflict((oc) => oc.column('id').doNothing())
      .execute()
    await trx.insertInto('settings').values({ key: 'catalogueSeededAt', value: json(new Date().toISOString()) })
      .onConflict((oc) => oc.column('key').doNothing()).execute()
    return true
  })
}
