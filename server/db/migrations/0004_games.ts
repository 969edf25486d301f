/**
 * 0004: the game catalogue and its launches. Laid down before the catalogue (seed, lists,
 * favourites) and the wallet (launch, rounds, ledger) are built, so both stand on one table.
 * A game belongs to a vendor (vassalage + game type); `rtp_bp` is the stated return to player
 * in basis points (9650 = 96.50%); `house_game` names the house provider's engine that plays
 * it until a real vendor is configured.
 */
import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('games')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('vassalage', 'text', (c) => c.notNull())
    .addColumn('game_type', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('rtp_bp', 'integer', (c) => c.notNull().check(sql`rtp_bp BETWEEN 8000 AND 9999`))
    .addColumn('volatility', 'text', (c) => c.notNull().check(sql`volatility IN ('low', 'medium', 'high')`))
    .addColumn('is_hot', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('house_game', 'text', (c) => c.notNull().defaultTo('slot'))
    .addColumn('maintenance', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint('games_vendor_fk', ['vassalage', 'game_type'], 'game_vendors', ['vassalage', 'game_type'], (c) => c.onDelete('cascade'))
    .execute()
  await db.schema.createIndex('games_vendor_idx').on('games').columns(['game_type', 'vassalage', 'sort']).execute()

  // One row per launch: the recent-games list reads it, the wallet's sessions refer to it.
  await db.schema
    .createTable('game_launches')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('launched_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('game_launches_member_idx').on('game_launches').columns(['member_id', 'launched_at']).execute()
}
