/**
 * 0028: the turnover a bonus asks for. Every bonus credited to a member (mission, promotion,
 * rebate, referral) records what must be wagered before that bonus can leave the site:
 * `required` = the bonus times the operator's multiplier at the time of the credit. Valid
 * bets (settled stakes) meet the requirements oldest first; the bonuses of the ones not met
 * yet are locked against withdrawal and transfer (server/modules/rewards/turnover.ts).
 */
import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await sql`
    CREATE TABLE turnover_requirements (
      id bigserial PRIMARY KEY,
      member_id integer NOT NULL REFERENCES members(id),
      tx_id bigint NOT NULL UNIQUE REFERENCES ledger_transactions(id),
      bonus bigint NOT NULL CHECK (bonus > 0),
      required bigint NOT NULL CHECK (required >= 0),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
  await sql`CREATE INDEX turnover_requirements_member_idx ON turnover_requirements (member_id, id)`.execute(db)
}
