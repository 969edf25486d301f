/**
 * Fraud hints for team management: downlines whose login records (sessions: address and
 * browser) of the last 30 days share an IP address or a device with the agent or with another
 * downline. A hint, not a verdict: a family or an office shares one address too.
 */
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { FraudHint } from '../../../src/shared/api/index.ts'

const WINDOW_DAYS = 30
const MAX_HINTS = 50
const MAX_ACCOUNTS = 20

interface Group { key: string; accounts: string[]; with_agent: boolean; last_seen: Date }

export const fraudHints = async (db: Kysely<Database>, agentId: number, now: number): Promise<FraudHint[]> => {
  const since = new Date(now - WINDOW_DAYS * 86_400_000)
  // Raw SQL: one grouping over the subtree's sessions (the agent included), per key kind.
  const groups = (key: 'ip' | 'user_agent') => sql<Group>`
    SELECT s.${sql.ref(key)} AS key,
           (array_agg(DISTINCT m.account) FILTER (WHERE t.depth > 0))[1:${MAX_ACCOUNTS}] AS accounts,
           bool_or(t.depth = 0) AS with_agent, max(s.created_at) AS last_seen
      FROM sessions s
      JOIN member_tree t ON t.descendant_id = s.member_id AND t.ancestor_id = ${agentId}
      JOIN members m ON m.id = s.member_id
     WHERE s.created_at >= ${since} AND s.${sql.ref(key)} <> ''
     GROUP BY 1
    HAVING count(DISTINCT s.member_id) >= 2 AND count(DISTINCT s.member_id) FILTER (WHERE t.depth > 0) >= 1
     ORDER BY max(s.created_at) DESC
     LIMIT ${MAX_HINTS}`.execute(db)
  const [ips, devices] = await Promise.all([groups('ip'), groups('user_agent')])
  const hint = (kind: FraudHint['kind']) => (g: Group): FraudHint => ({
    kind, value: kind === 'device' ? g.key.slice(0, 120) : g.key, accounts: g.accounts ?? [], withUpline: g.with_agent, lastSeen: new Date(g.last_seen).getTime(),
  })
  return [...ips.rows.map(hint('ip')), ...devices.rows.map(hint('device'))].sort((a, b) => b.lastSeen - a.lastSeen).slice(0, MAX_HINTS)
}
