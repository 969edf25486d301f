import { useQuery } from '@tanstack/react-query'
import { call, RewardsEndpoints, type ReferralFriendsReply, type ReferralInfoReply } from '@/shared/api'
import { usePagedQuery, type FetchPage } from '@/shared/list'
import { sessionToken } from '@/entities/session'
import { memberCentreKeys } from '../../model/keys.ts'

export type ReferralFriend = ReferralFriendsReply['list'][number]

const token = (): string => sessionToken() ?? ''

/** The full link: this site's origin and the path the server gives (`/?ref=<code>`, read by the register flow). */
export const referralLink = (info: Pick<ReferralInfoReply, 'path'>, origin: string = window.location.origin): string => `${origin}${info.path}`

/** The member's code, link, rule and totals (a query with a retry). */
export function useReferralInfo() {
  const query = useQuery({ queryKey: memberCentreKeys.referralInfo(), queryFn: ({ signal }) => call(RewardsEndpoints.referralInfo, { token: token(), signal }) })
  return { failed: query.isError && !query.isFetching, info: query.data ?? null, failure: query.error, retry: () => void query.refetch() }
}

const NO_FILTER = {}

const fetchFriends: FetchPage<object, ReferralFriend> = async ({ page, pageSize, signal }) => {
  const reply = await call(RewardsEndpoints.referralFriends, { token: token(), body: { page, pageSize }, signal })
  return { rows: reply.list, total: reply.total }
}

/** The friends who registered through the link, through the list kit. */
export const useReferralFriends = () => usePagedQuery(memberCentreKeys.referralFriends(), fetchFriends, NO_FILTER, { pageSize: 10 }).list
