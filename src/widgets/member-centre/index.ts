export { MemberCentre } from './ui/MemberCentre.tsx'
