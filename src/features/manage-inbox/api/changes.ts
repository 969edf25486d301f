import { call, RewardsEndpoints } from '@/shared/api'
import { sessionToken } from '@/entities/session'
import type { InboxChange } from '@machines/inboxActions.machine.ts'

const token = (): string => sessionToken() ?? ''

/** A change's call (CSP_messageRead for one or all, CSP_messageDelete); each answers the unread count. */
export const sendChange = (change: InboxChange, signal: AbortSignal): Promise<{ unread: number }> =>
  change.kind === 'delete'
    ? call(RewardsEndpoints.messageDelete, { token: token(), body: { ids: [change.id] }, signal })
    : call(RewardsEndpoints.messageRead, { token: token(), body: change.kind === 'readAll' ? { all: true } : { ids: [change.id] }, signal })
