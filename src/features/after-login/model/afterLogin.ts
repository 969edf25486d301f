import type { QueryClient } from '@tanstack/react-query'
import { fromPromise, sendTo } from 'xstate'
import type { MemberInfo } from '@/shared/api'
import { systemActor } from '@/shared/lib'
import { currentLanguage, i18n } from '@/shared/i18n'
import { dialogCommands, modalCommands, type DialogActor, type DialogOpenOptions } from '@/shared/ui'
import { NOTICE_POPUP_MODAL, noticesQuery } from '@/entities/notice'
import { loadMemberActor, merchantCode } from '@/entities/session'
import { refreshHotGames } from '@/entities/game'
import { afterLoginMachine } from '@machines/afterLogin.machine.ts'

/** Right after a login (spec §4): the popular games, in the background; a failure is ignored. */
export const requestPopularGames = (queryClient: QueryClient) => void refreshHotGames(queryClient, merchantCode(), currentLanguage())

/**
 * The first-login action (spec §4 firstTimeLogin): a welcome that tells a new member where the
 * money and the account live (the Deposit button, the member centre).
 */
export const firstLoginWelcome = (account: string): DialogOpenOptions => ({
  title: i18n.t('accounts.welcome.title'),
  message: i18n.t('accounts.welcome.message', { account }),
  confirmLabel: i18n.t('accounts.welcome.ok'),
  cover: false,
  testId: 'first-login-welcome',
})

/** Resolves once the system's dialog is closed (the member closed the welcome, or it was replaced and closed). */
const dialogClosed = (dialog: DialogActor | undefined): Promise<void> =>
  new Promise((resolve) => {
    if (!dialog || dialog.getSnapshot().matches('closed')) return resolve()
    const sub = dialog.subscribe((s) => {
      if (s.matches('closed')) {
        sub.unsubscribe()
        resolve()
      }
    })
  })

/**
 * What follows every login (machines/afterLogin.machine.ts) with its real dependencies; the
 * session actor runs it (provided at the root, with the app's query cache, which the popular
 * games and the notices go through). The welcome and the notices use the system's `dialog`
 * and `modals` actors.
 */
export const afterLoginLogic = (queryClient: QueryClient) => afterLoginMachine.provide({
  actors: {
    loadMember: loadMemberActor,
    welcome: fromPromise<void, { account: string }>(async ({ input, system }) => {
      dialogCommands(systemActor(system, 'dialog')!).open(firstLoginWelcome(input.account))
      await dialogClosed(systemActor(system, 'dialog')!)
    }),
    // The popup notices in the announcement modal (spec §4 after-login modal); none, or a failed
    // load: nothing shows. An open dialog goes first: a modal opened over it would make it inert.
    showNotices: fromPromise<void, void>(async ({ system }) => {
      await dialogClosed(systemActor(system, 'dialog')!)
      const reply = await queryClient.fetchQuery(noticesQuery(currentLanguage()))
      if (reply.popup.length > 0) modalCommands(systemActor(system, 'modals')!).open(NOTICE_POPUP_MODAL)
    }),
  },
  actions: {
    popularGamesRequested: () => requestPopularGames(queryClient),
    // Delivered after this step (sendTo): the session handles it as its own step.
    memberLoaded: sendTo(({ system }) => systemActor(system, 'session')!, (_, { member }: { member: MemberInfo }) => ({ type: 'member.loaded' as const, member })),
  },
})
