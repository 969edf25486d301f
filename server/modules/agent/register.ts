/**
 * Register account: the agent creates a direct downline, a member (type 0) or a sub-agent
 * (type 2), with a password the new account logs in with, and for a sub-agent optionally the
 * contract it offers it (issue 16). The account name is unique across the site
 * (ACCOUNT_EXISTS); the member and its offer are written in one transaction, so nothing is
 * written when any check fails (a bad password, a taken name, terms above the agent's own).
 */
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { ApiError } from '../../http/errors.ts'
import { hashPassword } from '../../lib/passwords.ts'
import { isBreachedPassword } from '../../lib/breached-passwords/index.ts'
import { isDefaultWeakPassword } from '../account/index.ts'
import { validatePassword } from '../system/index.ts'
import type { DownlineKind, DownlineOffer } from '../../../src/shared/api/index.ts'
import { offerToNewDownline } from '../contracts/index.ts'
import type { Agent } from './guard.ts'

/** The type a registered sub-agent gets: 2 (types 1, 41 and 42 are set by the operator). */
export const SUB_AGENT_TYPE = 2

export interface RegisterInput {
  readonly account: string
  readonly password: string
  readonly kind: DownlineKind
  readonly nickname?: string
  /** A contract offered to the new sub-agent (kind `agent` only). */
  readonly contract?: DownlineOffer
}

const isUniqueViolation = (e: unknown): boolean => typeof e === 'object' && e !== null && 'code' in e && (e as { code: unknown }).code === '23505'
const exists = () => new ApiError('ACCOUNT_EXISTS', 'This account is already registered.')

export const registerDownline = async (db: Kysely<Database>, secretsKey: Buffer, agent: Agent, input: RegisterInput, now: Date = new Date()) => {
  if (input.contract && input.kind !== 'agent') {
    throw new ApiError('VALIDATION_FAILED', 'Only a sub-agent can be offered a contract.', { fields: [{ field: 'contract', reason: 'kind' }] })
  }
  const problem = validatePassword(input.password)
  if (problem) throw new ApiError('VALIDATION_FAILED', problem.message, { fields: [{ field: 'password', reason: problem.reason }] })
  if (isBreachedPassword(input.password) || (await isDefaultWeakPassword(db, secretsKey, input.password))) {
    throw new ApiError('PASSWORD_BREACHED', 'This password is too common or has leaked elsewhere; choose another.')
  }
  const account = input.account.toLowerCase()
  if (await db.selectFrom('members').select('id').where('account', '=', account).executeTakeFirst()) throw exists()
  const type = input.kind === 'agent' ? SUB_AGENT_TYPE : 0
  // Hashed before the insert: PGlite runs one statement at a time.
  const hash = await hashPassword(input.password)
  const offer = input.contract
  try {
    return await db.transaction().execute(async (trx) => {
      // The kind's contract lock before any row lock, as every contract change (contract_lock.sql).
      if (offer) await sql`SELECT contract_lock(${offer.kind})`.execute(trx)
      const row = await trx.insertInto('members').values({
        account, password_hash: hash, is_agent: type, nickname: input.nickname?.trim() || account, upline_id: agent.id,
        mobile_num: null, country_dialing_code: null, email: null, payee_name: null, payment_password_hash: null, qq_num: null, line: null, whatsapp: null,
        facebook: null, wechat: null, id_number: null, recommender_id: null, affiliate_code: null, referral_code: null, register_domain: null, register_url: null, register_ip: null,
      }).returning('id').executeTakeFirstOrThrow()
      if (!offer) return { account, type }
      const contractId = await offerToNewDownline(trx, agent.id, { ...offer, downlineId: row.id }, now)
      return { account, type, contractId }
    })
  } catch (e) {
    if (isUniqueViolation(e)) throw exists()
    throw e
  }
}
