export { MemberCentreModal } from './ui/MemberCentreModal.tsx'
