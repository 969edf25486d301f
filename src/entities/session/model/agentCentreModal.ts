/**
 * The agent centre modal's name (spec §2). Its own module: the first route's modal host needs
 * the name, and only the agent's lazy nav item needs the opener (agentCentre.ts).
 */
export const AGENT_CENTRE_MODAL = 'agentCentre'
