/** The operator's withdrawal and upline-transfer settings (one row), changed with who and when. */
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { ApiError } from '../../http/errors.ts'
import { logOperator } from './operator-log.ts'

export interface WithdrawSettings {
  readonly minAmount: number
  readonly maxAmount: number
  readonly autoReceiveMinutes: number
  readonly promisedMinutes: number
  readonly uplineMin: number
  readonly uplineMax: number
  readonly uplineDaily: number
  readonly updatedAt: string
  readonly updatedBy: string
}

export type SettingsChange = Partial<Omit<WithdrawSettings, 'updatedAt' | 'updatedBy'>>

export const getSettings = async (db: Kysely<Database>): Promise<WithdrawSettings> => {
  const r = await db.selectFrom('withdrawal_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow()
  return {
    minAmount: Number(r.min_amount), maxAmount: Number(r.max_amount), autoReceiveMinutes: r.auto_receive_minutes, promisedMinutes: r.promised_minutes,
    uplineMin: Number(r.upline_min), uplineMax: Number(r.upline_max), uplineDaily: Number(r.upline_daily),
    updatedAt: r.updated_at.toISOString(), updatedBy: r.updated_by,
  }
}

export const putSettings = async (db: Kysely<Database>, change: SettingsChange, operator: string, now: number): Promise<WithdrawSettings> =>
  db.transaction().execute(async (trx) => {
    await trx.selectFrom('withdrawal_settings').select('id').where('id', '=', 1).forUpdate().execute()
    const next = { ...(await getSettings(trx)), ...change }
    if (next.minAmount > next.maxAmount) throw new ApiError('VALIDATION_FAILED', 'The minimum withdrawal must not be above the maximum.')
    if (next.uplineMin > next.uplineMax) throw new ApiError('VALIDATION_FAILED', 'The minimum upline transfer must not be above the maximum.')
    await trx.updateTable('withdrawal_settings').set({
      min_amount: next.minAmount, max_amount: next.maxAmount, auto_receive_minutes: next.autoReceiveMinutes, promised_minutes: next.promisedMinutes,
      upline_min: next.uplineMin, upline_max: next.uplineMax, upline_daily: next.uplineDaily, updated_at: new Date(now), updated_by: operator,
    }).where('id', '=', 1).execute()
    await logOperator(trx, operator, 'settings', null, { ...change }, now)
    return getSettings(trx)
  })
