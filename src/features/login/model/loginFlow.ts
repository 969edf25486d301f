import { useEffect } from 'react'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { useRootActor } from '@/shared/lib'
import type { appMachine } from '@machines/app.machine.ts'
import type { loginMachine } from '@machines/login.machine.ts'

export type LoginActor = ActorRefFrom<typeof loginMachine>

const useRoot = () => useRootActor() as ActorRefFrom<typeof appMachine>

/** The login flow if a form has started it, without starting it (the forced password change reads it). */
export function useStartedLogin(): LoginActor | null {
  return useSelector(useRoot(), (s) => s.context.login)
}

/** The login flow for a login form: asks the app's system to start it the first time a form shows. */
export function useLoginFlow(): LoginActor | null {
  const root = useRoot()
  const login = useStartedLogin()
  useEffect(() => {
    if (!login) root.send({ type: 'login.wanted' })
  }, [root, login])
  return login
}
