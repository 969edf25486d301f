import '../auth.css'
import { useMemo, useRef, useState } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { useNavigate } from 'react-router'
import { fromPromise } from 'xstate'
import { Endpoints, call } from '@/shared/api'
import { Paths } from '@/shared/config'
import { useTranslation } from '@/shared/i18n'
import { AuthModal, Button, TextField, useLoaderWhile, useModals, Form } from '@/shared/ui'
import { forcedPasswordChange, sessionStore } from '@/entities/session'
import { changePasswordMachine, type PasswordChange } from '@machines/changePassword.machine.ts'
import { useShowFailure } from '../lib/failure.ts'
import { loadMember, markAfterLogin, useWelcomeFirstLogin } from '../model/flows.ts'
import { collect, hasErrors, required, validateNewPassword, type Errors } from '../lib/validation.ts'

/**
 * Change password (spec §2, §4, §5): old password (required: the login password is never
 * stored), new password by the register password rule, confirmation equal to it.
 */
export function ChangePasswordPanel() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const nav = useRef(navigate)
  nav.current = navigate
  const modals = useModals()
  const showFailure = useShowFailure()
  const welcomeFirstLogin = useWelcomeFirstLogin()
  const logic = useMemo(
    () =>
      changePasswordMachine.provide({
        actors: {
          changePassword: fromPromise<unknown, PasswordChange>(({ input, signal }) => call(Endpoints.changePassword, { body: input, token: sessionStore.getToken(), signal })),
          loadMember,
        },
        actions: {
          reportFailure: (_, { failure }) => showFailure(failure),
          finished: () => {
            // A change forced by a login completes that login: a first login's welcome, then
            // the after-login notices (they wait for the dialog).
            const { forced, welcome } = forcedPasswordChange.finish()
            modals.close(AuthModal.changePassword)
            if (welcome !== null) welcomeFirstLogin(welcome)
            if (forced) markAfterLogin()
            void nav.current(Paths.root)
          },
        },
      }),
    [modals, showFailure, welcomeFirstLogin],
  )
  const actor = useActorRef(logic)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  useLoaderWhile(busy)

  const [oldPassword, setOld] = useState('')
  const [newPassword, setNew] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState<Errors<'old' | 'new' | 'confirm'>>({})

  const submit = () => {
    const found = collect({
      old: required(t, oldPassword, t('auth.password.old')),
      new: validateNewPassword(t, newPassword, t('auth.password.new')),
      confirm: required(t, confirm, t('auth.password.confirm')) ?? (confirm !== newPassword ? t('validation.inconsistent') : null),
    })
    setErrors(found)
    if (hasErrors(found)) return
    actor.send({ type: 'passwords.submitted', change: { oldPassword, newPassword, confirmNewPassword: confirm } })
  }

  return (
    <Form className="tl-auth tl-auth__form" testId="change-password-form" onSubmit={() => submit()}>
      <TextField label={t('auth.password.old')} type="password" value={oldPassword} onChange={setOld} error={errors.old} testId="cpw-old" autoComplete="current-password" maxLength={128} />
      <TextField label={t('auth.password.new')} type="password" value={newPassword} onChange={setNew} error={errors.new} testId="cpw-new" autoComplete="new-password" maxLength={128} />
      <TextField label={t('auth.password.confirm')} type="password" value={confirm} onChange={setConfirm} error={errors.confirm} testId="cpw-confirm" autoComplete="new-password" maxLength={128} />
      <Button type="submit" isDisabled={busy} data-testid="cpw-submit">
        {t('common.submit')}
      </Button>
    </Form>
  )
}
