/**
 * HMAC signatures of seamless-wallet calls, and the per-vendor secrets (cached a minute).
 * The secrets are sealed at rest under the deployment's secrets key (lib/secrets-key.ts);
 * db/seal-secrets.ts seals any row still in clear at start (older databases, or one written by hand).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { seal, unseal } from '../../lib/secrets-key.ts'

export const sign = (secret: string, rawBody: string): string => createHmac('sha256', secret).update(rawBody).digest('hex')

export const signatureMatches = (secret: string, rawBody: string, signature: string): boolean => {
  const expected = Buffer.from(sign(secret, rawBody), 'hex')
  const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export const vendorSecrets = (db: Kysely<Database>, key: Buffer, ttlMs = 60_000, now = Date.now) => {
  const cache = new Map<string, { at: number; secret: string | null }>()
  return async (vendor: string): Promise<string | null> => {
    const hit = cache.get(vendor)
    if (hit && now() - hit.at < ttlMs) return hit.secret
    const row = await db.selectFrom('vendor_secrets').select('secret').where('vendor', '=', vendor).executeTakeFirst()
    // Misses are not cached: a vendor configured a moment ago must work at once.
    if (!row) return null
    // A clear or foreign-key row signs nothing; db/seal-secrets.ts seals clear rows at start.
    let secret: string | null = null
    try { secret = unseal(key, row.secret) } catch { secret = null }
    cache.set(vendor, { at: now(), secret })
    return secret
  }
}

/** The vendor's secret, created on first use (the house signs for each vendor it plays as). */
export const ensureVendorSecret = async (db: Kysely<Database>, key: Buffer, vendor: string): Promise<string> => {
  await db.insertInto('vendor_secrets').values({ vendor, secret: seal(key, randomBytes(32).toString('hex')) }).onConflict((oc) => oc.column('vendor').doNothing()).execute()
  const row = await db.selectFrom('vendor_secrets').select('secret').where('vendor', '=', vendor).executeTakeFirstOrThrow()
  return unseal(key, row.secret)
}
