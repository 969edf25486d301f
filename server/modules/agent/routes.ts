/** The agent centre's calls: each starts with `requireAgent` and reads or acts on the caller's subtree only. */
import type { FastifyInstance } from 'fastify'
import { AgentEndpoints } from '../../../src/shared/api/index.ts'
import { route } from '../../http/route.ts'
import { accountRecord, dayRange } from '../records/index.ts'
import { downlineOf, requireAgent } from './guard.ts'
import { teamOverview } from './overview.ts'
import { registerDownline } from './register.ts'
import { TOO_MANY_MESSAGE, hitThrottle, requireAltcha, type ThrottleRule } from '../account/index.ts'
import { teamList } from './team-list.ts'
import { transferToDownline } from './transfer.ts'
import { teamBets } from './bets.ts'
import { memberProfit } from './profit.ts'
import { agentNotices } from './notices.ts'
import { fraudHints } from './fraud.ts'
import { agentCentre } from './centre.ts'
import { agentSettings } from './settings.ts'

/** New downlines per agent: 20 an hour, then a 15-minute pause. */
const REGISTER_PER_AGENT: ThrottleRule = { minGapMs: 0, max: 20, windowMs: 60 * 60_000, blockMs: 15 * 60_000, message: TOO_MANY_MESSAGE }

const DEFAULT_PAGE_SIZE = 20

export const registerAgentRoutes = (app: FastifyInstance): void => {
  const ctx = app.tala
  const db = ctx.db
  const paging = (b: { page?: number; pageSize?: number }) => ({ page: b.page ?? 1, pageSize: b.pageSize ?? DEFAULT_PAGE_SIZE })

  route(app, AgentEndpoints.agentCentre, async ({ session }) => agentCentre(db, await requireAgent(db, session), ctx.now()))

  route(app, AgentEndpoints.agentNotices, async ({ session, query }) => {
    await requireAgent(db, session)
    return { list: await agentNotices(db, query.language ?? 'en', new Date(ctx.now())) }
  })

  route(app, AgentEndpoints.teamOverview, async ({ session, body }) => {
    const agent = await requireAgent(db, session)
    return teamOverview(db, agent.id, dayRange(body.from, body.to, body.tzOffsetMinutes))
  })

  // Throttled per agent and bot-checked like public registration: an agent cannot mass-create
  // accounts (farming its own team's bonuses) faster than a person fills in the form.
  route(app, AgentEndpoints.agentRegister, async ({ session, body }) => {
    const now = ctx.now()
    const agent = await requireAgent(db, session)
    await hitThrottle(db, `agentregister:${agent.id}`, REGISTER_PER_AGENT, now)
    await requireAltcha(db, ctx.secretsKey, body.altcha, now)
    return registerDownline(db, ctx.secretsKey, agent, body, new Date(now))
  })

  route(app, AgentEndpoints.teamList, async ({ session, body }) => {
    const agent = await requireAgent(db, session)
    const { showBalance } = await agentSettings(db)
    return teamList(db, agent, {
      ...paging(body), showBalance, now: ctx.now(),
      ...(body.parent ? { parent: body.parent } : {}), ...(body.search ? { search: body.search } : {}),
    })
  })

  route(app, AgentEndpoints.downlineTransfer, async ({ session, body }) => transferToDownline(db, await requireAgent(db, session), body, ctx.now()))

  route(app, AgentEndpoints.teamBets, async ({ session, body }) => {
    const agent = await requireAgent(db, session)
    const range = dayRange(body.from, body.to, body.tzOffsetMinutes)
    const member = body.account ? await downlineOf(db, agent, body.account) : null
    return teamBets(db, {
      agentId: agent.id, range, ...paging(body), ...(member ? { memberId: member.id } : {}),
      ...(body.gameType ? { gameType: body.gameType } : {}), ...(body.vendor ? { vendor: body.vendor } : {}),
    })
  })

  route(app, AgentEndpoints.memberProfit, async ({ session, body }) => {
    const agent = await requireAgent(db, session)
    return memberProfit(db, { agentId: agent.id, range: dayRange(body.from, body.to, body.tzOffsetMinutes), ...paging(body), ...(body.search ? { search: body.search } : {}) })
  })

  // The agent's own ledger: the member centre's account record query, for the agent's wallets.
  route(app, AgentEndpoints.agentTransactions, async ({ session, body }) => {
    const agent = await requireAgent(db, session)
    return accountRecord(db, {
      memberId: agent.id, range: dayRange(body.from, body.to, body.tzOffsetMinutes), ...(body.kinds ? { kinds: body.kinds } : {}), ...paging(body),
    })
  })

  route(app, AgentEndpoints.fraudHints, async ({ session }) => {
    const agent = await requireAgent(db, session)
    return { list: await fraudHints(db, agent.id, ctx.now()) }
  })
}
