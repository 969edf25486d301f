import { fromPromise, type ActorRefFrom } from 'xstate'
import { currentLanguage } from '@/shared/i18n'
import { dialogActor, modals } from '@/shared/ui'
import { NOTICE_POPUP_MODAL, notices } from '@/entities/notice'
import { loadMemberActor } from '@/entities/session'
import { afterLoginMachine } from '@machines/afterLogin.machine.ts'
import type { sessionMachine } from '@machines/session.machine.ts'
import { requestPopularGames, welcomeFirstLogin } from './flows.ts'

/** Resolves once no dialog is open (the member closed the welcome, or it was replaced and closed). */
const dialogClosed = (): Promise<void> =>
  new Promise((resolve) => {
    if (dialogActor.getSnapshot().matches('closed')) return resolve()
    const sub = dialogActor.subscribe((s) => {
      if (s.matches('closed')) {
        sub.unsubscribe()
        resolve()
      }
    })
  })

/**
 * What follows every login (machines/afterLogin.machine.ts) with its real dependencies; the
 * session actor runs it (provided at the root).
 */
export const afterLoginLogic = afterLoginMachine.provide({
  actors: {
    loadMember: loadMemberActor,
    welcome: fromPromise<void, { account: string }>(async ({ input }) => {
      welcomeFirstLogin(input.account)
      await dialogClosed()
    }),
    // The popup notices in the announcement modal (spec §4 after-login modal); none, or a failed
    // load: nothing shows. An open dialog goes first: a modal opened over it would make it inert.
    showNotices: fromPromise<void, void>(async () => {
      await dialogClosed()
      const reply = await notices.load(currentLanguage())
      if (reply.popup.length > 0) modals.open(NOTICE_POPUP_MODAL)
    }),
  },
  actions: {
    popularGamesRequested: requestPopularGames,
    memberLoaded: ({ system }, { member }) => (system.get('session') as ActorRefFrom<typeof sessionMachine> | undefined)?.send({ type: 'member.loaded', member }),
  },
})
