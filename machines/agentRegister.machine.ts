import { assign, fromPromise, setup } from 'xstate'

/**
 * Register account (agent centre): the agent fills the form (member or sub-agent, account,
 * password twice, nickname) and submits it with the view's check of it (`errors`, by field).
 * A form with problems stays in `editing` showing them, and nothing is sent. Otherwise
 * `register` calls the server: a refusal naming fields (a taken account, a weak password:
 * `{ fields }`) goes back to `editing` with those errors; any other failure waits in `failed`
 * for a retry of the same form (or a corrected one); success shows the new account
 * (`registered`) and tells the centre (`registeredDownline`: its team changed) until the
 * agent starts another (`form.again`).
 */
export type RegisterFields = Readonly<Record<string, string>>
export type FieldErrors = Readonly<Record<string, string>>

export interface AgentRegisterContext {
  readonly form: RegisterFields | null
  readonly errors: FieldErrors
  readonly result: unknown
  readonly failure: unknown
}

export type AgentRegisterEvent =
  | { type: 'form.submitted'; form: RegisterFields; errors: FieldErrors }
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

export const agentRegisterMachine = setup({
  types: { context: {} as AgentRegisterContext, events: {} as AgentRegisterEvent },
  actors: {
    register: fromPromise<unknown, RegisterFields>(() => Promise.reject(new Error('register is provided by the page'))),
  },
  guards: {
    formValid: ({ event }) => event.type === 'form.submitted' && Object.keys(event.errors).length === 0,
    refusedFields: ({ event }) => isFieldRefusal((event as unknown as { error: unknown }).error),
  },
  actions: {
    registeredDownline: (_, _params: { result: unknown }) => {},
    takeForm: assign({ form: ({ event }) => (event.type === 'form.submitted' ? event.form : null), errors: {}, failure: null }),
    showErrors: assign({ errors: ({ event }) => (event.type === 'form.submitted' ? event.errors : {}), failure: null }),
  },
}).createMachine({
  id: 'agentRegister',
  context: { form: null, errors: {}, result: null, failure: null },
  initial: 'editing',
  states: {
    editing: { on: { 'form.submitted': [...submit] } },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => context.form ?? {},
        onDone: { target: 'registered', actions: [assign({ result: ({ event }) => event.output }), { type: 'registeredDownline', params: ({ event }) => ({ result: event.output }) }] },
        onError: [
          { guard: 'refusedFields', target: 'editing', actions: assign({ errors: ({ event }) => (event.error as FieldRefusal).fields }) },
          { target: 'failed', actions: assign({ failure: ({ event }) => event.error }) },
        ],
      },
    },
    failed: { on: { retry: 'submitting', 'form.submitted': [...submit] } },
    registered: { on: { 'form.again': { target: 'editing', actions: assign({ form: null, result: null, errors: {} }) } } },
  },
})
