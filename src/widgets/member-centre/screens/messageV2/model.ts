import { useEffect } from 'react'
import { call, RewardsEndpoints, type InboxMessage } from '@/shared/api'
import { usePagedQuery, type FetchPage } from '@/shared/list'
import { sessionToken } from '@/entities/session'
import { useRefreshBadges } from '@/entities/member-badges'
import { useInboxActions } from '@/features/manage-inbox'
import { memberCentreKeys } from '../../model/keys.ts'

const token = (): string => sessionToken() ?? ''

const NO_FILTER = {}

const fetchMessages: FetchPage<object, InboxMessage> = async ({ page, pageSize, signal }) => {
  const reply = await call(RewardsEndpoints.messageList, { token: token(), body: { page, pageSize, order: 'unreadFirst' }, signal })
  return { rows: reply.list, total: reply.total }
}

/** The inbox's key: its pages, which every change makes stale. */
const INBOX = memberCentreKeys.inbox()

/**
 * The inbox: its pages (unread first) through the list kit, and its changes (read, mark all
 * read, delete) through `@/features/manage-inbox`. Opening the inbox asks the badge again.
 */
export function useInbox() {
  const refreshBadges = useRefreshBadges()
  const { list } = usePagedQuery(INBOX, fetchMessages, NO_FILTER, { pageSize: 10 })
  useEffect(() => refreshBadges(), [refreshBadges])
  return { list, actions: useInboxActions(INBOX) }
}
