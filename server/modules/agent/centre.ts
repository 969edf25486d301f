/** What the agent centre shows before its first page: the agent, its team's size, the menu switches and the transfer limits. */
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { AgentCentreReply } from '../../../src/shared/api/index.ts'
import { hasPaymentPassword } from '../withdraw/index.ts'
import type { Agent } from './guard.ts'
import { agentSettings } from './settings.ts'
import { usedOn, utcDay } from './transfer.ts'

export const agentCentre = async (db: Kysely<Database>, agent: Agent, now: number): Promise<AgentCentreReply> => {
  const [settings, counts, used, paymentPasswordSet] = await Promise.all([
    agentSettings(db),
    db.selectFrom('member_tree').where('ancestor_id', '=', agent.id).where('depth', '>', 0)
      .select([sql<number>`count(*)::int`.as('team'), sql<number>`(count(*) FILTER (WHERE depth = 1))::int`.as('direct')]).executeTakeFirstOrThrow(),
    usedOn(db, agent.id, utcDay(now)),
    hasPaymentPassword(db, agent.id),
  ])
  return {
    account: agent.account, type: agent.type, directCount: counts.direct, teamSize: counts.team,
    switches: settings.switches, showBalance: settings.showBalance,
    transfer: { minAmount: settings.transfer.min, maxAmount: settings.transfer.max, dailyLimit: settings.transfer.daily, usedToday: used, paymentPasswordSet },
  }
}
