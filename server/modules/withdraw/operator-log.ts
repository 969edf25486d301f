/** Every operator change (withdrawal stages, case answers, settings): who, what and when. */
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'

export const logOperator = async (db: Kysely<Database>, operator: string, action: string, withdrawalId: string | null, detail: Record<string, unknown>, now: number) => {
  await db.insertInto('withdrawal_operator_log').values({
    operator, action, withdrawal_id: withdrawalId, detail: JSON.stringify(detail), created_at: new Date(now),
  }).execute()
}
