import { queryOptions } from '@tanstack/react-query'
import { call, FeedbackEndpoints, type FeedbackReply } from '@/shared/api'

/** The form's bounds (GET /wps/feedback/rules): the word bounds are the operator's. */
export const feedbackRulesQuery = () =>
  queryOptions({ queryKey: ['feedback', 'rules'] as const, queryFn: ({ signal }) => call(FeedbackEndpoints.feedbackRules, { signal }), staleTime: 5 * 60_000 })

export interface FeedbackSend {
  readonly content: string
  readonly contact: string
  readonly adultConfirmed: boolean
  readonly termsAgreed: boolean
  readonly images: ReadonlyArray<Blob>
}

/** PUT /wps/feedback: the fields as the form's `body` part, the images as files. */
export const sendFeedback = (token: string, send: FeedbackSend, signal: AbortSignal): Promise<FeedbackReply> =>
  call(FeedbackEndpoints.feedback, {
    token,
    signal,
    body: { content: send.content, adultConfirmed: send.adultConfirmed, termsAgreed: send.termsAgreed, ...(send.contact ? { contact: send.contact } : {}) },
    files: send.images,
  })
