import { assign, fromPromise, setup } from 'xstate'

/**
 * A form sent once it passes the view's own check (join us: an agent application; the agent
 * centre: a new downline). The form is submitted with the view's check of it (`errors`, by
 * field): a form with problems stays in `editing` showing them, and nothing is sent. Otherwise
 * `submit` (provided by the page) sends it: a refusal naming fields (a taken account, a weak
 * password: `{ fields }`) goes back to `editing` with those errors; any other failure waits in
 * `failed` for a retry of the same form (or a corrected one); success shows the server's answer
 * (`submitted`) and tells the page (`submitted` action, provided) until the user starts another
 * form (`form.again`), where the page offers one.
 */
export type FormFields = Readonly<Record<string, string>>
export type FieldErrors = Readonly<Record<string, string>>

export interface FormSubmitContext {
  readonly form: FormFields | null
  readonly errors: FieldErrors
  readonly result: unknown
  readonly failure: unknown
}

export type FormSubmitEvent =
  | { type: 'form.submitted'; form: FormFields; errors: FieldErrors }
  | { type: 'retry' }
  | { type: 'form.again' }

/** A refusal the form shows under its fields. */
export interface FieldRefusal { readonly fields: FieldErrors }
const isFieldRefusal = (e: unknown): e is FieldRefusal =>
  typeof e === 'object' && e !== null && 'fields' in e && typeof (e as FieldRefusal).fields === 'object' && Object.keys((e as FieldRefusal).fields ?? {}).length > 0

/** Submitting the form: sent when the view found nothing wrong, else its errors are shown. */
const submit = [
  { guard: 'formValid', target: 'submitting', actions: 'takeForm' },
  { target: 'editing', actions: 'showErrors' },
] as const

export const formSubmitMachine = setup({
  types: { context: {} as FormSubmitContext, events: {} as FormSubmitEvent },
  actors: {
    submit: fromPromise<unknown, FormFields>(() => Promise.reject(new Error('submit is provided by the page'))),
  },
  guards: {
    formValid: ({ event }) => event.type === 'form.submitted' && Object.keys(event.errors).length === 0,
    refusedFields: ({ event }) => isFieldRefusal((event as unknown as { error: unknown }).error),
  },
  actions: {
    /** The server accepted the form (provided: what else on the page changes). */
    submitted: (_, _params: { result: unknown }) => {},
    takeForm: assign({ form: ({ event }) => (event.type === 'form.submitted' ? event.form : null), errors: {}, failure: null }),
    showErrors: assign({ errors: ({ event }) => (event.type === 'form.submitted' ? event.errors : {}), failure: null }),
  },
}).createMachine({
  id: 'formSubmit',
  context: { form: null, errors: {}, result: null, failure: null },
  initial: 'editing',
  states: {
    editing: { on: { 'form.submitted': [...submit] } },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => context.form ?? {},
        onDone: { target: 'submitted', actions: [assign({ result: ({ event }) => event.output }), { type: 'submitted', params: ({ event }) => ({ result: event.output }) }] },
        onError: [
          { guard: 'refusedFields', target: 'editing', actions: assign({ errors: ({ event }) => (event.error as FieldRefusal).fields }) },
          { target: 'failed', actions: assign({ failure: ({ event }) => event.error }) },
        ],
      },
    },
    failed: { on: { retry: 'submitting', 'form.submitted': [...submit] } },
    submitted: { on: { 'form.again': { target: 'editing', actions: assign({ form: null, result: null, errors: {} }) } } },
  },
})
