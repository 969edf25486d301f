import { createActor, fromPromise, type Actor } from 'xstate'
import { Endpoints, call, type GameEntry, type GameLaunchReply, type GameRoom } from '@/shared/api'
import { SessionKeys, session } from '@/shared/config'
import { currentLanguage, failureText, i18n } from '@/shared/i18n'
import { dialogs, loader, modals } from '@/shared/ui'
import { AuthModal, isTrialAccount, openLoginModal, sessionStore } from '@/entities/session'
import { freePlayGameTypes } from '@/entities/system'
import { refreshBalance } from '@/entities/wallet'
import { gameLaunchMachine } from '@machines/gameLaunch.machine.ts'
import { currentGame } from './currentGame.ts'

/**
 * The launch flow (machines/gameLaunch.machine.ts) runs outside any component: it outlives
 * the card that started it, waits for the login popup, and navigates when the address comes.
 * `GameLaunchHost` (mounted once by the app) hands it the router's navigate.
 */
type Navigate = (to: string) => void
/** The PVP room of the launch in progress, if any (the machine carries only the game). */
let room: GameRoom | null = null
let navigate: Navigate | null = null
export const setLaunchNavigator = (n: Navigate | null) => {
  navigate = n
}

/** The spec §3 launch payload; the Language header travels beside it. */
const payloadOf = (game: GameEntry, token: string) => ({
  gameId: game.gameId,
  // A PVP room launches by roomId (spec §3: gameId or roomId).
  ...(room !== null && room.gameId === game.gameId ? { roomId: room.roomId } : {}),
  nodeId: '',
  accountType: 1 as const,
  confirmTrans: 0 as const,
  vassalage: game.vassalage,
  launchMode: 'GLS' as const,
  platform: 'html5-desktop',
  clientType: 3,
  username: session.get(SessionKeys.account) ?? '',
  token,
  merchantCode: session.get(SessionKeys.merchant) ?? '',
  language: currentLanguage(),
})


const logic = gameLaunchMachine.provide({
  actors: {
    launch: fromPromise<GameLaunchReply, { game: GameEntry }>(async ({ input, signal }) => {
      const token = sessionStore.getToken() ?? ''
      return call(Endpoints.gameLaunch, { body: payloadOf(input.game, token), token, headers: { Language: currentLanguage() }, signal })
    }),
  },
  actions: {
    openLogin: () => openLoginModal(),
    showRealAccountWarning: () =>
      dialogs.open({
        title: i18n.t('common.notice'),
        message: i18n.t('errors.trialAccount'),
        confirmLabel: i18n.t('common.confirm'),
        cover: false,
        testId: 'real-account-warning',
        onConfirm: () => actor.send({ type: 'warning.confirmed' }),
      }),
    openGamePage: (_, { url }) => {
      const game = actor.getSnapshot().context.game
      currentGame.set({ url, name: game?.gameName ?? '' })
      navigate?.('/game')
    },
    openDirect: (_, { url }) => {
      window.open(url, '_blank', 'noopener')
    },
    reportFailure: (_, { failure }) => dialogs.open({ title: i18n.t('common.notice'), message: failureText(failure), testId: 'launch-failure' }),
  },
})

const actor: Actor<typeof logic> = createActor(logic)
const followBusy = loader.follower()
actor.subscribe((s) => followBusy(s.hasTag('busy')))
actor.start()

// The login popup's outcome: a token means logged in; the popup closing without one, cancelled.
sessionStore.subscribe(() => {
  if (actor.getSnapshot().matches('awaitingLogin') && sessionStore.getToken() !== null) {
    void refreshBalance(sessionStore.getToken())
    actor.send({ type: 'login.succeeded', trial: isTrialAccount(), freePlayGameTypes: freePlayGameTypes() })
  }
})
modals.subscribe(() => {
  const open = modals.getSnapshot().some((m) => m.name === AuthModal.login || m.name === AuthModal.register || m.name === AuthModal.forgotPassword)
  if (!open && actor.getSnapshot().matches('awaitingLogin') && sessionStore.getToken() === null) actor.send({ type: 'login.cancelled' })
})

/** Launches a game entry (spec §4): login first, trial warning, launch call, then /game or a direct launch. */
export function launchGame(game: GameEntry, inRoom?: GameRoom): void {
  room = inRoom ?? null
  actor.send({ type: 'launch.requested', game, loggedIn: sessionStore.getToken() !== null, trial: isTrialAccount(), freePlayGameTypes: freePlayGameTypes() })
}

/** The game page closed (left /game). */
export function gameClosed(): void {
  actor.send({ type: 'game.closed' })
}
