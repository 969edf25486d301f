/**
 * The seamless wallet as a service: balance, debit, credit and rollback for a game vendor.
 * It is the in-process port the house provider plays through, and the HTTP API for outside
 * vendors (seamless-routes.ts) answers with it, so both get the same answers, idempotency and
 * ledger rules. Build one per app: every call then goes through the same runner, and a
 * member's calls stay in one lane whoever sends them (seamless-calls.ts).
 */
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { minor, singleWalletCache } from './ledger.ts'
import { seamlessRunner, type RawAnswer, type SeamlessCall } from './seamless-calls.ts'
import type { SeamlessRefusal, SeamlessReply } from './seamless-contract.ts'

type Call<K extends SeamlessCall['kind']> = Omit<Extract<SeamlessCall, { kind: K }>, 'kind' | 'single'>

/** A bet: takes `amount` from the player once per `txId`. */
export type SeamlessDebit = Call<'debit'>
/** A settlement (a win, possibly 0) of a round that has a bet. */
export type SeamlessCredit = Call<'credit'>
/** Undoes the bet `refTxId` when its fate is unknown. */
export type SeamlessRollback = Call<'rollback'>

export interface SeamlessWallet {
  /** The player's main balance; PLAYER_NOT_FOUND for an id that is no member. */
  balance(playerId: number): Promise<SeamlessReply>
  debit(call: SeamlessDebit): Promise<SeamlessReply>
  credit(call: SeamlessCredit): Promise<SeamlessReply>
  rollback(call: SeamlessRollback): Promise<SeamlessReply>
  /**
   * Runs `work` once for each of the wallet's lanes holding any of `playerIds`, with those of
   * its members, alone in the lane's turn: no call of those members (or of their house shards)
   * from this server runs meanwhile. For work that moves many members' money at once
   * (creditRounds); `work` must not call the wallet itself, which would wait for it.
   */
  inLanes<T>(playerIds: ReadonlyArray<number>, work: (playerIds: number[]) => Promise<T>): Promise<T[]>
}

/** The jsonb answer of a seamless SQL function, as the reply vendors get. */
const reply = (raw: RawAnswer): SeamlessReply => {
  const a = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { ok: boolean; code: SeamlessRefusal | null; balance: number | string | null; replayed?: boolean }
  return { ok: a.ok, code: a.code ?? null, balance: Number(a.balance ?? 0), replayed: a.replayed === true }
}

export interface SeamlessWalletOptions {
  /** The database runs one statement at a time (embedded PGlite): one lane instead of two. */
  readonly singleConnection: boolean
}

export const createSeamlessWallet = (db: Kysely<Database>, options: SeamlessWalletOptions): SeamlessWallet => {
  const run = seamlessRunner(db, { lanes: options.singleConnection ? 1 : 2 })
  const single = singleWalletCache(db)
  return {
    balance: async (playerId) => {
      const row = await db.selectFrom('wallet_accounts').select('balance').where('member_id', '=', playerId).where('kind', '=', 'main').executeTakeFirst()
      return row ? { ok: true, code: null, balance: minor(row.balance), replayed: false } : { ok: false, code: 'PLAYER_NOT_FOUND', balance: 0, replayed: false }
    },
    debit: async (call) => reply(await run({ kind: 'debit', ...call, single: await single() })),
    credit: async (call) => reply(await run({ kind: 'credit', ...call })),
    rollback: async (call) => reply(await run({ kind: 'rollback', ...call })),
    inLanes: run.inLanes,
  }
}
