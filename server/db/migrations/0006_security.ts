/**
 * 0006: security bindings. An authenticator (TOTP) per member, its secret encrypted
 * (AES-256-GCM, see modules/security/authenticator.ts) and the last time step used (so a code
 * works once); wrong answers counted per login challenge (bank name and authenticator); code
 * purposes for binding an e-mail address or a mobile number.
 */
import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

const PURPOSES_BEFORE = `'sms_login', 'sms_register', 'sms_reset', 'email_reset', 'login_ip'`

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('member_authenticators')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
    .addColumn('secret_enc', 'text', (c) => c.notNull())
    /** Null while set up but not yet confirmed with a code. */
    .addColumn('bound_at', 'timestamptz')
    /** The highest 30-second step accepted (integer: fits until the year 4000); a code for it or an older one is refused. */
    .addColumn('last_step', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.alterTable('login_challenges').addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  await sql`ALTER TABLE verification_codes DROP CONSTRAINT verification_codes_purpose`.execute(db)
  await sql.raw(`ALTER TABLE verification_codes ADD CONSTRAINT verification_codes_purpose
    CHECK (purpose IN (${PURPOSES_BEFORE}, 'bind_email', 'bind_mobile'))`).execute(db)
}
