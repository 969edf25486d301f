import { useQuery } from '@tanstack/react-query'
import { AccountEndpoints, call, type SocialProvider } from '@/shared/api'

const NONE: readonly SocialProvider[] = []

/** The social sign-in feature's query keys. */
export const socialKeys = {
  providers: () => ['social', 'providers'] as const,
}

/**
 * The enabled social sign-in providers (GET /wps/social/providers) for the buttons. Not kept
 * once no button shows them (`gcTime` 0): the operator may switch one on or off at any time.
 */
export function useSocialProviders(): readonly SocialProvider[] {
  const query = useQuery({ queryKey: socialKeys.providers(), queryFn: async () => (await call(AccountEndpoints.socialProviders)).providers, gcTime: 0 })
  return query.data ?? NONE
}
