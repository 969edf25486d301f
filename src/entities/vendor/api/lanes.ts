import { queryOptions, useQuery } from '@tanstack/react-query'
import { Option, Schema } from 'effect'
import { Endpoints, GameVendorReply, call, type VendorLane } from '@/shared/api'
import { SessionKeys, session } from '@/shared/config'
import { REFERENCE_DATA } from '@/shared/lib'

const decodeCached = Schema.decodeUnknownOption(GameVendorReply)

/** The vendor list (GCSGAME_gameVendor), cached in session storage (spec §7). */
export async function fetchVendorLanes(merchantCode: string): Promise<readonly VendorLane[]> {
  const cached = Option.getOrNull(decodeCached(session.getJson(SessionKeys.gameVendor)))
  if (cached) return cached.data.lanes
  const reply = await call(Endpoints.gameVendor, { body: { merchantCode }, token: session.get(SessionKeys.token) })
  session.setJson(SessionKeys.gameVendor, reply)
  return reply.data.lanes
}

/** The vendor entity's query keys. */
export const vendorKeys = {
  lanes: (merchantCode: string) => ['vendor', 'lanes', merchantCode] as const,
}

export const vendorLanesQuery = (merchantCode: string) => queryOptions({ queryKey: vendorKeys.lanes(merchantCode), queryFn: () => fetchVendorLanes(merchantCode), ...REFERENCE_DATA })

export const useVendorLanes = (merchantCode: string) => useQuery(vendorLanesQuery(merchantCode))
