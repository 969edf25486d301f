/** The SMS throttles every sender shares (login, reset, registration, binding a number). */
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { CODE_TTL_MINUTES, phoneTarget } from './codes.ts'
import type { Phone } from './phone.ts'
import { TOO_MANY_MESSAGE, hitThrottle, type ThrottleRule } from './throttle.ts'

/** SMS to one number: one a minute, 5 per 15 minutes, then 5 minutes blocked. */
export const smsPerNumber: ThrottleRule = { minGapMs: 60_000, max: 5, windowMs: 15 * 60_000, blockMs: 5 * 60_000, message: TOO_MANY_MESSAGE }
/** SMS from one IP: 5 per 15 minutes, then 5 minutes blocked. */
export const smsPerIp: ThrottleRule = { minGapMs: 0, max: 5, windowMs: 15 * 60_000, blockMs: 5 * 60_000, message: TOO_MANY_MESSAGE }

export const throttleSms = async (db: Kysely<Database>, phone: Phone, ip: string, now: number): Promise<void> => {
  await hitThrottle(db, `sms:num:${phoneTarget(phone.countryDialingCode, phone.mobileNum)}`, smsPerNumber, now)
  await hitThrottle(db, `sms:ip:${ip}`, smsPerIp, now)
}

export const smsText = (code: string): string => `Your Tala verification code is ${code}. It expires in ${CODE_TTL_MINUTES} minutes. Never share it.`
