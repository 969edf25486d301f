import { SessionKeys, session } from '@/shared/config'

/** The site's merchant code, kept in session storage from the status reply (spec §3). */
export const merchantCode = (): string => session.get(SessionKeys.merchant) ?? ''
