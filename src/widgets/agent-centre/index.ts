export { AgentCentreModal } from './ui/AgentCentreModal.tsx'
