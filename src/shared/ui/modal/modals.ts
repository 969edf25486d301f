import { systemActor } from '@/shared/lib'
import { useMemo } from 'react'
import { useSelector } from '@xstate/react'
import { fromCallback, type ActorRefFrom } from 'xstate'
import { i18n } from '@/shared/i18n'
import { useSystemActor } from '@/shared/lib'
import { modalsMachine, type AuthModalName, type ModalNeeds, type ModalOptions, type SessionFacts } from '@machines/modals.machine.ts'
import { dialogCommands } from '../overlay/dialog.ts'
import { lockBodyScroll, unlockBodyScroll } from './scrollLock.ts'

/**
 * The open modals live in the `modals` actor of the app's system (machines/modals.machine.ts);
 * components open and close them by name through `useModals()` and read one with `useModal(name)`.
 */
export type ModalsActor = ActorRefFrom<typeof modalsMachine>

/** The modals machine with the page lock and the trial warning it needs (given once, at the root). */
export const modalsLogic = modalsMachine.provide({
  actors: {
    pageLock: fromCallback(() => {
      lockBodyScroll()
      return () => unlockBodyScroll()
    }),
  },
  actions: {
    warnTrialAccount: ({ system }) =>
      dialogCommands(systemActor(system, 'dialog')!).open({
        title: i18n.t('common.notice'),
        message: i18n.t('errors.trialAccount'),
        confirmLabel: i18n.t('common.confirm'),
        cover: false,
      }),
  },
})

/** What a caller does with the modals, bound to the system's `modals` actor. */
export function modalCommands(actor: ModalsActor) {
  return {
    open: (name: string, options?: ModalOptions, payload?: unknown) => actor.send({ type: 'modal.opened', name, options, payload }),
    close: (name: string) => actor.send({ type: 'modal.closed', name }),
    /** Closes `from` and opens `to` without unlocking the page in between. */
    replace: (from: string, to: string, options?: ModalOptions) => actor.send({ type: 'modal.replaced', from, to, options }),
    /** An open modal shows something else (the member centre's page); a closed one stays closed. */
    setPayload: (name: string, payload: unknown) => actor.send({ type: 'modal.payloadChanged', name, payload }),
    closeAll: () => actor.send({ type: 'modals.closedAll' }),
    /** One auth modal in place of the others (login, register and forgot password link to one another). */
    openAuth: (name: AuthModalName) => actor.send({ type: 'authModal.opened', name }),
    /**
     * The modal gate (spec §6): opens `name` (none: only the check) when the session allows it;
     * without a session the login modal opens, a trial account asking for a real account's
     * modal is warned.
     */
    request: (name: string | null, needs: ModalNeeds, session: SessionFacts, payload?: unknown) => actor.send({ type: 'modal.requested', name, needs, session, payload }),
    isOpen: (name: string) => actor.getSnapshot().context.stack.some((m) => m.name === name),
  }
}
export type ModalCommands = ReturnType<typeof modalCommands>

export const useModalsActor = (): ModalsActor => useSystemActor('modals')

export function useModals(): ModalCommands {
  const actor = useModalsActor()
  return useMemo(() => modalCommands(actor), [actor])
}

/** One named modal: whether it is open, with which options and payload, and how to open or close it. */
export function useModal(name: string) {
  const actor = useModalsActor()
  const entry = useSelector(actor, (s) => s.context.stack.find((m) => m.name === name) ?? null)
  return {
    isOpen: entry !== null,
    options: entry?.options ?? {},
    payload: entry?.payload,
    open: (options?: ModalOptions) => actor.send({ type: 'modal.opened', name, options }),
    close: () => actor.send({ type: 'modal.closed', name }),
  }
}
