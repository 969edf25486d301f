/**
 * 0002: accounts. Members, sessions, remember tokens, login failures, verification codes,
 * the message outbox, member IPs, generic throttles (SMS, registration) and used ALTCHA
 * solutions. Secrets (passwords, tokens, codes) are stored only as hashes.
 */
import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('members')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('is_agent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('nickname', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('mobile_num', 'text')
    .addColumn('country_dialing_code', 'text')
    .addColumn('email', 'text')
    .addColumn('payee_name', 'text')
    .addColumn('payment_password_hash', 'text')
    .addColumn('qq_num', 'text')
    .addColumn('line', 'text')
    .addColumn('whatsapp', 'text')
    .addColumn('facebook', 'text')
    .addColumn('wechat', 'text')
    .addColumn('id_number', 'text')
    .addColumn('recommender_id', 'text')
    /** The code others register with (agents). */
    .addColumn('affiliate_code', 'text', (c) => c.unique())
    /** The agent this member registered under. */
    .addColumn('upline_id', 'integer', (c) => c.references('members.id').onDelete('set null'))
    .addColumn('referral_code', 'text')
    .addColumn('register_domain', 'text')
    .addColumn('register_url', 'text')
    .addColumn('register_ip', 'text')
    /** Free-play balance in minor units (trial accounts); the wallet comes later. */
    .addColumn('trial_balance', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('first_login_at', 'timestamptz')
    .addColumn('password_changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('members_account_lower', sql`account = lower(account)`)
    .execute()
  await db.schema
    .createIndex('members_mobile_unique')
    .on('members')
    .columns(['country_dialing_code', 'mobile_num'])
    .unique()
    .where(sql.ref('mobile_num'), 'is not', null)
    .execute()

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('sessions_member').on('sessions').column('member_id').execute()

  await db.schema
    .createTable('remember_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('remember_tokens_member').on('remember_tokens').column('member_id').execute()

  await db.schema
    .createTable('login_failures')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('verification_codes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('verification_codes_purpose', sql`purpose IN ('sms_login', 'sms_register', 'sms_reset', 'email_reset')`)
    .execute()
  await db.schema.createIndex('verification_codes_target').on('verification_codes').columns(['purpose', 'target']).execute()

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel IN ('sms', 'email')`))
    .addColumn('to', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute()
  await db.schema.createIndex('outbox_to').on('outbox').columns(['to', 'created_at']).execute()

  await db.schema
    .createTable('member_ips')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('first_seen', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('member_ips_pk', ['member_id', 'ip'])
    .execute()

  await db.schema
    .createTable('throttles')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('last_at', 'timestamptz')
    .addColumn('blocked_until', 'timestamptz')
    .execute()

  await db.schema
    .createTable('altcha_used')
    .addColumn('payload_hash', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute()
}
