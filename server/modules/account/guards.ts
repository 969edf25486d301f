/** Reusable checks for account calls: module switches and "real account only". */
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { ModuleId } from '../../../src/shared/api/index.ts'
import { ApiError } from '../../http/errors.ts'
import type { Session } from '../../http/token.ts'

export const TRIAL_AGENT_CODE = 4
export const AGENT_CODES: ReadonlySet<number> = new Set([1, 2, 41, 42])
/** Who may log in to the member site: members and agents (spec §6). */
export const canLoginToMemberSite = (isAgent: number): boolean => isAgent === 0 || AGENT_CODES.has(isAgent)

/** A module is on when it and its parent are enabled. */
export const moduleEnabled = async (db: Kysely<Database>, modId: ModuleId): Promise<boolean> => {
  const row = await db
    .selectFrom('whitelabel_modules as m')
    .leftJoin('whitelabel_modules as p', 'p.mod_id', 'm.parent_id')
    .select(['m.enabled as enabled', 'p.enabled as parentEnabled'])
    .where('m.mod_id', '=', modId)
    .executeTakeFirst()
  return row !== undefined && row.enabled && row.parentEnabled !== false
}

export const requireModule = async (db: Kysely<Database>, ...modIds: ModuleId[]): Promise<void> => {
  for (const id of modIds) {
    if (!(await moduleEnabled(db, id))) throw new ApiError('MODULE_DISABLED', 'This function is not enabled. Please contact customer service.', { module: id })
  }
}

/** Protected actions only a real account may do (spec §6: isAgent 4 is a trial account). */
export const requireRealAccount = (session: Session | null): Session => {
  if (session === null) throw new ApiError('UNAUTHORIZED', 'Please log in first.')
  if (session.isAgent === TRIAL_AGENT_CODE) throw new ApiError('TRIAL_ACCOUNT', 'This needs a real account. Please register.')
  return session
}
