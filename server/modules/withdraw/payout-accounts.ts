/**
 * Payout accounts: where a withdrawal is paid. The holder name must be the member's bound
 * payee name, so money only goes to the member's own name. At most MAX_PAYOUT_ACCOUNTS per
 * member, counted under a lock on the member's row. Account numbers are shown masked to the
 * member and never written to the logs.
 */
import type { Kysely } from 'kysely'
import type { PayoutAccount, PayoutKind } from '../../../src/shared/api/index.ts'
import type { Database } from '../../db/schema.ts'
import { ApiError } from '../../http/errors.ts'
import { maskName, normalizeName } from '../../lib/mask.ts'

export const MAX_PAYOUT_ACCOUNTS = 5

/** Only the last four characters show. */
export const maskAccountNumber = (n: string): string => `${'*'.repeat(Math.max(0, n.length - 4))}${n.slice(-4)}`

type Row = { id: string; kind: PayoutKind; provider: string; account_number: string; holder_name: string; created_at: Date }

const view = (r: Row): PayoutAccount => ({
  id: String(r.id), kind: r.kind, provider: r.provider, accountNumber: maskAccountNumber(r.account_number), holderName: r.holder_name,
  createdAt: r.created_at.toISOString(),
})

export const listPayoutAccounts = async (db: Kysely<Database>, memberId: number) => {
  const rows = await db.selectFrom('payout_accounts').selectAll().where('member_id', '=', memberId).orderBy('id').execute()
  const member = await db.selectFrom('members').select('payee_name').where('id', '=', memberId).executeTakeFirstOrThrow()
  return { accounts: rows.map(view), maxAccounts: MAX_PAYOUT_ACCOUNTS, payeeName: member.payee_name ? maskName(member.payee_name) : '' }
}

export interface NewPayoutAccount { readonly kind: PayoutKind; readonly provider: string; readonly accountNumber: string; readonly holderName: string }

export const bindPayoutAccount = async (db: Kysely<Database>, memberId: number, input: NewPayoutAccount, now: number): Promise<PayoutAccount> =>
  db.transaction().execute(async (trx) => {
    // The member's row is the lock that makes the count and the insert one step.
    const member = await trx.selectFrom('members').select('payee_name').where('id', '=', memberId).forUpdate().executeTakeFirstOrThrow()
    if (!member.payee_name) throw new ApiError('PAYEE_NAME_REQUIRED', 'Please bind your payee name in the security centre first.')
    if (normalizeName(input.holderName) !== normalizeName(member.payee_name)) {
      throw new ApiError('PAYEE_NAME_MISMATCH', 'The account holder name must be your bound payee name.')
    }
    const { n } = await trx.selectFrom('payout_accounts').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow()
    if (Number(n) >= MAX_PAYOUT_ACCOUNTS) {
      throw new ApiError('LIMIT_REACHED', `At most ${MAX_PAYOUT_ACCOUNTS} payout accounts.`, { limit: MAX_PAYOUT_ACCOUNTS, left: 0 })
    }
    const accountNumber = input.accountNumber.replace(/[\s-]/g, '')
    const provider = input.provider.trim()
    if (accountNumber.length < 4 || provider === '') {
      throw new ApiError('VALIDATION_FAILED', 'Invalid body: accountNumber needs at least 4 characters and provider a name.', {
        fields: [{ field: accountNumber.length < 4 ? 'accountNumber' : 'provider', reason: 'length' }],
      })
    }
    const row = await trx.insertInto('payout_accounts').values({
      member_id: memberId, kind: input.kind, provider, account_number: accountNumber,
      holder_name: member.payee_name, created_at: new Date(now),
    }).onConflict((oc) => oc.columns(['member_id', 'kind', 'provider', 'account_number']).doNothing()).returningAll().executeTakeFirst()
    if (!row) throw new ApiError('ALREADY_BOUND', 'This account is bound already.')
    return view(row)
  })
