/**
 * 0003: login from an unregistered IP. Pending challenges (hashed id, member, IP, expiry)
 * and a new verification code purpose, `login_ip`.
 */
import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('login_challenges')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('remember', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('default_password', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`ALTER TABLE verification_codes DROP CONSTRAINT verification_codes_purpose`.execute(db)
  await sql`ALTER TABLE verification_codes ADD CONSTRAINT verification_codes_purpose
    CHECK (purpose IN ('sms_login', 'sms_register', 'sms_reset', 'email_reset', 'login_ip'))`.execute(db)
}
