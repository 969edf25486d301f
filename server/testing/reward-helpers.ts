/** Helpers for the reward-side tests: members with a session, bets and deposits as real rows. */
import type { FastifyInstance } from 'fastify'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { InboxMessage, MessageKind, MessageListReply } from '../../src/shared/api/index.ts'
import { hashPassword } from '../lib/passwords.ts'
import { loginToken } from './account-helpers.ts'
import { envelope } from './test-app.ts'

export const TEST_PASSWORD = 'Kopi luwak 88'

export interface TestMember { readonly id: number; readonly account: string; readonly token: string }

/** A real member (password TEST_PASSWORD) and a session token. */
export const createMember = async (app: FastifyInstance, db: Kysely<Database>, account: string, isAgent = 0): Promise<TestMember> => {
  const m = await db.insertInto('members').values({
    account, password_hash: await hashPassword(TEST_PASSWORD), is_agent: isAgent, mobile_num: null, country_dialing_code: null, email: null, payee_name: null,
    payment_password_hash: null, qq_num: null, line: null, whatsapp: null, facebook: null, wechat: null, id_number: null, recommender_id: null,
    affiliate_code: null, upline_id: null, referral_code: null, register_domain: null, register_url: null, register_ip: null,
  }).returning('id').executeTakeFirstOrThrow()
  return { id: m.id, account, token: await loginToken(app, account, TEST_PASSWORD) }
}

let round = 0
/** A bet row as the seamless debit writes it (settled, optionally with a time). */
export const placeBet = async (db: Kysely<Database>, memberId: number, gameId: string, stake: number, at?: Date, status: 'settled' | 'rolled_back' = 'settled'): Promise<void> => {
  await db.insertInto('bets').values({
    vendor: 'TCG_SEA', round_id: `rw-${process.pid}-${round++}-${memberId}`, member_id: memberId, game_id: gameId,
    wallet_id: sql<string>`wallet_main(${memberId})`, stake, status, ...(at ? { created_at: at } : {}),
  }).execute()
}

/** A deposit credited to the member's main wallet, as the deposit module posts it. */
export const postDeposit = async (db: Kysely<Database>, memberId: number, amount: number, key: string): Promise<void> => {
  await sql`SELECT ledger_post(${`deposit:${key}`}, 'deposit', (SELECT id FROM wallet_accounts WHERE member_id IS NULL AND kind = 'cashier'),
    wallet_main(${memberId}), ${amount}::bigint, '{}'::jsonb)`.execute(db)
}

export const mainBalance = async (db: Kysely<Database>, memberId: number): Promise<number> =>
  Number((await db.selectFrom('wallet_accounts').select('balance').where('member_id', '=', memberId).where('kind', '=', 'main').executeTakeFirstOrThrow()).balance)

/** A member call with the token; the envelope. */
export const memberCall = async <T = unknown>(app: FastifyInstance, token: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  envelope<T>(await app.inject({ method, url, headers: { token }, ...(payload === undefined ? {} : { payload: payload as object }) }))

/** The member's inbox messages of one kind (CSP_messageList), newest first. */
export const inboxOfKind = async (app: FastifyInstance, token: string, kind: MessageKind): Promise<InboxMessage[]> => {
  const env = await memberCall<MessageListReply>(app, token, 'POST', '/wps/relay/CSP_messageList', { page: 1, pageSize: 50 })
  if (!env.success) throw new Error(env.code)
  return env.value.list.filter((m) => m.kind === kind)
}
