/**
 * The promotions module: the promotion pages (/promotions, /promoDetail: banner, body, period,
 * eligibility, the member's status by the reward centre's rules) and raffles (a ticket per
 * member through MCS2_claimRafflePromotion; the operator's draw, committed before the first
 * ticket and verifiable, pays the winners through the ledger once).
 */
import type { FastifyPluginAsync } from 'fastify'
import { registerPromotionRoutes } from './routes.ts'

export const promotionsModule: FastifyPluginAsync = async (app) => {
  registerPromotionRoutes(app)
}

// For the operator API (server/admin/promo-pages.ts).
export { drawRaffle, ensureRaffleDraw, type DrawOutcome } from './raffles.ts'
