/**
 * What a brand started without the demo still needs from its operator before members can
 * deposit and earn rewards, printed at start while it is missing.
 */
import type { Kysely } from 'kysely'
import type { Database } from './schema.ts'

/** True while the brand has no deposit channel: nobody can put money in yet. */
export const isWithoutOperatorContent = async (db: Kysely<Database>): Promise<boolean> =>
  !(await db.selectFrom('deposit_channels').select('id').limit(1).executeTakeFirst())

export const FIRST_STEPS = `
This brand has no demo data (SEED_DEMO is off) and no deposit channel yet. First steps, with
the operator CLI (ADMIN_TOKEN set, from an address in ADMIN_ALLOW_IPS):
  npm run admin -- channels add --kind bank --name "Bank transfer" --min 100 --max 50000 \\
       --bank "<bank>" --number "<account number>" --holder "<account holder>" --instructions "<text>"
  npm run admin -- mission add first_deposit --target 10000 --reward 1000 --period once --title "First deposit"
  npm run admin -- promotion add rebate --rate-bp 50 --title "Daily rebate"
  npm run admin -- setting set referralRule 500/10000
  npm run admin -- contract set <agent account> dividend 0/0/1000 monthly
Members register on the site; deposits wait for "npm run admin -- deposits approve <id>".
`
