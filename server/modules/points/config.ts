/** The operator's point rules as the member calls and the operator API read them: rates per game type and the convert ratio. */
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { PointRate } from '../../../src/shared/api/index.ts'

type Db = Kysely<Database> | Transaction<Database>

export interface ConvertRule {
  /** `points` points give `amount` minor units. */
  readonly points: number
  readonly amount: number
  readonly minimum: number
}

export const pointRates = async (db: Db): Promise<PointRate[]> =>
  (await db.selectFrom('point_rates').select(['game_type', 'rate_milli']).orderBy('game_type').execute())
    .map((r) => ({ gameType: r.game_type, pointsPer100: r.rate_milli / 1000 }))

export const convertRule = async (db: Db): Promise<ConvertRule> => {
  const row = await db.selectFrom('point_config').select(['convert_points', 'convert_minor', 'min_convert']).executeTakeFirstOrThrow()
  return { points: row.convert_points, amount: row.convert_minor, minimum: row.min_convert }
}
