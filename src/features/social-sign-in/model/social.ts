import { fromPromise, sendTo, type ActorRefFrom } from 'xstate'
import { AccountEndpoints, call, type LoginReply, type SocialCallbackReply, type SocialProviderKey } from '@/shared/api'
import { socialSignInMachine } from '@machines/socialSignIn.machine.ts'
import type { sessionMachine } from '@machines/session.machine.ts'
import type { useShowFailure } from '@/shared/ui'

/** Where the browser goes to sign in at the provider (a full page change, leaving the SPA). */
export const leaveFor = (url: string): void => window.location.assign(url)

/**
 * The social sign-in machine with the real calls. Every social login ends like a password
 * login: the reply goes to the `session` actor (null where no sign-in completes here); `finished` says where to go next;
 * `showFailure` puts a refusal in the app's dialog.
 */
export const socialSignInLogic = ({
  session,
  finished,
  showFailure,
}: {
  session: ActorRefFrom<typeof sessionMachine> | null
  finished: () => void
  showFailure: ReturnType<typeof useShowFailure>
}) =>
  socialSignInMachine.provide({
    actors: {
      start: fromPromise<{ authorizeUrl: string }, { provider: SocialProviderKey }>(({ input, signal }) =>
        call(AccountEndpoints.socialStart, { body: { provider: input.provider }, signal })),
      complete: fromPromise<SocialCallbackReply, { search: string }>(({ input, signal }) => call(AccountEndpoints.socialCallback, { body: { search: input.search }, signal })),
      link: fromPromise<LoginReply, { ticket: string; username: string; password: string }>(({ input, signal }) => call(AccountEndpoints.socialLink, { body: input, signal })),
      register: fromPromise<LoginReply, { ticket: string; username: string }>(({ input, signal }) => call(AccountEndpoints.socialRegister, { body: input, signal })),
    },
    actions: {
      redirect: (_, { url }) => leaveFor(url),
      reportFailure: (_, { failure }) => showFailure(failure),
      // Delivered after this step (sendTo), so the session's own steps never run inside this action.
      sessionStarted: session ? sendTo(session, (_, { reply }: { reply: LoginReply }) => ({ type: 'session.started' as const, reply, flow: 'social' as const })) : () => {},
      finished,
    },
  })
