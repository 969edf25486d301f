import { QueryClient, type DefaultOptions } from '@tanstack/react-query'
import { isApiError } from '@/shared/api'

/**
 * Reference data (vendor lanes, notices, help, the catalogue, hot games): read once per visit
 * and kept, as the first screens expect to find it; whoever changes it invalidates its key.
 */
export const REFERENCE_DATA = { staleTime: Infinity, gcTime: Infinity } as const

/**
 * The first part of every key whose data is read with the member's token (records, lists,
 * the money pages, the member's games): the app removes them all when the session changes,
 * so one member never sees another's figures while a page reloads.
 */
export const memberScope = ['member'] as const

/**
 * A failed query is asked again only when no reply came (offline, a proxy's error page), at
 * most twice; a failure the server answered in its envelope is the answer.
 */
export const retryWithoutReply = (failures: number, error: unknown): boolean =>
  failures < 2 && isApiError(error) && (error.code === 'NETWORK' || error.code === 'BAD_REPLY')

/**
 * The app's one query cache (created once by src/app, never on import): lists and records
 * are stale at once (a page shows what it has and asks again when it mounts); nothing is
 * asked again on a window's focus unless a screen says so.
 */
export function createQueryClient(overrides: DefaultOptions['queries'] = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retryWithoutReply, refetchOnWindowFocus: false, staleTime: 0, ...overrides },
      mutations: { retry: false },
    },
  })
}
