export { RegisterPanel } from './ui/RegisterPanel.tsx'
export { captureReferral } from './lib/referral.ts'
