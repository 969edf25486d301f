import type { ComponentType } from 'react'
import { CHUNK_TIMEOUT_MS } from '@/shared/config'
import { withTimeout } from '@/shared/lib'

/**
 * A route's `lazy`: loads the page chunk, giving up after 120 s (spec §9); a failure or a
 * time-out reaches the route's error boundary, which reports the load failure.
 */
export const lazyPage = (load: () => Promise<ComponentType>, timeoutMs = CHUNK_TIMEOUT_MS) => async () => ({
  Component: await withTimeout(load(), timeoutMs),
})
