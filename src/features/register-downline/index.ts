// An agent's registration of a direct downline (a member, or a sub-agent with an optional
// contract offer under the agent's own rates): one flow, machines/formSubmit.machine.ts.
export { RegisterDownlineForm } from './ui/RegisterDownlineForm.tsx'
