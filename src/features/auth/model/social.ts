import { fromPromise } from 'xstate'
import { Endpoints, call, type LoginReply, type SocialCallbackReply, type SocialProviderKey } from '@/shared/api'
import { storeLogin } from '@/entities/session'
import { socialSignInMachine } from '@machines/socialSignIn.machine.ts'
import type { useShowFailure } from '../lib/failure.ts'
import { loadMember, markAfterLogin } from './flows.ts'

/** Where the browser goes to sign in at the provider (a full page change, leaving the SPA). */
export const leaveFor = (url: string): void => window.location.assign(url)

/** Every social login ends like a password login: the session is stored (spec §3). */
const keep = (reply: LoginReply): LoginReply => {
  storeLogin(reply)
  return reply
}

/**
 * The social sign-in machine with the real calls. `finished` marks the after-login flag;
 * the caller adds where to go next.
 */
export const socialSignInLogic = (finished: () => void, showFailure: ReturnType<typeof useShowFailure>) =>
  socialSignInMachine.provide({
    actors: {
      start: fromPromise<{ authorizeUrl: string }, { provider: SocialProviderKey }>(({ input, signal }) =>
        call(Endpoints.socialStart, { body: { provider: input.provider }, signal })),
      complete: fromPromise<SocialCallbackReply, { search: string }>(async ({ input, signal }) => {
        const reply = await call(Endpoints.socialCallback, { body: { search: input.search }, signal })
        if (reply.status === 'loggedIn') keep(reply.login)
        return reply
      }),
      link: fromPromise<LoginReply, { ticket: string; username: string; password: string }>(async ({ input, signal }) =>
        keep(await call(Endpoints.socialLink, { body: input, signal }))),
      register: fromPromise<LoginReply, { ticket: string; username: string }>(async ({ input, signal }) =>
        keep(await call(Endpoints.socialRegister, { body: input, signal }))),
      loadMember,
    },
    actions: {
      redirect: (_, { url }) => leaveFor(url),
      reportFailure: (_, { failure }) => showFailure(failure),
      finished: () => {
        markAfterLogin()
        finished()
      },
    },
  })
