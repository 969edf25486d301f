import { OpenPathsWhenRedirecting, Paths } from '@/shared/config'

/**
 * The home-redirect guard (spec §2): with the flag on, a visitor without a session token may
 * open only the login, register, helpmc and download paths; anything else goes to /login.
 * Returns where to go instead, or null.
 */
export function guardRedirect(pathname: string, { homeRedirect, hasToken }: { homeRedirect: boolean; hasToken: boolean }): string | null {
  if (!homeRedirect || hasToken) return null
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return OpenPathsWhenRedirecting.includes(path) ? null : Paths.login
}
