import { randomString } from '@/shared/lib'

/** A fresh request id (8-64 of [A-Za-z0-9_-]): one per request the member sends, kept for its retries. */
export const newRequestId = (prefix: string): string => `${prefix}-${randomString(24)}`
