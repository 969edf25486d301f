// The member's answer to a paid-out withdrawal: received, partially received, or not received with proofs.
export { Confirmation } from './ui/Confirmation.tsx'
