export { usePromotionAction, type PromotionActionState } from './model/usePromotionAction.ts'
export { PromotionAction } from './ui/PromotionAction.tsx'
