/**
 * The seamless-wallet endpoints (see seamless-contract.ts). Registered in their own plugin
 * so the JSON parser can keep the raw body, which is what the signature covers. Each call is
 * one SQL function (migrations 0007, 0009), run by seamless-calls.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { sql } from 'kysely'
import { ApiError } from '../../http/errors.ts'
import { route } from '../../http/route.ts'
import { SeamlessEndpoints, type SeamlessReply } from './seamless-contract.ts'
import { signatureMatches, vendorSecrets } from './signature.ts'
import { singleWalletCache } from './ledger.ts'
import { seamlessRunner } from './seamless-calls.ts'

const rawBodies = new WeakMap<FastifyRequest, string>()

const answer = (row: unknown): SeamlessReply => {
  const a = (typeof row === 'string' ? JSON.parse(row) : row) as { ok: boolean; code: string | null; balance: number | string | null; replayed?: boolean }
  return { ok: a.ok, code: a.code ?? null, balance: Number(a.balance ?? 0), replayed: a.replayed === true }
}

export const registerSeamlessRoutes = async (app: FastifyInstance): Promise<void> => {
  await app.register(async (scope) => {
    const secrets = vendorSecrets(scope.tala.db)
    const single = singleWalletCache(scope.tala.db)
    scope.removeContentTypeParser('application/json')
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
      const text = body as string
      rawBodies.set(req, text)
      try {
        done(null, text === '' ? {} : JSON.parse(text))
      } catch {
        done(new ApiError('MALFORMED_JSON', 'The request body is not valid JSON.'), undefined)
      }
    })
    scope.addHook('preHandler', async (req) => {
      const vendor = req.headers['x-vendor']
      const signature = req.headers['x-signature']
      if (typeof vendor !== 'string' || typeof signature !== 'string') throw new ApiError('SIGNATURE_INVALID', 'X-Vendor and X-Signature are required.')
      const secret = vendor.length <= 64 ? await secrets(vendor) : null
      if (secret === null || !signatureMatches(secret, rawBodies.get(req) ?? '', signature)) {
        throw new ApiError('SIGNATURE_INVALID', 'The request signature does not match.')
      }
    })
    const vendorOf = (req: FastifyRequest): string => req.headers['x-vendor'] as string
    const db = scope.tala.db
    // One lane on embedded PGlite (one statement at a time), two on PostgreSQL (seamless-calls.ts).
    const run = seamlessRunner(db, { lanes: scope.tala.singleConnection ? 1 : 2 })
    // Signed server-to-server calls: authenticated per vendor, not limited per IP.
    const opts = { config: { rateLimit: false } } as const

    route(scope, SeamlessEndpoints.balance, async ({ body }) => {
      const r = await sql<{ balance: string | null }>`SELECT balance FROM wallet_accounts WHERE member_id = ${Number(body.playerId)} AND kind = 'main'`.execute(db)
      const row = r.rows[0]
      return row ? { ok: true, code: null, balance: Number(row.balance), replayed: false } : { ok: false, code: 'PLAYER_NOT_FOUND', balance: 0, replayed: false }
    }, opts)
    route(scope, SeamlessEndpoints.debit, async ({ body }, req) =>
      answer(await run({ kind: 'debit', vendor: vendorOf(req), txId: body.txId, playerId: Number(body.playerId), roundId: body.roundId,
        gameId: body.gameId, amount: body.amount, single: await single() })), opts)
    route(scope, SeamlessEndpoints.credit, async ({ body }, req) =>
      answer(await run({ kind: 'credit', vendor: vendorOf(req), txId: body.txId, playerId: Number(body.playerId), roundId: body.roundId,
        amount: body.amount })), opts)
    route(scope, SeamlessEndpoints.rollback, async ({ body }, req) =>
      answer(await run({ kind: 'rollback', vendor: vendorOf(req), txId: body.txId, playerId: Number(body.playerId), refTxId: body.refTxId })), opts)
  })
}
