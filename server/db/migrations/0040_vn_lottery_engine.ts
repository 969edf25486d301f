/**
 * 0040: the lottery titles (LOTT: TCG_LOTTO_VN's and the other lottery vendors') play the house engine 'vnlottery'
 * (server/providers/house/vn-lottery-*.ts); its draws and tickets share 0038's tables. The
 * lobby lists the latest results of every game, newest first: an index on drawn draws' times.
 */
import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await sql`UPDATE games SET house_game = 'vnlottery' WHERE game_type = 'LOTT'`.execute(db)
  await sql`CREATE INDEX lottery_draws_drawn ON lottery_draws (draw_at DESC) WHERE status = 'drawn'`.execute(db)
}
