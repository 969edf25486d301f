// Joining a promotion and claiming a reward or a completed mission (the member centre's reward and mission pages).
export { useClaimActions, type ClaimListQuery, type ClaimRowState } from './model/useClaimActions.ts'
export { rewardActionFor, missionActionFor, rewardKey, type ClaimAction } from './lib/actions.ts'
export { ClaimButton } from './ui/ClaimButton.tsx'
export { ClaimOutcome } from './ui/ClaimOutcome.tsx'
