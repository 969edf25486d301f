import { SessionKeys, session } from '@/shared/config'

/** Keeps a referral link's code (`?ref=` or `?affiliateCode=`) for the registration form (spec §3). */
export function captureReferral(search: string = window.location.search): void {
  const params = new URLSearchParams(search)
  const code = params.get('affiliateCode') ?? params.get('ref')
  if (code && code.trim() !== '') session.set(SessionKeys.referralCode, code.trim())
}

export const storedReferral = (): string | null => session.get(SessionKeys.referralCode)
