import { useMemo, useRef, useState } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { useNavigate } from 'react-router'
import { fromPromise, waitFor, type ActorRefFrom } from 'xstate'
import { Paths } from '@/shared/config'
import { i18n, useTranslation } from '@/shared/i18n'
import { AuthModal, Button, TextField, useDialogs, useLoaderWhile, useModals, useShowFailure, Form } from '@/shared/ui'
import { collect, hasErrors, required, validateNewPassword, type Errors } from '@/shared/validation'
import { changePasswordCall, useSessionActor } from '@/entities/session'
import { changePasswordMachine } from '@machines/changePassword.machine.ts'

type ChangePasswordActor = ActorRefFrom<typeof changePasswordMachine>

/**
 * Change password (spec §2, §4, §5). With `actor`, it shows a login's forced change (the
 * login actor's child); without, the member's own change (member centre): the session
 * reloads the login info, the modal closes and the page goes to /.
 */
export function ChangePasswordPanel({ actor }: { actor?: ChangePasswordActor }) {
  return actor ? <ChangePasswordForm actor={actor} /> : <OwnChangePassword />
}

function OwnChangePassword() {
  const navigate = useNavigate()
  const nav = useRef(navigate)
  nav.current = navigate
  const session = useSessionActor()
  const modals = useModals()
  const showFailure = useShowFailure()
  const dialogs = useDialogs()
  const logic = useMemo(
    () =>
      changePasswordMachine.provide({
        actors: {
          changePassword: changePasswordCall,
          // Ends when the session's read ends, read or not: the password has changed either way.
          loadMember: fromPromise<unknown, void>(async () => {
            session.send({ type: 'member.refreshRequested' })
            await waitFor(session, (s) => !s.hasTag('loadingMember')).catch(() => undefined)
          }),
        },
        actions: {
          reportFailure: (_, { failure }) => showFailure(failure),
          finished: () => {
            modals.close(AuthModal.changePassword)
            void nav.current(Paths.root)
            dialogs.open({ title: i18n.t('common.notice'), message: i18n.t('auth.password.changed'), testId: 'password-changed' })
          },
        },
      }),
    [session, modals, showFailure, dialogs],
  )
  const actor = useActorRef(logic, { input: {} })
  return <ChangePasswordForm actor={actor} />
}

/**
 * The form: old password (never stored: a forced change has the one the login just used, in
 * its flow's memory only, and does not ask again), new password by the contract's password
 * rule, confirmation equal to it. A forced change says why it is asked for.
 */
function ChangePasswordForm({ actor }: { actor: ChangePasswordActor }) {
  const { t } = useTranslation()
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const reason = useSelector(actor, (s) => s.context.reason)
  const knownOld = useSelector(actor, (s) => s.context.oldPassword)
  useLoaderWhile(busy)

  const [oldPassword, setOld] = useState('')
  const [newPassword, setNew] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState<Errors<'old' | 'new' | 'confirm'>>({})

  const submit = () => {
    const found = collect({
      old: knownOld !== null ? null : required(t, oldPassword, t('auth.password.old')),
      new: validateNewPassword(t, newPassword, t('auth.password.new')),
      confirm: required(t, confirm, t('auth.password.confirm')) ?? (confirm !== newPassword ? t('validation.inconsistent') : null),
    })
    setErrors(found)
    if (hasErrors(found)) return
    actor.send({ type: 'passwords.submitted', change: { oldPassword: knownOld ?? oldPassword, newPassword, confirmNewPassword: confirm } })
  }

  return (
    <Form className="tl-auth tl-auth__form" testId="change-password-form" onSubmit={() => submit()}>
      {reason !== null && (
        <p className="tl-auth__warning" data-testid="cpw-reason">
          {t(reason === 'default' ? 'auth.password.reasonDefault' : 'auth.password.reasonExpired')}
        </p>
      )}
      {knownOld === null && (
        <TextField label={t('auth.password.old')} type="password" value={oldPassword} onChange={setOld} error={errors.old} testId="cpw-old" autoComplete="current-password" maxLength={128} />
      )}
      <TextField label={t('auth.password.new')} type="password" value={newPassword} onChange={setNew} error={errors.new} testId="cpw-new" autoComplete="new-password" maxLength={128} />
      <TextField label={t('auth.password.confirm')} type="password" value={confirm} onChange={setConfirm} error={errors.confirm} testId="cpw-confirm" autoComplete="new-password" maxLength={128} />
      <Button type="submit" isDisabled={busy} data-testid="cpw-submit">
        {t('common.submit')}
      </Button>
    </Form>
  )
}
