import { CookieNames, cookies } from '@/shared/config'

/**
 * The cookies of the "remember password" box (spec §3), all for 1 day. None holds a secret:
 * the remember token itself is in an HttpOnly cookie only the server sets and reads. The
 * cookie named after the username says "the server remembers this user's login" ('1'), so
 * the form can offer it.
 */
export function rememberLoginCookies(args: {
  merchant: string
  type: 'username' | 'sms'
  username: string
  remember: boolean
  sms?: { mobileNum: string; countryDialingCode: string }
}): void {
  const { merchant, type, username, remember, sms } = args
  // Each tab restores its own fields: an SMS login keeps its number apart from the last username.
  if (type === 'sms' && sms) {
    cookies.setJson(CookieNames.loginTypeSms, sms)
    return
  }
  cookies.set(CookieNames.lastUser(merchant), username)
  // The SMS cookie also says the last login was by SMS (the form opens that tab): a username login ends that.
  cookies.remove(CookieNames.loginTypeSms)
  cookies.set(CookieNames.loginRemember, remember ? '1' : '0')
  if (remember) cookies.set(CookieNames.rememberedPassword(username), '1')
  else cookies.remove(CookieNames.rememberedPassword(username))
}

/** What the login form starts with: the last user, whether the box was ticked, whether the server remembers that user's login. */
export function readRememberedLogin(merchant: string): { username: string; remember: boolean; rememberedPassword: boolean; sms: { mobileNum: string; countryDialingCode: string } | null } {
  const username = cookies.get(CookieNames.lastUser(merchant)) ?? ''
  const remember = cookies.get(CookieNames.loginRemember) === '1'
  const rememberedPassword = remember && username !== '' && cookies.get(CookieNames.rememberedPassword(username)) === '1'
  return { username, remember, rememberedPassword, sms: cookies.getJson(CookieNames.loginTypeSms) }
}
