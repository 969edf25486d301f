/** Members with a balance, a payee name and an upline, logged in, for the withdraw module's tests. */
import { multipart, type FilePart } from './multipart.ts'
import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import type { TestApp } from './test-app.ts'
import { envelope } from './test-app.ts'
import { encrypted, loginToken } from './account-helpers.ts'
import { hashPassword } from '../lib/passwords.ts'

export const PASSWORD = 'Pass1234'
export const PAY = '246810'

export interface TestMember { readonly id: number; readonly account: string; readonly token: string }

export const createMember = async (
  t: TestApp, account: string, opts: { balance?: number; payee?: string | null; upline?: string; isAgent?: number; payPassword?: string | null } = {},
): Promise<TestMember> => {
  const db = t.testDb.db
  const upline = opts.upline ? (await db.selectFrom('members').select('id').where('account', '=', opts.upline).executeTakeFirstOrThrow()).id : null
  const m = await db.insertInto('members').values({
    account, password_hash: await hashPassword(PASSWORD), is_agent: opts.isAgent ?? 0, mobile_num: null, country_dialing_code: null, email: null,
    payee_name: opts.payee === undefined ? `${account} Payee` : opts.payee,
    payment_password_hash: opts.payPassword === null ? null : await hashPassword(opts.payPassword ?? PAY),
    qq_num: null, line: null, whatsapp: null, facebook: null, wechat: null, id_number: null, recommender_id: null, affiliate_code: null, upline_id: upline,
    referral_code: null, register_domain: null, register_url: null, register_ip: null,
  }).returning('id').executeTakeFirstOrThrow()
  if (opts.balance) {
    await sql`SELECT ledger_post(${`opening:${account}`}, 'opening', (SELECT id FROM wallet_accounts WHERE kind = 'cashier'), wallet_main(${m.id}), ${opts.balance}::bigint)`.execute(db)
  }
  return { id: m.id, account, token: await loginToken(t.app, account, PASSWORD) }
}

export const balances = async (t: TestApp, memberId: number): Promise<{ main: number; hold: number }> => {
  const rows = await t.testDb.db.selectFrom('wallet_accounts').select(['kind', 'balance']).where('member_id', '=', memberId).execute()
  return { main: Number(rows.find((r) => r.kind === 'main')?.balance ?? 0), hold: Number(rows.find((r) => r.kind === 'hold')?.balance ?? 0) }
}

export const memberCall = (t: TestApp, m: TestMember | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: m ? { authorization: `Bearer ${m.token}` } : {}, ...(payload === undefined ? {} : { payload: payload as object }) })

/** A call that takes files, as the SPA sends it: its JSON in the form field `body`, the files in `field`. */
export const formCall = async (t: TestApp, m: TestMember, url: string, body: unknown, field: string, files: ReadonlyArray<FilePart> = []) => {
  const { payload, contentType } = await multipart(body, field, files)
  return t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${m.token}`, 'content-type': contentType }, payload })
}

/** POST /wps/member/withdrawals/confirm: the answer's fields, and proofs as files. */
export const confirmCall = (t: TestApp, m: TestMember, body: Record<string, unknown>, proofs: ReadonlyArray<FilePart> = []) =>
  formCall(t, m, '/wps/member/withdrawals/confirm', body, 'proofs', proofs)

export const value = <T>(res: Awaited<ReturnType<typeof memberCall>>): T => {
  const env = envelope<T>(res)
  if (!env.success) throw new Error(`call failed: ${env.code} ${env.message}`)
  return env.value
}

export const bindAccount = async (t: TestApp, m: TestMember, accountNumber = '1234567890'): Promise<string> =>
  value<{ id: string }>(await memberCall(t, m, 'POST', '/wps/member/payout-accounts', encrypted({ kind: 'bank', provider: 'BDO', accountNumber, holderName: `${m.account} Payee` }))).id

export const withdraw = (t: TestApp, m: TestMember, payoutAccountId: string, amount: number, requestId: string = randomUUID(), paymentPassword = PAY) =>
  memberCall(t, m, 'POST', '/wps/member/withdrawals', encrypted({ requestId, amount, payoutAccountId, paymentPassword }))
