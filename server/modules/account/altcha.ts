/**
 * The bot check: ALTCHA proof of work (altcha-lib v1). Challenges are signed with an HMAC
 * key derived from SECRETS_KEY (never stored: every server sharing the key signs alike) and
 * expire after 5 minutes; a solution is accepted once (a hash of the used payload is kept
 * until it would have expired anyway).
 */
import { createHmac } from 'node:crypto'
import type { Kysely } from 'kysely'
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1'
import type { Database } from '../../db/schema.ts'
import type { AltchaChallenge } from '../../../src/shared/api/index.ts'
import { ApiError } from '../../http/errors.ts'
import { sha256 } from '../../lib/secrets.ts'

export const ALTCHA_TTL_MS = 5 * 60 * 1000
export const ALTCHA_MAX_NUMBER = 100_000

const hmacKey = (secretsKey: Buffer): string => createHmac('sha256', secretsKey).update('tala altcha hmac key v1').digest('base64url')

export const newAltchaChallenge = async (secretsKey: Buffer, now: number, maxNumber = ALTCHA_MAX_NUMBER): Promise<AltchaChallenge> => {
  const c = await createChallenge({ hmacKey: hmacKey(secretsKey), maxNumber, expires: new Date(now + ALTCHA_TTL_MS) })
  return { algorithm: c.algorithm, challenge: c.challenge, maxnumber: c.maxnumber ?? maxNumber, salt: c.salt, signature: c.signature }
}

const failed = () => new ApiError('BOT_CHECK_FAILED', 'Please complete verification first.')

/** Verifies the base64 ALTCHA payload and uses it up; throws BOT_CHECK_FAILED. */
export const requireAltcha = async (db: Kysely<Database>, secretsKey: Buffer, payload: string, now: number): Promise<void> => {
  if (payload === '' || payload.length > 4096) throw failed()
  let ok = false
  try {
    ok = await verifySolution(payload, hmacKey(secretsKey), true)
  } catch {
    ok = false
  }
  if (!ok) throw failed()
  let expiresAt = now + ALTCHA_TTL_MS
  try {
    const expires = Number(extractParams(payload).expires)
    if (Number.isFinite(expires) && expires > 0) expiresAt = expires * 1000
  } catch {
    // keep the default
  }
  await db.deleteFrom('altcha_used').where('expires_at', '<', new Date(now)).execute()
  const inserted = await db.insertInto('altcha_used').values({ payload_hash: sha256(payload), expires_at: new Date(expiresAt) })
    .onConflict((oc) => oc.column('payload_hash').doNothing()).returning('payload_hash').executeTakeFirst()
  if (!inserted) throw failed()
}
