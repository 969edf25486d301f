// An upline's offer of a contract to a direct downline agent, and the contract's card where the
// downline answers it (accept, reject) and either side ends it: one flow, machines/contractOffer.machine.ts.
export { OfferForm } from './ui/OfferForm.tsx'
export { ContractCard } from './ui/ContractCard.tsx'
