import { CookieNames, cookies } from '@/shared/config'

/** The cookies of the "remember password" box (spec §3), all for 1 day. */
export interface RememberedLogin {
  readonly username: string
  /** The server's remember token (never the password). */
  readonly rememberToken: string
}

export function rememberLoginCookies(args: {
  merchant: string
  type: 'username' | 'sms'
  username: string
  remember: boolean
  rememberToken?: string
  sms?: { mobileNum: string; countryDialingCode: string }
}): void {
  const { merchant, type, username, remember, rememberToken, sms } = args
  cookies.set(CookieNames.lastUser(merchant), username)
  if (type === 'sms' && sms) {
    cookies.setJson(CookieNames.loginTypeSms, sms)
    return
  }
  cookies.set(CookieNames.loginRemember, remember ? '1' : '0')
  if (remember && rememberToken) cookies.set(CookieNames.rememberedPassword(username), rememberToken)
  else cookies.remove(CookieNames.rememberedPassword(username))
}

/**
 * Sign out revokes the remember tokens on the server: the last user's remembered-password
 * cookie goes too, so the login form asks for the password instead of offering a dead token.
 * The last user and the remember box stay (the form starts with them).
 */
export function forgetRememberedPassword(merchant: string): void {
  const username = cookies.get(CookieNames.lastUser(merchant))
  if (username) cookies.remove(CookieNames.rememberedPassword(username))
}

/** What the login form starts with: the last user and whether the box was ticked. */
export function readRememberedLogin(merchant: string): { username: string; remember: boolean; rememberToken: string | null; sms: { mobileNum: string; countryDialingCode: string } | null } {
  const username = cookies.get(CookieNames.lastUser(merchant)) ?? ''
  const remember = cookies.get(CookieNames.loginRemember) === '1'
  const rememberToken = remember && username ? (cookies.get(CookieNames.rememberedPassword(username)) ?? null) : null
  return { username, remember, rememberToken, sms: cookies.getJson(CookieNames.loginTypeSms) }
}
