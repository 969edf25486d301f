/** Migrate (tables, then functions), then seed when empty: what both the server start and the test helper do. */
import type { Kysely } from 'kysely'
import type { Database } from './schema.ts'
import { migrateToLatest } from './migrate.ts'
import { seedOpeningBalances } from './seed-wallets.ts'
import { seedDepositChannelsIfMissing } from './seed-deposits.ts'
import { seedAccountsIfMissing, seedCatalogueIfMissing, seedIfEmpty } from './seed.ts'

export const prepareDatabase = async (db: Kysely<Database>): Promise<{ migrated: string[]; functions: string[]; seeded: boolean }> => {
  const { migrations: migrated, functions } = await migrateToLatest(db)
  const seeded = await seedDatabase(db)
  return { migrated, functions, seeded }
}

/** Every seed step, each a no-op when its data is there; true when the database was empty. */
export const seedDatabase = async (db: Kysely<Database>): Promise<boolean> => {
  const seeded = await seedIfEmpty(db)
  await seedAccountsIfMissing(db)
  await seedOpeningBalances(db)
  await seedCatalogueIfMissing(db)
  await seedDepositChannelsIfMissing(db)
  return seeded
}
