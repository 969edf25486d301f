/**
 * The operator's view of player protection (contract-protection.ts): lists and one member,
 * read only. Lifting or shortening a time-out or self-exclusion has no call here by design.
 */
import type { FastifyInstance } from 'fastify'
import { route } from '../http/route.ts'
import { ApiError, clip } from '../http/errors.ts'
import { memberProtection, protectedMembers, repeatedRefusals } from '../modules/protection/index.ts'
import { AdminEndpoints } from './contract.ts'

export const DEFAULT_REPEAT_MIN = 3
export const DEFAULT_REPEAT_DAYS = 30

export const registerProtectionAdmin = (app: FastifyInstance): void => {
  const db = () => app.tala.db

  route(app, AdminEndpoints.protectionMembers, async () => ({ members: await protectedMembers(db(), app.tala.now()) }))

  route(app, AdminEndpoints.protectionRepeat, async ({ query }) => {
    const min = query.min ?? DEFAULT_REPEAT_MIN
    const days = query.days ?? DEFAULT_REPEAT_DAYS
    return { min, days, members: await repeatedRefusals(db(), min, days, app.tala.now()) }
  })

  route(app, AdminEndpoints.protectionMember, async ({ params }) => {
    const member = await memberProtection(db(), params.account, app.tala.now())
    if (!member) throw new ApiError('NOT_FOUND', `No member "${clip(params.account, 64)}".`)
    return member
  })
}
