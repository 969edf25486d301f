/**
 * The seamless-wallet API the platform offers game vendors (and its own house provider):
 * server to server, so it lives beside the server like the admin contract. Every request is
 * JSON signed with the vendor's secret: header `X-Vendor: <code>` and
 * `X-Signature: hex(HMAC-SHA256(secret, raw body))`. Amounts are minor units. Each call
 * answers `{ ok, code, balance, replayed }`: a transaction id seen before gets the answer
 * it got the first time, with `replayed: true`.
 */
import { Schema } from 'effect'
import { failuresOf, type Endpoint } from '../../../src/shared/api/index.ts'

const Id = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64), Schema.isPattern(/^[A-Za-z0-9_.:-]+$/u))
/** Member ids are PostgreSQL `integer`s: a larger id could never name a member. */
const MAX_PLAYER_ID = 2_147_483_647
const PlayerId = Schema.String.check(
  Schema.isPattern(/^[1-9][0-9]{0,9}$/u),
  Schema.makeFilter((s: string) => Number(s) <= MAX_PLAYER_ID || `a player id is at most ${MAX_PLAYER_ID}`),
)
const Amount = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0), Schema.isLessThanOrEqualTo(100_000_000_00))

export const SeamlessBalanceBody = Schema.Struct({ playerId: PlayerId })
export const SeamlessDebitBody = Schema.Struct({ playerId: PlayerId, txId: Id, roundId: Id, gameId: Id, amount: Amount })
export const SeamlessCreditBody = Schema.Struct({ playerId: PlayerId, txId: Id, roundId: Id, amount: Amount })
export const SeamlessRollbackBody = Schema.Struct({ playerId: PlayerId, txId: Id, refTxId: Id })

/**
 * Why a call was refused. A credit pays only an open bet of the same vendor and player
 * (ROUND_NOT_FOUND, BET_ROLLED_BACK, ROUND_SETTLED: a round takes one credit) and at most its
 * stake times the game's maximum win multiple (WIN_LIMIT_EXCEEDED). Refusals move nothing and
 * stay in the journal (`seamless_transactions`, status `refused`).
 *
 * Player protection refuses a debit with the platform's own failure code, which a game can show
 * in the player's language: SELF_EXCLUDED or ON_BREAK (a block in force), SESSION_TIME_LIMIT_REACHED,
 * LOSS_LIMIT_REACHED or WAGER_LIMIT_REACHED (the day's, week's or month's limit). The game should
 * stop taking bets and say why; retrying the same bet is refused the same way.
 */
export const SEAMLESS_REFUSALS = [
  'INSUFFICIENT_FUNDS', 'ROUND_EXISTS', 'ROUND_NOT_FOUND', 'BET_ROLLED_BACK', 'ROUND_SETTLED',
  'WIN_LIMIT_EXCEEDED', 'TRANSACTION_NOT_FOUND', 'PLAYER_NOT_FOUND',
  'SELF_EXCLUDED', 'ON_BREAK', 'SESSION_TIME_LIMIT_REACHED', 'LOSS_LIMIT_REACHED', 'WAGER_LIMIT_REACHED',
] as const
export type SeamlessRefusal = (typeof SEAMLESS_REFUSALS)[number]

export const SeamlessReply = Schema.Struct({
  ok: Schema.Boolean,
  code: Schema.NullOr(Schema.Literals(SEAMLESS_REFUSALS)),
  balance: Schema.Int,
  replayed: Schema.Boolean,
})
export type SeamlessReply = typeof SeamlessReply.Type

/** Refusals travel in `SeamlessReply.code`; the envelope fails only for a bad signature or request. */
const failures = failuresOf({ SIGNATURE_INVALID: null }, 'none', false)

const entry = <B extends Schema.Top>(path: string, body: B) =>
  ({ method: 'POST', path, body, reply: SeamlessReply, auth: 'none', encrypted: false, failures }) as const satisfies Endpoint

export const SeamlessEndpoints = {
  balance: entry('/seamless/v1/balance', SeamlessBalanceBody),
  debit: entry('/seamless/v1/debit', SeamlessDebitBody),
  credit: entry('/seamless/v1/credit', SeamlessCreditBody),
  rollback: entry('/seamless/v1/rollback', SeamlessRollbackBody),
}

/** One valid body per call, for the OpenAPI document (a vendor's bet on the demo member, id 1). */
export const SeamlessExamples: { readonly [K in keyof typeof SeamlessEndpoints]: (typeof SeamlessEndpoints)[K]['body']['Encoded'] } = {
  balance: { playerId: '1' },
  debit: { playerId: '1', txId: 'bet-1001', roundId: 'round-1001', gameId: 'house-slot-1', amount: 500 },
  credit: { playerId: '1', txId: 'win-1001', roundId: 'round-1001', amount: 1200 },
  rollback: { playerId: '1', txId: 'rollback-1001', refTxId: 'bet-1001' },
}
