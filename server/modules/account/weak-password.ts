/**
 * The deployment's default weak password (spec §4/§9) is kept only as a keyed hash
 * (`hmac:<hex>`, HMAC-SHA256 under the secrets key), so the settings table does not give it
 * away; a login or reset compares the hash of the password it was given.
 */
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { getSetting } from '../../db/settings.ts'
import { keyedHash } from '../../lib/secrets-key.ts'
import { safeEqual } from '../../lib/secrets.ts'

export const WEAK_PASSWORD_PREFIX = 'hmac:'

export const weakPasswordHash = (key: Buffer, password: string): string => WEAK_PASSWORD_PREFIX + keyedHash(key, password)

export const isDefaultWeakPassword = async (db: Kysely<Database>, key: Buffer, password: string): Promise<boolean> => {
  const stored = await getSetting(db, 'defaultWeakPassword')
  return stored !== undefined && stored.startsWith(WEAK_PASSWORD_PREFIX) && safeEqual(weakPasswordHash(key, password), stored)
}
