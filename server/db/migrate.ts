/**
 * Runs the numbered migrations in `migrations/` with Kysely's Migrator, then applies the SQL
 * functions of `functions/` whose source changed (apply-functions.ts). The provider is a
 * static list (not a folder scan) so the same code works under tsx, vitest and a bundle.
 * Migrations only go forward: they have no `down`; a change is undone by a new migration.
 */
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely'
import type { Database } from './schema.ts'
import { applyFunctions } from './apply-functions.ts'
import * as m0001 from './migrations/0001_initial.ts'
import * as m0002 from './migrations/0002_accounts.ts'
import * as m0003 from './migrations/0003_login_verification.ts'
import * as m0004 from './migrations/0004_games.ts'
import * as m0005 from './migrations/0005_social.ts'
import * as m0006 from './migrations/0006_security.ts'
import * as m0007 from './migrations/0007_wallet.ts'
import * as m0008 from './migrations/0008_catalogue.ts'
import * as m0009 from './migrations/0009_wallet_fewer_statements.ts'
import * as m0010 from './migrations/0010_house_shards.ts'
import * as m0011 from './migrations/0011_wallet_helper_plans.ts'
import * as m0012 from './migrations/0012_seamless_group_function.ts'
import * as m0013 from './migrations/0013_wallet_cheaper_checks.ts'
import * as m0014 from './migrations/0014_journal_member_check.ts'
import * as m0015 from './migrations/0015_applied_functions.ts'
import * as m0016 from './migrations/0016_credit_limits.ts'
import * as m0017 from './migrations/0017_game_session_binding.ts'
import * as m0018 from './migrations/0018_keyed_code_hashes.ts'
import * as m0019 from './migrations/0019_withdrawals.ts'
import * as m0020 from './migrations/0020_deposits.ts'
import * as m0021 from './migrations/0021_records_indexes.ts'
import * as m0022 from './migrations/0022_rewards.ts'
import * as m0023 from './migrations/0023_member_tree.ts'
import * as m0024 from './migrations/0024_agent_team.ts'
import * as m0025 from './migrations/0025_operator_journal.ts'
import * as m0026 from './migrations/0026_contracts.ts'
import * as m0027 from './migrations/0027_catalogue_version.ts'
import * as m0028 from './migrations/0028_bonus_turnover.ts'
import * as m0029 from './migrations/0029_altcha_key_derived.ts'
import * as m0030 from './migrations/0030_salary_period_key.ts'
import * as m0031 from './migrations/0031_withdrawal_promises.ts'
import * as m0032 from './migrations/0032_fish_shots.ts'
import * as m0033 from './migrations/0033_table_rounds.ts'
import * as m0034 from './migrations/0034_cockfights.ts'
import * as m0035 from './migrations/0035_bingo_rooms.ts'
import * as m0036 from './migrations/0036_poker_rooms.ts'
import * as m0037 from './migrations/0037_sportsbook.ts'
import * as m0038 from './migrations/0038_lottery_draws.ts'
import * as m0039 from './migrations/0039_elott_lottery_engine.ts'
import * as m0040 from './migrations/0040_vn_lottery_engine.ts'
import * as m0041 from './migrations/0041_lottery_odds.ts'
import * as m0042 from './migrations/0042_player_protection.ts'
import * as m0043 from './migrations/0043_points_vip.ts'
import * as m0044 from './migrations/0044_feedback.ts'
import * as m0045 from './migrations/0045_agent_applications.ts'
import * as m0046 from './migrations/0046_notice_schedule.ts'
import * as m0047 from './migrations/0047_promotion_pages.ts'
import * as m0048 from './migrations/0048_chat.ts'
import * as m0049 from './migrations/0049_lottery_unsettled.ts'
import * as m0050 from './migrations/0050_vip_benefits.ts'
import * as m0051 from './migrations/0051_lottery_unsettled_order.ts'

/** Every migration in order. A new migration is a new file plus one line here. */
export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_accounts': m0002,
  '0003_login_verification': m0003,
  '0004_games': m0004,
  '0005_social': m0005,
  '0006_security': m0006,
  '0007_wallet': m0007,
  '0008_catalogue': m0008,
  '0009_wallet_fewer_statements': m0009,
  '0010_house_shards': m0010,
  '0011_wallet_helper_plans': m0011,
  '0012_seamless_group_function': m0012,
  '0013_wallet_cheaper_checks': m0013,
  '0014_journal_member_check': m0014,
  '0015_applied_functions': m0015,
  '0016_credit_limits': m0016,
  '0017_game_session_binding': m0017,
  '0018_keyed_code_hashes': m0018,
  '0019_withdrawals': m0019,
  '0020_deposits': m0020,
  '0021_records_indexes': m0021,
  '0022_rewards': m0022,
  '0023_member_tree': m0023,
  '0024_agent_team': m0024,
  '0025_operator_journal': m0025,
  '0026_contracts': m0026,
  '0027_catalogue_version': m0027,
  '0028_bonus_turnover': m0028,
  '0029_altcha_key_derived': m0029,
  '0030_salary_period_key': m0030,
  '0031_withdrawal_promises': m0031,
  '0032_fish_shots': m0032,
  '0033_table_rounds': m0033,
  '0034_cockfights': m0034,
  '0035_bingo_rooms': m0035,
  '0036_poker_rooms': m0036,
  '0037_sportsbook': m0037,
  '0038_lottery_draws': m0038,
  '0039_elott_lottery_engine': m0039,
  '0040_vn_lottery_engine': m0040,
  '0041_lottery_odds': m0041,
  '0042_player_protection': m0042,
  '0043_points_vip': m0043,
  '0044_feedback': m0044,
  '0045_agent_applications': m0045,
  '0046_notice_schedule': m0046,
  '0047_promotion_pages': m0047,
  '0048_chat': m0048,
  '0049_lottery_unsettled': m0049,
  '0050_vip_benefits': m0050,
  '0051_lottery_unsettled_order': m0051,
}

const provider: MigrationProvider = { getMigrations: async () => migrations }

/** Runs the migrations not yet run; throws with the failing migration's name on error. */
export const runMigrations = async (db: Kysely<Database>, upTo?: string): Promise<string[]> => {
  const migrator = new Migrator({ db, provider })
  const { error, results } = upTo === undefined ? await migrator.migrateToLatest() : await migrator.migrateTo(upTo)
  const failed = results?.find((r) => r.status === 'Error')
  if (error) {
    const where = failed ? ` (migration ${failed.migrationName})` : ''
    throw new Error(`Database migration failed${where}: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}

/** Brings the schema and the functions up to date; returns what it ran. */
export const migrateToLatest = async (db: Kysely<Database>): Promise<{ migrations: string[]; functions: string[] }> => {
  const migrations = await runMigrations(db)
  const functions = await applyFunctions(db)
  return { migrations, functions }
}
