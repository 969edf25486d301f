/** Migrate, then seed when empty: what both the server start and the test helper do. */
import type { Kysely } from 'kysely'
import type { Database } from './schema.ts'
import { migrateToLatest } from './migrate.ts'
import { seedOpeningBalances } from './seed-wallets.ts'
import { seedAccountsIfMissing, seedCatalogueIfMissing, seedIfEmpty } from './seed.ts'

export const prepareDatabase = async (db: Kysely<Database>): Promise<{ migrated: string[]; seeded: boolean }> => {
  const migrated = await migrateToLatest(db)
  const seeded = await seedIfEmpty(db)
  await seedAccountsIfMissing(db)
  await seedOpeningBalances(db)
  await seedCatalogueIfMissing(db)
  return { migrated, seeded }
}
