/**
 * The feedback commands of `npm run admin -- feedback ...`: list (open or answered), show one
 * with its images' sizes, answer one (the text goes to the member's platform messages and the
 * feedback is marked answered). Parsing is pure; `runFeedbackCommand` calls the /admin API.
 */
import { AdminEndpoints } from './contract.ts'
import type { AdminFeedback } from './contract-feedback.ts'
import type { AdminCall } from './cli-call.ts'

export const FEEDBACK_USAGE = `  feedback list [--status open|answered]
                                  members' feedback, newest first (the latest 50)
  feedback show <id>              one feedback: text, contact, images (type and size), answer
  feedback answer <id> --text <answer>
                                  answer it: the text goes to the member's platform messages; marked answered`

export type FeedbackCommand =
  | { readonly kind: 'feedbackList'; readonly status?: 'open' | 'answered' }
  | { readonly kind: 'feedbackShow'; readonly id: string }
  | { readonly kind: 'feedbackAnswer'; readonly id: string; readonly text: string }

export const FEEDBACK_OPTIONS_OF = { feedbackList: ['status'], feedbackAnswer: ['text'] } as const
export interface FeedbackOptions { readonly status?: string; readonly text?: string }

const ID = /^[1-9]\d{0,9}$/

/** The command, or an error message; null when `name` is not `feedback`. */
export const parseFeedbackCommand = (name: string, args: ReadonlyArray<string>, o: FeedbackOptions): FeedbackCommand | string | null => {
  if (name !== 'feedback') return null
  const [verb, id, ...extra] = args
  if (verb === 'list' && id === undefined) {
    if (o.status !== undefined && o.status !== 'open' && o.status !== 'answered') return '--status is open or answered.'
    return o.status ? { kind: 'feedbackList', status: o.status } : { kind: 'feedbackList' }
  }
  if (verb === 'show' && id !== undefined && ID.test(id) && extra.length === 0) return { kind: 'feedbackShow', id }
  if (verb === 'answer' && id !== undefined && ID.test(id) && extra.length === 0) {
    const text = o.text?.trim()
    if (!text) return 'feedback answer needs --text <answer>.'
    if (text.length > 2000) return 'The answer is at most 2000 characters.'
    return { kind: 'feedbackAnswer', id, text }
  }
  return 'Wrong arguments for "feedback": list [--status open|answered], show <id> or answer <id> --text <answer>.'
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

export const formatFeedbackList = (list: ReadonlyArray<AdminFeedback>): string =>
  (list.length === 0 ? 'No feedback.' : list.map((f) =>
    `#${f.id} ${f.createdAt} ${f.account} [${f.status}]${f.images.length > 0 ? ` ${f.images.length} image(s)` : ''}: ${f.content.replace(/\s+/g, ' ')}`).join('\n'))

export const formatFeedback = (f: AdminFeedback): string => [
  `Feedback #${f.id} from ${f.account} at ${f.createdAt} [${f.status}]`,
  `  ${f.content}`,
  `contact: ${f.contact ?? 'none'}`,
  f.images.length === 0 ? 'images: none' : `images: ${f.images.map((i) => `${i.position}. ${i.contentType} ${kb(i.bytes)}`).join(', ')}`,
  ...(f.answer === null ? [] : [`answer by ${f.answeredBy} at ${f.answeredAt}:`, `  ${f.answer}`]),
].join('\n')

export const runFeedbackCommand = async (command: FeedbackCommand, call: AdminCall): Promise<string> => {
  switch (command.kind) {
    case 'feedbackList': {
      const e = AdminEndpoints.feedbackList
      return formatFeedbackList((await call(e.method, command.status ? `${e.path}?status=${command.status}` : e.path, e.reply)).feedback)
    }
    case 'feedbackShow': {
      const e = AdminEndpoints.feedbackShow
      return formatFeedback(await call(e.method, e.path.replace(':id', command.id), e.reply))
    }
    case 'feedbackAnswer': {
      const e = AdminEndpoints.feedbackAnswer
      return `Answered; the member finds it in their messages.\n${formatFeedback(await call(e.method, e.path.replace(':id', command.id), e.reply, { text: command.text }))}`
    }
  }
}
