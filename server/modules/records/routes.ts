/** The records calls: betting record, account record, personal P&L; always the caller's own rows, for a real account. */
import type { FastifyInstance } from 'fastify'
import { RecordsEndpoints } from '../../../src/shared/api/index.ts'
import { route } from '../../http/route.ts'
import type { Session } from '../../http/token.ts'
import { requireRealAccount } from '../account/index.ts'
import { dayRange } from './range.ts'
import { bettingRecord } from './betting.ts'
import { accountRecord } from './account.ts'
import { personalProfit } from './profit.ts'

const DEFAULT_PAGE_SIZE = 20

/** The caller's member id; a trial account has no member centre (spec §6), so no records. */
const member = (session: Session | null): number => Number(requireRealAccount(session).memberId)

export const registerRecordsRoutes = (app: FastifyInstance): void => {
  const db = app.tala.db

  route(app, RecordsEndpoints.bettingRecord, async ({ body, session }) =>
    bettingRecord(db, {
      memberId: member(session), range: dayRange(body.from, body.to, body.tzOffsetMinutes),
      ...(body.gameType ? { gameType: body.gameType } : {}), ...(body.vendor ? { vendor: body.vendor } : {}),
      page: body.page ?? 1, pageSize: body.pageSize ?? DEFAULT_PAGE_SIZE,
    }))

  route(app, RecordsEndpoints.accountRecord, async ({ body, session }) =>
    accountRecord(db, {
      memberId: member(session), range: dayRange(body.from, body.to, body.tzOffsetMinutes),
      ...(body.kinds ? { kinds: body.kinds } : {}), page: body.page ?? 1, pageSize: body.pageSize ?? DEFAULT_PAGE_SIZE,
    }))

  route(app, RecordsEndpoints.personalProfit, async ({ body, session }) =>
    personalProfit(db, member(session), dayRange(body.from, body.to, body.tzOffsetMinutes)))
}
