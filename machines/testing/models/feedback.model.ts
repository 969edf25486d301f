import type { AnyMachineSnapshot } from 'xstate'
import { feedbackMachine, feedbackProblems, type FeedbackContext, type ImagePick } from '../../feedback.machine.ts'
import type { PathModel } from '../pathCoverage.ts'

const rules = { maxChars: 140, minWords: 1, maxWords: 60, maxImages: 3, maxImageBytes: 5 * 1024 * 1024, types: ['image/png', 'image/jpeg'] }
const png = (name: string, size = 1000): ImagePick => ({ name, type: 'image/png', size, file: null })

// Branches read: the state, each part of the form's completeness, whether an image is kept.
const serializeState = (s: AnyMachineSnapshot) => {
  const c = s.context as FeedbackContext
  return JSON.stringify([s.value, feedbackProblems(c), c.images.length > 0, c.failure !== null])
}

const events = [
  { type: 'content.changed', value: 'The lobby is slow tonight', chars: 25, words: 5 },
  { type: 'content.changed', value: '', chars: 0, words: 0 },
  { type: 'contact.changed', value: 'viber 0917' },
  { type: 'adult.toggled', value: true },
  { type: 'terms.toggled', value: true },
  { type: 'images.picked', files: [png('shot.png'), { name: 'a.gif', type: 'image/gif', size: 10, file: null }] },
  { type: 'image.removed', index: 0 },
  { type: 'feedback.submitted' },
  { type: 'feedback.again' },
  { type: 'xstate.done.actor.sendFeedback', output: { id: 1, createdAt: 0 } },
  { type: 'xstate.error.actor.sendFeedback', error: { code: 'TOO_MANY_REQUESTS', message: 'tomorrow' } },
]

export const feedbackModel: PathModel<typeof feedbackMachine> = {
  machine: feedbackMachine,
  input: { rules },
  serializeState,
  events,
  simplePaths: false,
}
