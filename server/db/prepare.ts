/**
 * Migrate (tables, then functions), then seed what is missing: what both the server start and
 * the test helper do. The brand (settings, modules, vendors and the catalogue, help, notices)
 * is always seeded; the demo (members with published passwords and opening balances, a
 * deposit channel that approves itself, missions, promotions and a paying referral rule) only
 * when asked: the embedded default, SEED_DEMO=1, and the tests.
 */
import type { Kysely } from 'kysely'
import type { Database } from './schema.ts'
import { migrateToLatest } from './migrate.ts'
import { seedOpeningBalances } from './seed-wallets.ts'
import { seedDepositChannelsIfMissing } from './seed-deposits.ts'
import { seedDemoPromotionPagesIfMissing } from './seed-promotion-pages.ts'
import { seedAccountSettingsIfMissing, seedCatalogueIfMissing, seedDemoAccountsIfMissing, seedDemoRewardsIfMissing, seedIfEmpty } from './seed.ts'

export interface SeedOptions {
  /** Seed the demo brand's members, balances, self-approving channel and rewards. */
  readonly demo: boolean
}

export const prepareDatabase = async (db: Kysely<Database>, options: SeedOptions): Promise<{ migrated: string[]; functions: string[]; seeded: boolean }> => {
  const { migrations: migrated, functions } = await migrateToLatest(db)
  const seeded = await seedDatabase(db, options)
  return { migrated, functions, seeded }
}

/** Every seed step, each a no-op when its data is there; true when the database was empty. */
export const seedDatabase = async (db: Kysely<Database>, { demo }: SeedOptions): Promise<boolean> => {
  const seeded = await seedIfEmpty(db)
  await seedAccountSettingsIfMissing(db)
  await seedCatalogueIfMissing(db)
  if (demo) {
    await seedDemoAccountsIfMissing(db)
    await seedOpeningBalances(db)
    await seedDepositChannelsIfMissing(db)
    await seedDemoRewardsIfMissing(db)
    await seedDemoPromotionPagesIfMissing(db)
  }
  return seeded
}
