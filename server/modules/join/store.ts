/**
 * Agent applications (issue 39): a visitor's application is stored pending with the account
 * and the hashed password it asked for; the operator approves it (the top agent is created
 * with that password and given the programme's house contracts, in one transaction) or
 * rejects it with a reason. An account is unique across members and pending applications.
 */
import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { ApiError } from '../../http/errors.ts'
import { hashPassword } from '../../lib/passwords.ts'
import { grantProgramme, houseProgramme } from '../contracts/index.ts'
import type { ApplicationFields } from './check.ts'

/** The type an approved applicant gets: a top agent (1), as the seed's agent01. */
export const TOP_AGENT_TYPE = 1

export type ApplicationStatus = 'pending' | 'approved' | 'rejected'

export interface OperatorApplication {
  readonly id: number
  readonly account: string
  readonly name: string
  readonly contactKind: string
  readonly contact: string
  readonly message: string | null
  readonly language: string
  readonly status: ApplicationStatus
  readonly reason: string | null
  readonly decidedBy: string | null
  readonly decidedAt: string | null
  readonly createdAt: string
  /** Contract kinds the agent was given on approval (empty otherwise). */
  readonly contracts: ReadonlyArray<string>
}

type Row = Selectable<Database['agent_applications']>

const view = (r: Row, contracts: ReadonlyArray<string> = []): OperatorApplication => ({
  id: Number(r.id), account: r.account, name: r.name, contactKind: r.contact_kind, contact: r.contact, message: r.message, language: r.language,
  status: r.status, reason: r.reason, decidedBy: r.decided_by, decidedAt: r.decided_at?.toISOString() ?? null, createdAt: r.created_at.toISOString(), contracts,
})

const isUniqueViolation = (e: unknown): boolean => typeof e === 'object' && e !== null && 'code' in e && (e as { code: unknown }).code === '23505'
const taken = () => new ApiError('ACCOUNT_EXISTS', 'This account is already registered.')

const memberExists = async (db: Kysely<Database>, account: string): Promise<boolean> =>
  (await db.selectFrom('members').select('id').where('account', '=', account).executeTakeFirst()) !== undefined

/** Stores a pending application; the pending-account index makes two at once one (ACCOUNT_EXISTS). */
export const saveApplication = async (db: Kysely<Database>, f: ApplicationFields, now: Date): Promise<{ id: number; account: string; status: 'pending' }> => {
  if (await memberExists(db, f.account)) throw taken()
  const hash = await hashPassword(f.password)
  try {
    const row = await db.insertInto('agent_applications').values({
      account: f.account, password_hash: hash, name: f.name, contact_kind: f.contactKind, contact: f.contact, message: f.message, language: f.language, created_at: now,
    }).returning('id').executeTakeFirstOrThrow()
    return { id: Number(row.id), account: f.account, status: 'pending' }
  } catch (e) {
    if (isUniqueViolation(e)) throw taken()
    throw e
  }
}

export const listApplications = async (db: Kysely<Database>, status: ApplicationStatus | undefined, limit: number): Promise<OperatorApplication[]> => {
  let q = db.selectFrom('agent_applications').selectAll().orderBy('id', 'desc').limit(limit)
  if (status) q = q.where('status', '=', status)
  return (await q.execute()).map((r) => view(r))
}

const notPending = (id: number, status: string) => new ApiError('APPLICATION_STATE', `Application #${id} is already ${status}.`)

/**
 * Approves a pending application: the row is locked, the member created as a top agent with
 * the password the applicant chose, and the programme's house contracts given, all in one
 * transaction (a taken account or a decision made meanwhile writes nothing).
 */
export const approveApplication = async (db: Kysely<Database>, id: number, operator: string, now: Date): Promise<OperatorApplication> => {
  try {
    return await db.transaction().execute(async (trx) => {
      const app = await trx.selectFrom('agent_applications').selectAll().where('id', '=', String(id)).forUpdate().executeTakeFirst()
      if (!app) throw new ApiError('NOT_FOUND', `No application #${id}.`)
      if (app.status !== 'pending') throw notPending(id, app.status)
      const member = await trx.insertInto('members').values({
        account: app.account, password_hash: app.password_hash, is_agent: TOP_AGENT_TYPE, nickname: app.name, upline_id: null,
        mobile_num: null, country_dialing_code: null, email: app.contact_kind === 'email' ? app.contact : null, payee_name: null, payment_password_hash: null, qq_num: null, line: null, whatsapp: null,
        facebook: null, wechat: null, id_number: null, recommender_id: null, affiliate_code: null, referral_code: null, register_domain: null, register_url: null, register_ip: null,
      }).returning('id').executeTakeFirstOrThrow()
      const terms = await houseProgramme(trx)
      await grantProgramme(trx, member.id, terms, now)
      const row = await trx.updateTable('agent_applications').set({ status: 'approved', decided_by: operator, decided_at: now, member_id: member.id })
        .where('id', '=', String(id)).returningAll().executeTakeFirstOrThrow()
      return view(row, terms.map((t) => t.kind))
    })
  } catch (e) {
    if (isUniqueViolation(e)) throw taken()
    throw e
  }
}

export const rejectApplication = async (db: Kysely<Database>, id: number, reason: string, operator: string, now: Date): Promise<OperatorApplication> => {
  const row = await db.updateTable('agent_applications').set({ status: 'rejected', reason, decided_by: operator, decided_at: now })
    .where('id', '=', String(id)).where('status', '=', 'pending').returningAll().executeTakeFirst()
  if (row) return view(row)
  const current = await db.selectFrom('agent_applications').select('status').where('id', '=', String(id)).executeTakeFirst()
  if (!current) throw new ApiError('NOT_FOUND', `No application #${id}.`)
  throw notPending(id, current.status)
}
