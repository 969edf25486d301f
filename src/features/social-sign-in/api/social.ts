import { useEffect, useState } from 'react'
import { Endpoints, call, type SocialProvider } from '@/shared/api'

/**
 * The enabled social sign-in providers (GET /wps/social/providers) for the buttons. Not
 * cached across openings: the operator may switch one on or off at any time.
 */
export function useSocialProviders(): readonly SocialProvider[] {
  const [providers, setProviders] = useState<readonly SocialProvider[]>([])
  useEffect(() => {
    let live = true
    call(Endpoints.socialProviders).then((r) => live && setProviders(r.providers), () => undefined)
    return () => {
      live = false
    }
  }, [])
  return providers
}
