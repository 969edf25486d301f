/**
 * The deposit part of the seed: the demo brand's channels (seed-data/deposit-channels.ts).
 * Runs once per database (setting `depositChannelsSeededAt`), also on databases seeded before
 * deposits existed; an operator who removes or switches them off is not overridden later.
 */
import { sql, type Kysely } from 'kysely'
import type { Database } from './schema.ts'
import { json } from './json.ts'
import { demoDepositChannels } from './seed-data/deposit-channels.ts'

const SEED_LOCK_ID = 7_420_004
export const SEED_OPERATOR = 'seed'

export const seedDepositChannelsIfMissing = async (db: Kysely<Database>): Promise<boolean> =>
  db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`.execute(trx)
    const done = await trx.selectFrom('settings').select('key').where('key', '=', 'depositChannelsSeededAt').executeTakeFirst()
    if (done) return false
    await trx.insertInto('deposit_channels').values(demoDepositChannels.map((c) => ({
      kind: c.kind, name: json(c.name), instructions: json(c.instructions), min_amount: c.min, max_amount: c.max,
      fee_bp: c.feeBp, fee_fixed: c.feeFixed, fee_payer: c.feePayer, bank_name: c.bankName, account_number: c.accountNumber,
      account_holder: c.accountHolder, auto_approve_seconds: c.autoApproveSeconds, enabled: true, sort: c.sort,
      created_by: SEED_OPERATOR, updated_by: SEED_OPERATOR,
    }))).execute()
    await trx.insertInto('settings').values({ key: 'depositChannelsSeededAt', value: json(new Date().toISOString()) }).execute()
    return true
  })
