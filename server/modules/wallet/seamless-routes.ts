/**
 * The seamless-wallet endpoints for outside vendors (see seamless-contract.ts), over the same
 * SeamlessWallet service the house provider calls in process. Registered in their own plugin
 * so the JSON parser can keep the raw body, which is what the signature covers.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ApiError } from '../../http/errors.ts'
import { route } from '../../http/route.ts'
import { SeamlessEndpoints } from './seamless-contract.ts'
import { signatureMatches, vendorSecrets } from './signature.ts'
import type { SeamlessWallet } from './seamless-wallet.ts'

const rawBodies = new WeakMap<FastifyRequest, string>()

export const registerSeamlessRoutes = async (app: FastifyInstance, wallet: SeamlessWallet): Promise<void> => {
  await app.register(async (scope) => {
    const secrets = vendorSecrets(scope.tala.db, scope.tala.secretsKey)
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
    // Signed server-to-server calls: authenticated per vendor, not limited per IP; replies of
    // a few hundred bytes are never worth compressing (plugins/compression.ts).
    const opts = { config: { rateLimit: false, compress: false } } as const

    route(scope, SeamlessEndpoints.balance, async ({ body }) => wallet.balance(Number(body.playerId)), opts)
    route(scope, SeamlessEndpoints.debit, async ({ body }, req) =>
      wallet.debit({ vendor: vendorOf(req), txId: body.txId, playerId: Number(body.playerId), roundId: body.roundId, gameId: body.gameId, amount: body.amount }), opts)
    route(scope, SeamlessEndpoints.credit, async ({ body }, req) =>
      wallet.credit({ vendor: vendorOf(req), txId: body.txId, playerId: Number(body.playerId), roundId: body.roundId, amount: body.amount }), opts)
    route(scope, SeamlessEndpoints.rollback, async ({ body }, req) =>
      wallet.rollback({ vendor: vendorOf(req), txId: body.txId, playerId: Number(body.playerId), refTxId: body.refTxId }), opts)
  })
}
