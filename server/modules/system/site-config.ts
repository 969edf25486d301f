/**
 * Reads the site configuration the SPA boots from: whitelabel module tree, registration
 * rules, resource links, domain routes, help centre and the free-play game types. Everything comes from the database
 * on each call, so operator changes show on the next request.
 */
import type { Kysely } from 'kysely'
import type {
  DomainRouteReply, HelpCenterReply, Language, RegisterValidation, Resource, WhitelabelNode,
} from '../../../src/shared/api/index.ts'
import { PASSWORD_RULE, RegisterFields, type RegisterField } from '../../../src/shared/api/index.ts'
import type { Database, Localized } from '../../db/schema.ts'
import { getSetting } from '../../db/settings.ts'

/** Game types a trial (free-play) account may launch when the operator has not set `freePlayGameTypes`. */
export const DEFAULT_FREE_PLAY_TYPES: ReadonlyArray<string> = ['RNG', 'FISH', 'BINGO']

/** The game types a trial account may launch (the launch refuses others; the SPA warns before asking). */
export const loadFreePlayGameTypes = async (db: Kysely<Database>): Promise<ReadonlyArray<string>> =>
  (await getSetting(db, 'freePlayGameTypes')) ?? DEFAULT_FREE_PLAY_TYPES

export const loadWhitelabelTree = async (db: Kysely<Database>): Promise<WhitelabelNode[]> => {
  const rows = await db.selectFrom('whitelabel_modules').selectAll().orderBy('sort').orderBy('mod_id').execute()
  interface Building { modId: string; enabled: '1' | '0'; childrenNodes: Building[] }
  const nodes = new Map<string, Building>(rows.map((r) => [r.mod_id, { modId: r.mod_id, enabled: r.enabled ? '1' : '0', childrenNodes: [] }]))
  const roots: Building[] = []
  for (const row of rows) {
    const node = nodes.get(row.mod_id)!
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id)
    if (parent) parent.childrenNodes.push(node)
    else roots.push(node)
  }
  return roots
}

export const loadRegisterValidation = async (db: Kysely<Database>): Promise<RegisterValidation> => {
  const rows = await db.selectFrom('register_rules').selectAll().execute()
  const known = new Set<string>(RegisterFields)
  const entries = rows
    .filter((r) => known.has(r.field))
    .map((r) => [r.field as RegisterField, {
      enabled: r.enabled,
      required: r.required,
      patternId: r.pattern_id,
      acceptedPattern: r.accepted_pattern,
      minLength: r.min_length,
      maxLength: r.max_length,
      // The password rule is the contract's, not the operator's: a stored row cannot weaken it.
      ...(r.field === 'password' ? PASSWORD_RULE : {}),
    }] as const)
  // The reply schema checks that every field is present and every pattern id is known.
  return Object.fromEntries(entries) as unknown as RegisterValidation
}

export const loadResources = async (db: Kysely<Database>): Promise<Resource[]> => {
  const rows = await db.selectFrom('resources').selectAll().orderBy('sort').orderBy('id').execute()
  return rows.map((r) => ({
    resourceType: r.resource_type as Resource['resourceType'],
    url: r.url,
    qrCodeUrl: r.qr_code_url,
    labelNameEn: r.label_name_en,
  }))
}

export const loadDomainRoutes = async (db: Kysely<Database>): Promise<DomainRouteReply> => {
  const [routes, resources] = await Promise.all([
    db.selectFrom('domain_routes').select(['domain', 'speed']).orderBy('sort').orderBy('id').execute(),
    loadResources(db),
  ])
  return { domainList: routes, resources }
}

const pick = (text: Localized, language: Language): string => text[language] || text.en

export const loadHelpCenter = async (db: Kysely<Database>, language: Language): Promise<HelpCenterReply> => {
  const [about, categories, articles] = await Promise.all([
    getSetting(db, 'helpAbout'),
    db.selectFrom('help_categories').selectAll().orderBy('sort').orderBy('id').execute(),
    db.selectFrom('help_articles').selectAll().orderBy('sort').orderBy('id').execute(),
  ])
  return {
    about: about ? pick(about, language) : '',
    categories: categories.map((c) => ({
      id: c.id,
      title: pick(c.title, language),
      articles: articles
        .filter((a) => a.category_id === c.id)
        .map((a) => ({ id: a.id, title: pick(a.title, language), content: pick(a.content, language) })),
    })),
  }
}
