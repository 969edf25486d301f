/** The operator's notice calls (contract-notices.ts): write, schedule, withdraw, list. */
import type { FastifyInstance } from 'fastify'
import { route } from '../http/route.ts'
import { listNotices, scheduleNotice, withdrawNotice, writeNotice } from '../modules/notices/index.ts'
import { AdminEndpoints } from './contract.ts'
import { operatorOf } from './operator.ts'

export const DEFAULT_NOTICE_LIST = 50
const at = (iso: string | undefined): Date | undefined => (iso === undefined ? undefined : new Date(iso))

export const registerNoticesAdmin = (app: FastifyInstance): void => {
  const db = () => app.tala.db
  const now = () => new Date(app.tala.now())

  route(app, AdminEndpoints.noticeList, async ({ query }) => ({
    notices: await listNotices(db(), { ...(query.type ? { type: query.type } : {}), ...(query.state ? { state: query.state } : {}) }, query.limit ?? DEFAULT_NOTICE_LIST, now()),
  }))

  route(app, AdminEndpoints.noticeWrite, async ({ body }, req) => {
    const operator = operatorOf(req)
    const notice = await writeNotice(db(), { ...body, from: at(body.from), until: at(body.until) }, operator, now())
    req.log.info({ noticeId: notice.id, type: notice.type, operator }, 'notice written by operator')
    return notice
  })

  route(app, AdminEndpoints.noticeSchedule, async ({ params, body }, req) => {
    const notice = await scheduleNotice(db(), params.id, { from: at(body.from), until: body.until === null ? null : at(body.until) }, now())
    req.log.info({ noticeId: notice.id, operator: operatorOf(req) }, 'notice scheduled by operator')
    return notice
  })

  route(app, AdminEndpoints.noticeWithdraw, async ({ params }, req) => {
    const operator = operatorOf(req)
    const notice = await withdrawNotice(db(), params.id, operator, now())
    req.log.info({ noticeId: notice.id, operator }, 'notice withdrawn by operator')
    return notice
  })
}
