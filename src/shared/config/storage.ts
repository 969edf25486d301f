import Cookies from 'js-cookie'

/** Session storage keys (spec §3). Login state is the presence of `token`. */
export const SessionKeys = {
  token: 'token',
  account: 'account',
  customerId: 'customerId',
  isAgent: 'isAgent',
  merchant: 'merchant',
  /** Cached GCSGAME_gameVendor reply. */
  gameVendor: 'gameVendor',
  /** Cached domain route list. */
  routers: 'routers',
  merchantWallet: 'merchantWallet',
  /** Cached announcements. */
  notice: 'notice',
  /** Referral code read from `?ref=` / `?affiliateCode=` at boot, used by registration. */
  referralCode: 'referralCode',
} as const
export type SessionKey = (typeof SessionKeys)[keyof typeof SessionKeys]

/** Keys kept when the session is cleared at logout (spec §4: "except the merchant keys"). */
export const MerchantSessionKeys: readonly SessionKey[] = [SessionKeys.merchant]

/** Local storage keys (spec §3). */
export const LocalKeys = {
  lang: 'lang',
  hisLang: 'hisLang',
  /** '1' while the member chose to hide the header balance (kept across visits). */
  balanceHidden: 'balanceHidden',
} as const
export type LocalKey = (typeof LocalKeys)[keyof typeof LocalKeys]

/** Login cookies (spec §3), all kept for one day. */
export const CookieNames = {
  /** Last user: `<merchant>-login`. */
  lastUser: (merchant: string) => `${merchant}-login`,
  /** The remembered password lives in a cookie named after the username. */
  rememberedPassword: (username: string) => username,
  loginRemember: 'loginRemember',
  /** `{ mobileNum, countryDialingCode }` of the last SMS login. */
  loginTypeSms: 'loginTypeSms',
} as const
export const COOKIE_DAYS = 1

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn()
  } catch {
    return fallback
  }
}

function makeStore(get: () => Storage) {
  return {
    get: (key: string): string | null => safe(() => get().getItem(key), null),
    set: (key: string, value: string): void => safe(() => get().setItem(key, value), undefined),
    remove: (key: string): void => safe(() => get().removeItem(key), undefined),
    getJson<T>(key: string): T | null {
      const raw = this.get(key)
      if (raw === null) return null
      return safe(() => JSON.parse(raw) as T, null)
    },
    setJson(key: string, value: unknown): void {
      this.set(key, JSON.stringify(value))
    },
  }
}

export const session = {
  ...makeStore(() => window.sessionStorage),
  /** Clears the session except the merchant keys (logout, spec §4). */
  clearExceptMerchant(): void {
    safe(() => {
      const keep = MerchantSessionKeys.map((k) => [k, window.sessionStorage.getItem(k)] as const)
      window.sessionStorage.clear()
      for (const [k, v] of keep) if (v !== null) window.sessionStorage.setItem(k, v)
    }, undefined)
  },
}

export const local = makeStore(() => window.localStorage)

export const cookies = {
  get: (name: string): string | undefined => Cookies.get(name),
  set: (name: string, value: string): void => {
    Cookies.set(name, value, { expires: COOKIE_DAYS, sameSite: 'Lax', secure: window.location.protocol === 'https:' })
  },
  remove: (name: string): void => Cookies.remove(name),
  getJson<T>(name: string): T | null {
    const raw = Cookies.get(name)
    return raw === undefined ? null : safe(() => JSON.parse(raw) as T, null)
  },
  setJson(name: string, value: unknown): void {
    this.set(name, JSON.stringify(value))
  },
}
