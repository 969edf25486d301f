/**
 * The promotion pages' part of the demo seed (demo only): bodies for the seeded welcome bonus
 * and rebate, and a demo raffle (seed-data/promotion-pages.ts). Once per database (setting
 * `demoPromotionPagesSeededAt`); the raffle's seed is committed when it is first shown
 * (modules/promotions ensureRaffleDraw), since the secrets key is the server's.
 */
import { sql, type Kysely } from 'kysely'
import type { Database } from './schema.ts'
import { json } from './json.ts'
import { demoRaffle, promotionBodies } from './seed-data/promotion-pages.ts'

const SEED_LOCK_ID = 7_420_047

export const seedDemoPromotionPagesIfMissing = async (db: Kysely<Database>, now = Date.now()): Promise<boolean> =>
  db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`.execute(trx)
    const done = await trx.selectFrom('settings').select('key').where('key', '=', 'demoPromotionPagesSeededAt').executeTakeFirst()
    if (done) return false
    for (const kind of ['promotion', 'rebate'] as const) {
      await trx.updateTable('promotions').set({ body: json(promotionBodies[kind]) }).where('kind', '=', kind).where('created_by', '=', 'seed').where('body', 'is', null).execute()
    }
    await trx.insertInto('promotions').values({
      kind: 'raffle', title: json(demoRaffle.title), body: json(demoRaffle.body), reward: demoRaffle.reward, winners: demoRaffle.winners,
      starts_at: new Date(now - 60_000), ends_at: new Date(now + demoRaffle.days * 86_400_000), sort: 0, created_by: 'seed', updated_by: 'seed',
    }).execute()
    await trx.insertInto('settings').values({ key: 'demoPromotionPagesSeededAt', value: json(new Date(now).toISOString()) }).execute()
    return true
  })
