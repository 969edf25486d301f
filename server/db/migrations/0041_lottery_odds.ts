/**
 * 0041: the operator's odds and limits per lottery bet type (server/providers/house/lottery-odds*.ts).
 * A row overrides the defaults of one bet type of one family (an e-lottery game such as ELOTT5, or
 * a Vietnamese region): its odds (hundredths, stake included) and what one selection may pay at
 * most on a draw (minor units), each null when the default stands; who changed it last and when.
 * No row means the defaults; a ticket keeps the odds recorded on its bets whatever changes later.
 */
import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await sql`
    CREATE TABLE lottery_odds (
      family text NOT NULL,
      bet_type text NOT NULL,
      odds integer CHECK (odds > 100),
      max_payout bigint CHECK (max_payout > 0),
      updated_by text NOT NULL,
      updated_at timestamptz NOT NULL,
      PRIMARY KEY (family, bet_type)
    )`.execute(db)
}
