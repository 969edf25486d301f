/**
 * 0050: the VIP benefits made real, and the raffle winners' message.
 * - `members.birthday`: the member's date of birth, set once by the member (security centre).
 * - `vip_birthday_bonuses`: one row per member and calendar year, inserted in the transaction
 *   that pays the level's birthday bonus, so a year's bonus is paid once whoever runs the job.
 * - Ledger kind `birthday_bonus`; message kinds `raffle_won` and `birthday_bonus`.
 */
import { sql, type Kysely } from 'kysely'
import { replaceLedgerKinds } from './lib/ledger-kinds.ts'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

const MESSAGE_KINDS = ['operator', 'deposit_approved', 'deposit_rejected', 'withdrawal_disbursed', 'withdrawal_rejected', 'mission_complete',
  'case_answered', 'raffle_won', 'birthday_bonus']

export async function up(db: AnyDb): Promise<void> {
  await replaceLedgerKinds(db, ['birthday_bonus'])
  await sql`ALTER TABLE messages DROP CONSTRAINT messages_kind_check`.execute(db)
  await sql`ALTER TABLE messages ADD CONSTRAINT messages_kind_check CHECK (kind IN (${sql.join(MESSAGE_KINDS.map((k) => sql.lit(k)))}))`.execute(db)

  await sql`ALTER TABLE members ADD COLUMN birthday date`.execute(db)
  // The job asks "whose birthday is today": month and day, not the year.
  await sql`CREATE INDEX members_birthday_idx ON members ((extract(month FROM birthday)), (extract(day FROM birthday))) WHERE birthday IS NOT NULL`.execute(db)
  await sql`
    CREATE TABLE vip_birthday_bonuses (
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      year integer NOT NULL,
      level integer NOT NULL,
      amount bigint NOT NULL CHECK (amount > 0),
      -- set once the ledger posting is made, in the same transaction
      tx_id bigint,
      paid_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (member_id, year)
    )`.execute(db)
}
