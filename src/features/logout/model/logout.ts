import { useMemo, useRef } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { useNavigate } from 'react-router'
import { fromPromise } from 'xstate'
import { Endpoints, call } from '@/shared/api'
import { Paths } from '@/shared/config'
import { i18n } from '@/shared/i18n'
import { useDialogs, useLoaderWhile, useModals } from '@/shared/ui'
import { sessionToken, useSessionActor } from '@/entities/session'
import { logoutMachine } from '@machines/logout.machine.ts'

/**
 * Sign out (machines/logout.machine.ts): the confirm dialog, DELETE /wps/session/logout,
 * the session cleared (a remembered login stays remembered) except the merchant keys, /index. Returns the function the
 * "Sign out" button and menu item call.
 */
export function useSignOut(): () => void {
  const navigate = useNavigate()
  const nav = useRef(navigate)
  nav.current = navigate
  const dialogs = useDialogs()
  const modals = useModals()
  const sessionActor = useSessionActor()
  const actorRef = useRef<{ send: (e: { type: 'logout.confirmed' } | { type: 'logout.cancelled' }) => void } | null>(null)
  const logic = useMemo(
    () =>
      logoutMachine.provide({
        actors: {
          logout: fromPromise(({ signal }) => call(Endpoints.logout, { token: sessionToken(), signal })),
        },
        actions: {
          askConfirmation: () =>
            dialogs.open({
              title: i18n.t('common.notice'),
              message: i18n.t('logout.confirm'),
              confirmLabel: i18n.t('common.submit'),
              cancelLabel: i18n.t('common.cancel'),
              cover: false,
              testId: 'logout-confirm',
              onConfirm: () => actorRef.current?.send({ type: 'logout.confirmed' }),
              onCancel: () => actorRef.current?.send({ type: 'logout.cancelled' }),
            }),
          finished: () => {
            sessionActor.send({ type: 'session.ended' })
            modals.closeAll()
            void nav.current(Paths.index)
          },
        },
      }),
    [dialogs, modals, sessionActor],
  )
  const actor = useActorRef(logic)
  actorRef.current = actor
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  useLoaderWhile(busy)
  return () => actor.send({ type: 'logout.requested' })
}
