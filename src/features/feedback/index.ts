export { FeedbackSection } from './ui/FeedbackSection.tsx'
export { feedbackRulesQuery, sendFeedback } from './api/calls.ts'
