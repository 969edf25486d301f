/**
 * Transfer to the upline: a member whose upline is an agent sends money from the main wallet
 * to the upline's main wallet, with the payment password, within the operator's min/max and
 * daily limit. The daily total rises by one conditional upsert in the same transaction as the
 * ledger posting, so transfers sent at once never pass the limit together; a request id takes
 * effect once (unique per member, and the ledger key). Both sides see it in their records
 * (kind upline_transfer, meta naming both accounts).
 */
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { ApiError } from '../../http/errors.ts'
import { AGENT_CODES } from '../account/index.ts'
import { mainAccount, post, requireUnlocked } from './ledger.ts'
import { hasPaymentPassword, verifyPaymentPassword } from './payment-password.ts'
import { getSettings } from './settings.ts'

/** The UTC day the daily limit counts in. */
const dayOf = (now: number): string => new Date(now).toISOString().slice(0, 10)

const agentUpline = async (db: Kysely<Database>, memberId: number) => {
  const row = await db.selectFrom('members as m').innerJoin('members as u', 'u.id', 'm.upline_id')
    .select(['u.id as id', 'u.account as account', 'u.is_agent as isAgent', 'm.account as self']).where('m.id', '=', memberId).executeTakeFirst()
  return row && AGENT_CODES.has(row.isAgent) ? row : null
}

const usedOn = async (db: Kysely<Database>, memberId: number, day: string): Promise<number> => {
  const row = await db.selectFrom('upline_transfer_days').select('total').where('member_id', '=', memberId).where(sql<boolean>`day = ${day}::date`).executeTakeFirst()
  return Number(row?.total ?? 0)
}

export const uplineInfo = async (db: Kysely<Database>, memberId: number, now: number) => {
  const s = await getSettings(db)
  return {
    upline: (await agentUpline(db, memberId))?.account ?? null,
    minAmount: s.uplineMin, maxAmount: s.uplineMax, dailyLimit: s.uplineDaily,
    usedToday: await usedOn(db, memberId, dayOf(now)),
    paymentPasswordSet: await hasPaymentPassword(db, memberId),
  }
}

export interface UplineTransferInput { readonly requestId: string; readonly amount: number; readonly paymentPassword: string }

const transferView = async (db: Kysely<Database>, memberId: number, requestId: string, now: number) => {
  const t = await db.selectFrom('upline_transfers as t').innerJoin('members as u', 'u.id', 't.upline_id')
    .select(['t.id', 't.amount', 't.created_at', 'u.account']).where('t.member_id', '=', memberId).where('t.request_id', '=', requestId).executeTakeFirstOrThrow()
  return { id: String(t.id), amount: Number(t.amount), upline: t.account, createdAt: t.created_at.toISOString(), usedToday: await usedOn(db, memberId, dayOf(now)) }
}

export const transferToUpline = async (db: Kysely<Database>, memberId: number, input: UplineTransferInput, now: number) => {
  const replay = await db.selectFrom('upline_transfers').select('id').where('member_id', '=', memberId).where('request_id', '=', input.requestId).executeTakeFirst()
  if (replay) return transferView(db, memberId, input.requestId, now)
  const upline = await agentUpline(db, memberId)
  if (!upline) throw new ApiError('TRANSFER_NOT_ALLOWED', 'Your upline is not an agent: there is no one to transfer to.')
  const s = await getSettings(db)
  if (input.amount < s.uplineMin || input.amount > s.uplineMax) {
    throw new ApiError('AMOUNT_OUT_OF_RANGE', `The amount must be between ${s.uplineMin} and ${s.uplineMax}.`, { min: s.uplineMin, max: s.uplineMax })
  }
  await verifyPaymentPassword(db, memberId, input.paymentPassword, now)
  await postUplineTransfer(db, memberId, upline, input.requestId, input.amount, s.uplineDaily, now)
  return transferView(db, memberId, input.requestId, now)
}

/** Records the transfer, counts it against the day's limit and moves the money, in one transaction, once per request id. */
export const postUplineTransfer = async (
  db: Kysely<Database>, memberId: number, upline: { id: number; account: string; self: string }, requestId: string, amount: number, dailyLimit: number, now: number,
): Promise<void> => {
  const day = dayOf(now)
  await db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('upline_transfers').values({
      member_id: memberId, upline_id: upline.id, request_id: requestId, amount, created_at: new Date(now),
    }).onConflict((oc) => oc.columns(['member_id', 'request_id']).doNothing()).returning('id').executeTakeFirst()
    if (!row) return // the same request id at the same time: the other one moved the money
    // Raw SQL: the conditional ON CONFLICT ... WHERE is the atomic limit.
    const counted = await sql<{ total: string }>`
      INSERT INTO upline_transfer_days AS d (member_id, day, total) SELECT ${memberId}, ${day}::date, ${amount}::bigint WHERE ${amount}::bigint <= ${dailyLimit}::bigint
      ON CONFLICT (member_id, day) DO UPDATE SET total = d.total + ${amount}::bigint WHERE d.total + ${amount}::bigint <= ${dailyLimit}::bigint
      RETURNING d.total`.execute(trx)
    if (counted.rows.length === 0) {
      const left = Math.max(0, dailyLimit - (await usedOn(trx, memberId, day)))
      throw new ApiError('LIMIT_REACHED', `The daily transfer limit is ${dailyLimit}; ${left} left today.`, { limit: dailyLimit, left })
    }
    const main = await mainAccount(trx, memberId)
    await requireUnlocked(trx, memberId, main, amount)
    await post(trx, `upline_transfer:${memberId}:${requestId}`, 'upline_transfer', main, await mainAccount(trx, upline.id),
      amount, { transferId: String(row.id), fromAccount: upline.self, toAccount: upline.account })
  })
}
