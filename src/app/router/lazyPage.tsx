import type { ComponentType } from 'react'
import { CHUNK_TIMEOUT_MS } from '@/shared/config'
import { withTimeout } from '@/shared/lib'
import { failedPage } from './FailedPage.tsx'

/**
 * A route's page loader: loads the page chunk, giving up after 120 s (spec §9). It never
 * rejects: a missing chunk or a time-out becomes a page that reports the load failure inside
 * the site frame, and loads the chunk again when the connection is back (or on Retry).
 */
export const lazyPage = (load: () => Promise<ComponentType>, timeoutMs = CHUNK_TIMEOUT_MS) => async (): Promise<ComponentType> => {
  const attempt = () => withTimeout(load(), timeoutMs)
  try {
    return await attempt()
  } catch (error) {
    return failedPage(error, attempt)
  }
}
