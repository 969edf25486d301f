/**
 * Transfer to a direct downline: money from the agent's main wallet to the downline's, with
 * the payment password, within the operator's min/max and daily total. The day's total rises
 * by one conditional upsert in the same transaction as the ledger posting, so transfers sent
 * at once never pass the limit together; a request id takes effect once (unique per agent,
 * and the ledger key). Both sides see it in their account record (kind agent_transfer).
 */
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { ApiError } from '../../http/errors.ts'
import { verifyPaymentPassword } from '../withdraw/index.ts'
import type { DownlineTransferReply } from '../../../src/shared/api/index.ts'
import { downlineOf, type Agent } from './guard.ts'
import { assertNotBlocked } from '../protection/index.ts'
import { agentSettings } from './settings.ts'
import { postMove } from './ledger.ts'

/** The UTC day the daily limit counts in (as the upline transfer's). */
export const utcDay = (now: number): string => new Date(now).toISOString().slice(0, 10)

export const usedOn = async (db: Kysely<Database>, agentId: number, day: string): Promise<number> => {
  const row = await db.selectFrom('agent_transfer_days').select('total').where('agent_id', '=', agentId).where(sql<boolean>`day = ${day}::date`).executeTakeFirst()
  return Number(row?.total ?? 0)
}

export interface TransferInput { readonly requestId: string; readonly downline: string; readonly amount: number; readonly paymentPassword: string }

const view = async (db: Kysely<Database>, agent: Agent, requestId: string, now: number): Promise<DownlineTransferReply> => {
  const t = await db.selectFrom('agent_transfers as t').innerJoin('members as d', 'd.id', 't.downline_id')
    .select(['t.id', 't.amount', 't.created_at', 'd.account']).where('t.agent_id', '=', agent.id).where('t.request_id', '=', requestId).executeTakeFirstOrThrow()
  return { id: String(t.id), amount: Number(t.amount), downline: t.account, createdAt: t.created_at.toISOString(), usedToday: await usedOn(db, agent.id, utcDay(now)) }
}

export const transferToDownline = async (db: Kysely<Database>, agent: Agent, input: TransferInput, now: number): Promise<DownlineTransferReply> => {
  const replay = await db.selectFrom('agent_transfers').select('id').where('agent_id', '=', agent.id).where('request_id', '=', input.requestId).executeTakeFirst()
  if (replay) return view(db, agent, input.requestId, now)
  const downline = await downlineOf(db, agent, input.downline)
  if (downline.depth !== 1) throw new ApiError('TRANSFER_NOT_ALLOWED', 'Money goes only to a direct downline.')
  // Player protection: no money moves to or from a member on a break or self-excluded.
  await assertNotBlocked(db, agent.id, now)
  await assertNotBlocked(db, downline.id, now)
  const { transfer: limits } = await agentSettings(db)
  if (input.amount < limits.min || input.amount > limits.max) {
    throw new ApiError('AMOUNT_OUT_OF_RANGE', `The amount must be between ${limits.min} and ${limits.max}.`, { min: limits.min, max: limits.max })
  }
  await verifyPaymentPassword(db, agent.id, input.paymentPassword, now)
  const day = utcDay(now)
  await db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('agent_transfers').values({
      agent_id: agent.id, downline_id: downline.id, request_id: input.requestId, amount: input.amount, created_at: new Date(now),
    }).onConflict((oc) => oc.columns(['agent_id', 'request_id']).doNothing()).returning('id').executeTakeFirst()
    if (!row) return // the same request id at the same time: the other one moved the money
    // Raw SQL: the conditional ON CONFLICT ... WHERE is the atomic limit.
    const counted = await sql`
      INSERT INTO agent_transfer_days AS d (agent_id, day, total) SELECT ${agent.id}, ${day}::date, ${input.amount}::bigint WHERE ${input.amount}::bigint <= ${limits.daily}::bigint
      ON CONFLICT (agent_id, day) DO UPDATE SET total = d.total + ${input.amount}::bigint WHERE d.total + ${input.amount}::bigint <= ${limits.daily}::bigint
      RETURNING d.total`.execute(trx)
    if (counted.rows.length === 0) {
      const left = Math.max(0, limits.daily - (await usedOn(trx, agent.id, day)))
      throw new ApiError('LIMIT_REACHED', `The daily transfer limit is ${limits.daily}; ${left} left today.`, { limit: limits.daily, left })
    }
    await postMove(trx, `agent_transfer:${agent.id}:${input.requestId}`, 'agent_transfer', agent.id, downline.id, input.amount,
      { transferId: String(row.id), fromAccount: agent.account, toAccount: downline.account })
  })
  return view(db, agent, input.requestId, now)
}
