/** The records calls: betting record, account record, personal P&L; always the caller's own rows. */
import type { FastifyInstance } from 'fastify'
import { Endpoints } from '../../../src/shared/api/index.ts'
import { route } from '../../http/route.ts'
import { dayRange } from './range.ts'
import { bettingRecord } from './betting.ts'
import { accountRecord } from './account.ts'
import { personalProfit } from './profit.ts'

const DEFAULT_PAGE_SIZE = 20

export const registerRecordsRoutes = (app: FastifyInstance): void => {
  const db = app.tala.db

  route(app, Endpoints.bettingRecord, async ({ body, session }) =>
    bettingRecord(db, {
      memberId: Number(session!.memberId), range: dayRange(body.from, body.to, body.tzOffsetMinutes),
      ...(body.gameType ? { gameType: body.gameType } : {}), ...(body.vendor ? { vendor: body.vendor } : {}),
      page: body.page ?? 1, pageSize: body.pageSize ?? DEFAULT_PAGE_SIZE,
    }))

  route(app, Endpoints.accountRecord, async ({ body, session }) =>
    accountRecord(db, {
      memberId: Number(session!.memberId), range: dayRange(body.from, body.to, body.tzOffsetMinutes),
      ...(body.kinds ? { kinds: body.kinds } : {}), page: body.page ?? 1, pageSize: body.pageSize ?? DEFAULT_PAGE_SIZE,
    }))

  route(app, Endpoints.personalProfit, async ({ body, session }) =>
    personalProfit(db, Number(session!.memberId), dayRange(body.from, body.to, body.tzOffsetMinutes)))
}
