import * as F from './schemas/feedback.ts'
import { realAccount, throttled } from './failure-groups.ts'
import { endpoint, endpointTable } from './endpoint.ts'

/** Feedback (spec §5, §7 PUT /wps/feedback): the form's rules and the submission with up to 3 images. */
export const FeedbackEndpoints = endpointTable({
  /** Not in spec §7: the form needs the operator's word bounds. */
  feedbackRules: endpoint({
    method: 'GET', path: '/wps/feedback/rules', reply: F.FeedbackRulesReply, auth: 'none', encrypted: false,
  }),
  feedback: endpoint({
    method: 'PUT', path: '/wps/feedback', body: F.FeedbackRequest, files: F.FeedbackFiles, reply: F.FeedbackReply, auth: 'token', encrypted: false,
    failures: { ...realAccount, ...throttled, FEEDBACK_INVALID: F.FeedbackRefusal },
  }),
})
