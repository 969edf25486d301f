import { assign, fromPromise, setup } from 'xstate'
import type { ActorFailure } from '@/shared/api'

/** An actor the app provides (`machine.provide({ actors })`): the machine stays pure. */
const providedByApp = <TOutput, TInput = void>(name: string) =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${name} is provided by the app`)))

export type Failure = ActorFailure

/** A picked image as the view hands it over; `file` is opaque here (the view sends it). */
export interface ImagePick {
  readonly name: string
  readonly type: string
  readonly size: number
  readonly file: unknown
}

/** Why a picked image was refused. */
export interface ImageRefusal { readonly name: string; readonly reason: 'type' | 'size' | 'count' }

/** Spec §5's bounds (the contract's and the operator's word bounds), passed in by the view. */
export interface FeedbackRules {
  readonly maxChars: number
  readonly minWords: number
  readonly maxWords: number
  readonly maxImages: number
  readonly maxImageBytes: number
  readonly types: ReadonlyArray<string>
}

export interface FeedbackInput { readonly rules: FeedbackRules }

export interface FeedbackContext extends FeedbackInput {
  readonly content: string
  /** Counted by the view (the contract's countChars / countWords) as the member types. */
  readonly chars: number
  readonly words: number
  readonly contact: string
  readonly adult: boolean
  readonly terms: boolean
  readonly images: ReadonlyArray<ImagePick>
  readonly refused: ReadonlyArray<ImageRefusal>
  /** Submit was pressed: the view shows what is missing from here on. */
  readonly touched: boolean
  readonly failure: Failure | null
}

/** What the send actor receives (PUT /wps/feedback). */
export interface FeedbackSubmission {
  readonly content: string
  readonly contact: string
  readonly adultConfirmed: boolean
  readonly termsAgreed: boolean
  readonly images: ReadonlyArray<ImagePick>
}

export type FeedbackEvent =
  | { type: 'content.changed'; value: string; chars: number; words: number }
  | { type: 'contact.changed'; value: string }
  | { type: 'adult.toggled'; value: boolean }
  | { type: 'terms.toggled'; value: boolean }
  | { type: 'images.picked'; files: ReadonlyArray<ImagePick> }
  | { type: 'image.removed'; index: number }
  | { type: 'feedback.submitted' }
  | { type: 'feedback.again' }

export type FeedbackProblem = 'content' | 'tooLong' | 'words' | 'adult' | 'terms'

/** What keeps the form from being sent, in the order the view shows them. */
export const feedbackProblems = (c: Pick<FeedbackContext, 'content' | 'chars' | 'words' | 'adult' | 'terms' | 'rules'>): FeedbackProblem[] => {
  const problems: FeedbackProblem[] = []
  if (c.content.trim() === '') problems.push('content')
  else if (c.chars > c.rules.maxChars) problems.push('tooLong')
  else if (c.words < c.rules.minWords || c.words > c.rules.maxWords) problems.push('words')
  if (!c.adult) problems.push('adult')
  if (!c.terms) problems.push('terms')
  return problems
}

/** Splits new picks into those kept (right type and size, within the count) and those refused. */
export const sortImages = (rules: FeedbackRules, kept: ReadonlyArray<ImagePick>, files: ReadonlyArray<ImagePick>) => {
  const accepted = [...kept]
  const refused: ImageRefusal[] = []
  for (const f of files) {
    if (!rules.types.includes(f.type)) refused.push({ name: f.name, reason: 'type' })
    else if (f.size <= 0 || f.size > rules.maxImageBytes) refused.push({ name: f.name, reason: 'size' })
    else if (accepted.length >= rules.maxImages) refused.push({ name: f.name, reason: 'count' })
    else accepted.push(f)
  }
  return { accepted, refused }
}

const toFailure = (e: unknown): Failure => {
  const { code = 'NETWORK', message = e instanceof Object ? '' : String(e), value, call } = (e ?? {}) as Partial<Failure>
  return { code, message, value, call }
}

const blank = { content: '', chars: 0, words: 0, contact: '', adult: false, terms: false, images: [], refused: [], touched: false, failure: null }

/**
 * The feedback form (spec §5, PUT /wps/feedback): content (counted as typed), an optional
 * contact, up to 3 png/jpg images of at most 5 MB (checked as they are picked, each refusal
 * with its reason), the 18+ and terms confirmations. Submitting with something missing marks
 * the form touched (the view shows each problem); a refused or failed send returns to the
 * form with the failure; a sent one can be followed by another.
 */
export const feedbackMachine = setup({
  types: {
    context: {} as FeedbackContext,
    events: {} as FeedbackEvent,
    input: {} as FeedbackInput,
  },
  actors: {
    sendFeedback: providedByApp<unknown, FeedbackSubmission>('sendFeedback'),
  },
  guards: {
    isComplete: ({ context }) => feedbackProblems(context).length === 0,
  },
  actions: {
    /** The feedback is kept: `reply` is the server's answer (its id). */
    sent: (_, _params: { reply: unknown }) => {},
  },
}).createMachine({
  id: 'feedback',
  context: ({ input }) => ({ ...input, ...blank }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'content.changed': { actions: assign({ content: ({ event }) => event.value, chars: ({ event }) => event.chars, words: ({ event }) => event.words }) },
        'contact.changed': { actions: assign({ contact: ({ event }) => event.value }) },
        'adult.toggled': { actions: assign({ adult: ({ event }) => event.value }) },
        'terms.toggled': { actions: assign({ terms: ({ event }) => event.value }) },
        'images.picked': {
          actions: assign(({ context, event }) => {
            const { accepted, refused } = sortImages(context.rules, context.images, event.files)
            return { images: accepted, refused }
          }),
        },
        'image.removed': { actions: assign({ images: ({ context, event }) => context.images.filter((_, i) => i !== event.index), refused: [] }) },
        'feedback.submitted': [
          { guard: 'isComplete', target: 'submitting', actions: assign({ failure: null, touched: true }) },
          { actions: assign({ touched: true }) },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'sendFeedback',
        src: 'sendFeedback',
        input: ({ context }): FeedbackSubmission => ({
          content: context.content.trim(), contact: context.contact.trim(), adultConfirmed: context.adult, termsAgreed: context.terms, images: context.images,
        }),
        onDone: { target: 'sent', actions: { type: 'sent', params: ({ event }) => ({ reply: event.output }) } },
        onError: { target: 'editing', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    sent: {
      on: { 'feedback.again': { target: 'editing', actions: assign(() => blank) } },
    },
  },
})
