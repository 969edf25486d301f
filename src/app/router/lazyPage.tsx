import type { ComponentType } from 'react'
import { CHUNK_TIMEOUT_MS } from '@/shared/config'
import { withTimeout } from '@/shared/lib'
import { PageLoadFailed } from './RouteLoadError.tsx'

/**
 * A route's `lazy`: loads the page chunk, giving up after 120 s (spec §9). A missing chunk
 * or a time-out becomes a page that reports the load failure inside the site frame (a
 * rejected `lazy` would leave the route blank in react-router 7).
 */
export const lazyPage = (load: () => Promise<ComponentType>, timeoutMs = CHUNK_TIMEOUT_MS) => async (): Promise<{ Component: ComponentType }> => {
  try {
    return { Component: await withTimeout(load(), timeoutMs) }
  } catch (error) {
    return { Component: () => <PageLoadFailed error={error} /> }
  }
}
