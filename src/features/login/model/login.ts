import { sendTo } from 'xstate'
import type { LoginReply } from '@/shared/api'
import { Paths } from '@/shared/config'
import { systemActor } from '@/shared/lib'
import { AuthModal, dialogCommands, failureDialog, modalCommands } from '@/shared/ui'
import { changePasswordCall } from '@/entities/session'
import { captchaLogic } from '@/entities/verification'
import { loginMachine } from '@machines/login.machine.ts'
import { changePasswordMachine } from '@machines/changePassword.machine.ts'
import { loginActor, sendVerificationActor, verifyLoginActor } from './loginCalls.ts'

/** Where a finished login goes: home, unless already on / or /index (spec §4). */
const goHomeUnlessThere = ({ navigate, pathname }: LoginDeps) => {
  const here = pathname()
  if (here !== Paths.root && here !== Paths.index) navigate(Paths.index)
}

export interface LoginDeps {
  readonly navigate: (to: string) => void
  /** The router's current path. */
  readonly pathname: () => string
}

/**
 * The login logic with its real dependencies, given to the app's system when a login form
 * first wants it (it runs as the `login` child from then on: a forced password change outlives
 * the login modal, its own modal replaces it, and the login ends after it).
 */
export function loginLogic(deps: LoginDeps) {
  return loginMachine.provide({
    actors: {
      login: loginActor,
      captcha: captchaLogic,
      sendVerification: sendVerificationActor,
      verifyLogin: verifyLoginActor,
      changePassword: changePasswordMachine.provide({
        actors: { changePassword: changePasswordCall },
        actions: { reportFailure: ({ system }, { failure }) => dialogCommands(systemActor(system, 'dialog')!).open(failureDialog(failure)) },
      }),
    },
    actions: {
      reportFailure: ({ system }, { failure }) => dialogCommands(systemActor(system, 'dialog')!).open(failureDialog(failure)),
      // In place of the login modal (the auth modals replace one another).
      passwordChangeOpened: ({ system }) => modalCommands(systemActor(system, 'modals')!).openAuth(AuthModal.changePassword),
      // Delivered after this step (sendTo), so the session's own steps never run inside this action.
      sessionStarted: sendTo(({ system }) => systemActor(system, 'session')!, (_, { reply }: { reply: LoginReply }) => ({ type: 'session.started' as const, reply, flow: 'login' as const })),
      finished: ({ system }) => {
        const modals = modalCommands(systemActor(system, 'modals')!)
        modals.close(AuthModal.login)
        modals.close(AuthModal.changePassword)
        goHomeUnlessThere(deps)
      },
    },
  })
}
