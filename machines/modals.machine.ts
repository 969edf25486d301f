import { assign, fromCallback, setup } from 'xstate'

/**
 * The open modals (spec §2), opened and closed by name; the last opened is on top. While any
 * modal is open the invoked `pageLock` (provided by the app) holds the page still; it lets go,
 * with the scroll position back, when the last one closes (or the app stops).
 *
 * It is also the modal gate (spec §6): `modal.requested` says what the modal needs
 * (`login`, or a `realAccount`) and carries the caller's session facts. Without a session the
 * login modal opens in its place; a trial account gets `warnTrialAccount` (provided) and
 * nothing opens. The auth modals open in place of one another (`authModal.opened`).
 */

/** The auth modals: login, register, forgot password and change password replace one another. */
export const AuthModal = { login: 'login', register: 'register', forgotPassword: 'forgotPassword', changePassword: 'changePassword' } as const
export type AuthModalName = (typeof AuthModal)[keyof typeof AuthModal]
const authModals: readonly string[] = Object.values(AuthModal)

export interface ModalOptions {
  /** Escape and a click on the cover close the modal (default true). */
  readonly clickToClose?: boolean
  /** Pixels or a CSS length (default 600). */
  readonly width?: number | string
  /** Minimum height in pixels, or 'auto' (default 300). */
  readonly height?: number | 'auto'
}

export interface OpenModal {
  readonly name: string
  readonly options: ModalOptions
  /** What the modal shows, when its opener chooses (the member centre's page); opaque here. */
  readonly payload?: unknown
}

/** What a gated modal needs, and what the caller knows of the session. */
export type ModalNeeds = 'login' | 'realAccount'
export interface SessionFacts {
  readonly loggedIn: boolean
  readonly trial: boolean
}

export interface ModalsContext {
  readonly stack: readonly OpenModal[]
}

export type ModalsEvent =
  | { type: 'modal.opened'; name: string; options?: ModalOptions; payload?: unknown }
  | { type: 'modal.requested'; name: string | null; needs: ModalNeeds; session: SessionFacts; options?: ModalOptions; payload?: unknown }
  | { type: 'authModal.opened'; name: AuthModalName }
  | { type: 'modal.closed'; name: string }
  | { type: 'modal.replaced'; from: string; to: string; options?: ModalOptions }
  /** An open modal shows something else (the member centre's page): its payload changes, its place does not. */
  | { type: 'modal.payloadChanged'; name: string; payload: unknown }
  | { type: 'modals.closedAll' }

type Opening = { name: string; options?: ModalOptions; payload?: unknown }
const without = (stack: readonly OpenModal[], names: readonly string[]) => stack.filter((m) => !names.includes(m.name))
const onTop = (stack: readonly OpenModal[], { name, options = {}, payload }: Opening): OpenModal[] => [...without(stack, [name]), { name, options, payload }]

/** The modal an event opens, with the names it replaces; null when it opens none. */
function openingOf(event: ModalsEvent): { open: Opening; replaces: readonly string[] } | null {
  switch (event.type) {
    case 'modal.opened':
      return { open: event, replaces: [] }
    case 'modal.requested':
      if (!event.session.loggedIn) return { open: { name: AuthModal.login }, replaces: authModals }
      return event.name === null ? null : { open: { name: event.name, options: event.options, payload: event.payload }, replaces: [] }
    case 'authModal.opened':
      return { open: { name: event.name }, replaces: authModals }
    case 'modal.replaced':
      return { open: { name: event.to, options: event.options }, replaces: [event.from] }
    default:
      return null
  }
}

export const modalsMachine = setup({
  types: {
    context: {} as ModalsContext,
    events: {} as ModalsEvent,
  },
  actors: {
    pageLock: fromCallback(() => () => {}),
  },
  guards: {
    /** A trial account asking for what needs a real account. */
    trialRefused: ({ event }) => event.type === 'modal.requested' && event.session.loggedIn && event.needs === 'realAccount' && event.session.trial,
    /** A logged-in member asking for the gate alone (no modal to open). */
    gateOnly: ({ event }) => event.type === 'modal.requested' && event.session.loggedIn && event.name === null,
    closesLast: ({ context, event }) => event.type === 'modal.closed' && context.stack.length === 1 && context.stack[0].name === event.name,
    isOpen: ({ context, event }) => (event.type === 'modal.closed' || event.type === 'modal.payloadChanged') && context.stack.some((m) => m.name === event.name),
  },
  actions: {
    open: assign({
      stack: ({ context, event }) => {
        const opening = openingOf(event)
        return opening ? onTop(without(context.stack, opening.replaces), opening.open) : context.stack
      },
    }),
    close: assign({ stack: ({ context, event }) => (event.type === 'modal.closed' ? without(context.stack, [event.name]) : context.stack) }),
    forgetAll: assign({ stack: [] }),
    changePayload: assign({
      stack: ({ context, event }) => (event.type === 'modal.payloadChanged' ? context.stack.map((m) => (m.name === event.name ? { ...m, payload: event.payload } : m)) : context.stack),
    }),
    /** The "a real account is needed" warning (provided: the dialog, in the page's language). */
    warnTrialAccount: () => {},
  },
}).createMachine({
  id: 'modals',
  context: { stack: [] },
  initial: 'none',
  states: {
    /** No modal open: the page scrolls. */
    none: {
      on: {
        'modal.opened': { target: 'some', actions: 'open' },
        'modal.requested': [
          { guard: 'trialRefused', actions: 'warnTrialAccount' },
          { guard: 'gateOnly' },
          { target: 'some', actions: 'open' },
        ],
        'authModal.opened': { target: 'some', actions: 'open' },
        'modal.replaced': { target: 'some', actions: 'open' },
      },
    },
    /** At least one modal open: the page is locked. */
    some: {
      invoke: { id: 'pageLock', src: 'pageLock' },
      on: {
        'modal.opened': { actions: 'open' },
        'modal.requested': [{ guard: 'trialRefused', actions: 'warnTrialAccount' }, { guard: 'gateOnly' }, { actions: 'open' }],
        'authModal.opened': { actions: 'open' },
        // Closes `from` and opens `to` without unlocking the page in between.
        'modal.replaced': { actions: 'open' },
        'modal.closed': [
          { guard: 'closesLast', target: 'none', actions: 'close' },
          { guard: 'isOpen', actions: 'close' },
        ],
        'modals.closedAll': { target: 'none', actions: 'forgetAll' },
        'modal.payloadChanged': { guard: 'isOpen', actions: 'changePayload' },
      },
    },
  },
})
