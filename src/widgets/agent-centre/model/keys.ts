import type { ContractKind, Language } from '@/shared/api'
import { memberScope } from '@/shared/lib'

const agent = [...memberScope, 'agentCentre'] as const

/**
 * Every query key of the agent centre, in one place: a registration or a transfer names here
 * what it changed (the team, the ledger, the centre's own figures).
 */
export const agentKeys = {
  all: agent,
  centre: () => [...agent, 'centre'] as const,
  team: () => [...agent, 'team'] as const,
  fraudHints: () => [...agent, 'fraudHints'] as const,
  teamOverview: () => [...agent, 'overview'] as const,
  teamBets: () => [...agent, 'teamBets'] as const,
  memberProfit: () => [...agent, 'memberProfit'] as const,
  transactions: () => [...agent, 'transactions'] as const,
  notices: (language: Language) => [...agent, 'notices', language] as const,
  income: () => [...agent, 'income'] as const,
  statement: () => [...agent, 'income', 'statement'] as const,
  statementBets: () => [...agent, 'income', 'statementBets'] as const,
  /** The contract pages: one's own salary info, the contracts given, the direct downline agents. */
  contracts: () => [...agent, 'contracts'] as const,
  contractsOf: (kind: ContractKind) => [...agent, 'contracts', kind] as const,
}
