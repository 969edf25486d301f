/**
 * The house provider's side of the seamless wallet: it calls the platform exactly as an
 * outside vendor would, through the HTTP endpoints with a signed JSON body, signing as the
 * game's vendor (each vendor has its own secret; the house creates one the first time it
 * plays for a vendor). In-process calls go through `app.inject`, the same routing,
 * validation and signature check as a request over the network.
 */
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { randomBytes } from 'node:crypto'
import type { Database } from '../../db/schema.ts'
import { sign } from '../../modules/wallet/signature.ts'
import type { SeamlessReply } from '../../modules/wallet/seamless-contract.ts'

export const ensureVendorSecret = async (db: Kysely<Database>, vendor: string): Promise<string> => {
  await db.insertInto('vendor_secrets').values({ vendor, secret: randomBytes(32).toString('hex') }).onConflict((oc) => oc.column('vendor').doNothing()).execute()
  const row = await db.selectFrom('vendor_secrets').select('secret').where('vendor', '=', vendor).executeTakeFirstOrThrow()
  return row.secret
}

export type SeamlessOp = 'balance' | 'debit' | 'credit' | 'rollback'

export const seamlessCall = async (app: FastifyInstance, vendor: string, secret: string, op: SeamlessOp, body: Record<string, unknown>): Promise<SeamlessReply> => {
  const raw = JSON.stringify(body)
  const res = await app.inject({
    method: 'POST', url: `/seamless/v1/${op}`, payload: raw,
    headers: { 'content-type': 'application/json', 'x-vendor': vendor, 'x-signature': sign(secret, raw) },
  })
  const env = res.json() as { success: boolean; value?: SeamlessReply; code?: string; message?: string }
  if (!env.success || !env.value) throw new Error(`seamless ${op} failed: ${env.code ?? res.statusCode} ${env.message ?? ''}`)
  return env.value
}
