/**
 * The turnover bonuses ask for. Each bonus credit records a requirement (the bonus times the
 * operator's `bonusTurnoverPercent` at that moment). The member's valid bets (settled stakes)
 * placed since the oldest requirement meet the requirements oldest first; while one is not
 * met, its bonus stays locked: a withdrawal or a transfer may take only the balance above the
 * locked sum. Computed from the bets each time, so a rolled-back bet never counts and no
 * counter can drift.
 */
import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { getSetting } from '../../db/settings.ts'

type Db = Kysely<Database> | Transaction<Database>

export const DEFAULT_BONUS_TURNOVER_PERCENT = 100

export interface TurnoverState {
  /** The bonuses whose requirement is not met yet (minor units): not withdrawable. */
  readonly locked: number
  /** Valid bets still to place before every bonus is free (minor units). */
  readonly remaining: number
}

/** Records what a bonus just credited (ledger transaction `txId`) asks to be wagered. In the credit's transaction. */
export const recordTurnover = async (trx: Transaction<Database>, memberId: number, txId: string, bonus: number): Promise<void> => {
  const percent = (await getSetting(trx as unknown as Kysely<Database>, 'bonusTurnoverPercent')) ?? DEFAULT_BONUS_TURNOVER_PERCENT
  const required = Math.ceil((bonus * percent) / 100)
  if (required === 0 || bonus <= 0) return
  await trx.insertInto('turnover_requirements').values({ member_id: memberId, tx_id: txId, bonus, required }).execute()
}

/** The member's locked bonus and the valid bets still to place. */
export const turnoverState = async (db: Db, memberId: number): Promise<TurnoverState> => {
  const requirements = await db.selectFrom('turnover_requirements').select(['bonus', 'required', 'created_at'])
    .where('member_id', '=', memberId).orderBy('id').execute()
  if (requirements.length === 0) return { locked: 0, remaining: 0 }
  const since = requirements[0]!.created_at
  const wageredRow = await db.selectFrom('bets').select(sql<string>`coalesce(sum(stake), 0)`.as('total'))
    .where('member_id', '=', memberId).where('created_at', '>=', since).where('status', '=', 'settled').executeTakeFirstOrThrow()
  let wagered = Number(wageredRow.total)
  let locked = 0
  let remaining = 0
  for (const r of requirements) {
    const required = Number(r.required)
    if (wagered >= required) {
      wagered -= required
      continue
    }
    remaining += required - wagered
    wagered = 0
    locked += Number(r.bonus)
  }
  return { locked, remaining }
}
