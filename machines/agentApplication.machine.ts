import { assign, fromPromise, setup } from 'xstate'

/**
 * Join us (/join): a visitor's application to the agent programme. The form is submitted
 * with the view's check of it (`errors`, by field): a form with problems stays in `editing`
 * showing them, and nothing is sent. Otherwise `apply` sends it: a refusal naming fields (a
 * taken account, a weak password: `{ fields }`) goes back to `editing` with those errors;
 * any other failure waits in `failed` for a retry of the same form (or a corrected one);
 * success ends in `applied` with the server's answer (one application per visit).
 */
export type ApplicationForm = Readonly<Record<string, string>>
export type ApplicationErrors = Readonly<Record<string, string>>

export interface AgentApplicationContext {
  readonly form: ApplicationForm | null
  readonly errors: ApplicationErrors
  readonly result: unknown
  readonly failure: unknown
}

export type AgentApplicationEvent =
  | { type: 'form.submitted'; form: ApplicationForm; errors: ApplicationErrors }
  | { type: 'retry' }

/** A refusal the form shows under its fields. */
export interface ApplicationFieldRefusal { readonly fields: ApplicationErrors }
const isFieldRefusal = (e: unknown): e is ApplicationFieldRefusal =>
  typeof e === 'object' && e !== null && 'fields' in e && typeof (e as ApplicationFieldRefusal).fields === 'object' && Object.keys((e as ApplicationFieldRefusal).fields ?? {}).length > 0

const submit = [
  { guard: 'formValid', target: 'submitting', actions: 'takeForm' },
  { target: 'editing', actions: 'showErrors' },
] as const

export const agentApplicationMachine = setup({
  types: { context: {} as AgentApplicationContext, events: {} as AgentApplicationEvent },
  actors: {
    apply: fromPromise<unknown, ApplicationForm>(() => Promise.reject(new Error('apply is provided by the page'))),
  },
  guards: {
    formValid: ({ event }) => event.type === 'form.submitted' && Object.keys(event.errors).length === 0,
    refusedFields: ({ event }) => isFieldRefusal((event as unknown as { error: unknown }).error),
  },
  actions: {
    takeForm: assign({ form: ({ event }) => (event.type === 'form.submitted' ? event.form : null), errors: {}, failure: null }),
    showErrors: assign({ errors: ({ event }) => (event.type === 'form.submitted' ? event.errors : {}), failure: null }),
  },
}).createMachine({
  id: 'agentApplication',
  context: { form: null, errors: {}, result: null, failure: null },
  initial: 'editing',
  states: {
    editing: { on: { 'form.submitted': [...submit] } },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'apply',
        src: 'apply',
        input: ({ context }) => context.form ?? {},
        onDone: { target: 'applied', actions: assign({ result: ({ event }) => event.output }) },
        onError: [
          { guard: 'refusedFields', target: 'editing', actions: assign({ errors: ({ event }) => (event.error as ApplicationFieldRefusal).fields }) },
          { target: 'failed', actions: assign({ failure: ({ event }) => event.error }) },
        ],
      },
    },
    failed: { on: { retry: 'submitting', 'form.submitted': [...submit] } },
    applied: { type: 'final' },
  },
})
