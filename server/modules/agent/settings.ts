/** The operator's agent settings, with the defaults a fresh database runs on. */
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { getSettings, type SettingValues } from '../../db/settings.ts'

export interface AgentSettings {
  readonly switches: SettingValues['agentSwitches']
  readonly showBalance: boolean
  readonly transfer: SettingValues['agentTransfer']
}

export const DEFAULT_AGENT_SETTINGS: AgentSettings = {
  switches: { enableCt: true, salary: true, hourSalary: true },
  showBalance: true,
  transfer: { min: 100, max: 5_000_000, daily: 20_000_000 },
}

export const agentSettings = async (db: Kysely<Database>): Promise<AgentSettings> => {
  const s = await getSettings(db, ['agentSwitches', 'agentShowBalance', 'agentTransfer'])
  return {
    switches: { ...DEFAULT_AGENT_SETTINGS.switches, ...s.agentSwitches },
    showBalance: s.agentShowBalance ?? DEFAULT_AGENT_SETTINGS.showBalance,
    transfer: { ...DEFAULT_AGENT_SETTINGS.transfer, ...s.agentTransfer },
  }
}
