/**
 * The payment password: asked before money leaves the main wallet (withdrawal, transfer to
 * the upline, later redemptions). Hashed like the login password. Wrong tries count per
 * member in one conditional upsert before the check (reserveAttempt), so tries sent at once
 * cannot all pass the limit; a right one gives its try back.
 */
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { ApiError } from '../../http/errors.ts'
import { hashPassword, verifyPassword } from '../../lib/passwords.ts'
import { releaseAttempt, reserveAttempt } from '../account/index.ts'

/**
 * Wrong payment passwords allowed per member within the 15-minute window. A check in flight
 * holds one of these until it proves right, so at most this many checks of one member run at
 * once (more answer TOO_MANY_REQUESTS): guesses sent together cannot pass the limit.
 */
export const PAYMENT_PASSWORD_TRIES = 5

const attemptKeys = (memberId: number): string[] => [`paypw:${memberId}`]

export const hasPaymentPassword = async (db: Kysely<Database>, memberId: number): Promise<boolean> => {
  const row = await db.selectFrom('members').select('payment_password_hash').where('id', '=', memberId).executeTakeFirst()
  return !!row?.payment_password_hash
}

/**
 * Throws PAYMENT_PASSWORD_NOT_SET, TOO_MANY_REQUESTS or PAYMENT_PASSWORD_INVALID unless
 * `password` is the member's payment password. Call it on the database, before (outside) the
 * transaction that moves the money: a wrong try must stay counted when that transaction rolls
 * back, and the hash must not hold a transaction open.
 */
export const verifyPaymentPassword = async (db: Kysely<Database>, memberId: number, password: string, now: number = Date.now()): Promise<void> => {
  const row = await db.selectFrom('members').select('payment_password_hash').where('id', '=', memberId).executeTakeFirst()
  if (!row?.payment_password_hash) throw new ApiError('PAYMENT_PASSWORD_NOT_SET', 'Please set a payment password first.')
  const keys = attemptKeys(memberId)
  if ((await reserveAttempt(db, keys, now, PAYMENT_PASSWORD_TRIES)) === null) {
    throw new ApiError('TOO_MANY_REQUESTS', 'Too many wrong payment passwords: try again after 15 minutes.')
  }
  if (!(await verifyPassword(password, row.payment_password_hash))) throw new ApiError('PAYMENT_PASSWORD_INVALID', 'The payment password is not correct.')
  await releaseAttempt(db, keys)
}

const mismatch = () => new ApiError('PASSWORD_MISMATCH', 'The two new payment passwords are not the same.')

/** Sets the first payment password; ALREADY_BOUND when one is set (change it instead). */
export const setPaymentPassword = async (db: Kysely<Database>, memberId: number, password: string, confirm: string): Promise<void> => {
  if (password !== confirm) throw mismatch()
  if (await hasPaymentPassword(db, memberId)) throw new ApiError('ALREADY_BOUND', 'A payment password is set already: change it with the old one.')
  const hash = await hashPassword(password)
  // Conditional: of two first settings sent at once, one wins.
  const set = await db.updateTable('members').set({ payment_password_hash: hash })
    .where('id', '=', memberId).where('payment_password_hash', 'is', null).returning('id').executeTakeFirst()
  if (!set) throw new ApiError('ALREADY_BOUND', 'A payment password is set already: change it with the old one.')
}

export const changePaymentPassword = async (db: Kysely<Database>, memberId: number, old: string, password: string, confirm: string, now: number): Promise<void> => {
  if (password !== confirm) throw mismatch()
  await verifyPaymentPassword(db, memberId, old, now)
  await db.updateTable('members').set({ payment_password_hash: await hashPassword(password) }).where('id', '=', memberId).execute()
}
