import { systemActor } from '@/shared/lib'
import { fromCallback, fromPromise } from 'xstate'
import { Endpoints, LotteryEndpoints, call, type GameEntry, type GameLaunchReply } from '@/shared/api'
import { SessionKeys, TRIAL_TYPE, VN_LOTTERY_VENDOR, session } from '@/shared/config'
import { currentLanguage, i18n, refusalTextNow } from '@/shared/i18n'
import { AuthModal, dialogCommands, modalCommands } from '@/shared/ui'
import { sessionToken } from '@/entities/session'
import { PRIZE_MODE_PARAM, offeredPrizeMode, vnPrizeModes, type VnPrizeMode } from '@/entities/lottery'
import { gameLaunchMachine, type DirectVendor, type GameLaunchEvent, type LaunchRequest } from '@machines/gameLaunch.machine.ts'
import { keepGame } from './currentGame.ts'

export interface LaunchDeps {
  /** The router's navigate (the root hands it over once the router exists). */
  readonly navigate: (to: string) => void
}

/** The spec §3 launch payload; the Language header travels beside it. */
const payloadOf = (game: GameEntry, token: string) => ({
  gameId: game.gameId,
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

/** The lottery launch payload (spec §7): the Vietnamese lottery at a title's betting view in a prize mode, coming back to /vnlottery in it. */
const lottoPayloadOf = (game: GameEntry, prizeMode: VnPrizeMode) => ({
  lottoArea: 'VN' as const,
  launchMode: 'LOTT' as const,
  lottoPrizeMode: prizeMode,
  lottoGameCode: game.gameId,
  lottoView: 'betting' as const,
  device: 'WEB',
  backUrl: `${window.location.origin}/vnlottery?${PRIZE_MODE_PARAM}=${prizeMode}`,
  language: currentLanguage(),
})

/** The vendor's first game (sports, cockfight and e-lottery have no page, spec §2). */
async function findVendorGame(vendor: DirectVendor, signal: AbortSignal): Promise<GameEntry | null> {
  const reply = await call(Endpoints.gameList, { body: { gameType: vendor.gameType, vassalage: vendor.vassalage, page: 1, pageSize: 1 }, signal })
  return reply.list[0] ?? null
}

// A forced password change is still the login (the session starts after it).
const loginModals: readonly string[] = [AuthModal.login, AuthModal.register, AuthModal.forgotPassword, AuthModal.changePassword]

/** The login popup's outcome: a session started means logged in; the popups closing without one, cancelled. */
const loginOutcome = fromCallback<GameLaunchEvent>(({ sendBack, system }) => {
  const session = systemActor(system, 'session')
  const watchSession = session?.subscribe((s) => {
    if (s.context.current !== null) sendBack({ type: 'login.succeeded', trial: s.context.current.isAgent === TRIAL_TYPE })
  })
  const modals = systemActor(system, 'modals')!
  const watchModals = modals.subscribe((snapshot) => {
    const loginModalOpen = snapshot.context.stack.some((m) => loginModals.includes(m.name))
    if (!loginModalOpen && !session?.getSnapshot().context.current) sendBack({ type: 'login.cancelled' })
  })
  return () => {
    watchSession?.unsubscribe()
    watchModals.unsubscribe()
  }
})

/**
 * The launch flow (machines/gameLaunch.machine.ts) with its real dependencies. It runs as the
 * `gameLaunch` child of the app's actor system from the first launch on: it outlives the card
 * that started it, waits for the login popup, and navigates when the address comes.
 */
export function launchGameLogic({ navigate }: LaunchDeps) {
  const logic = gameLaunchMachine.provide({
    actors: {
      launch: fromPromise<GameLaunchReply, LaunchRequest>(async ({ input, signal, system }) => {
        const token = sessionToken() ?? ''
        const headers = { Language: currentLanguage() }
        // A PVP room opens through its own call (spec §7), whose reply carries the address in `content`.
        if (input.room !== null && input.room.gameId === input.game.gameId) {
          const reply = await call(Endpoints.roomLaunch, { query: { roomId: input.room.roomId, language: currentLanguage() }, token, headers, signal })
          return { game_url: reply.content }
        }
        // The Vietnamese lottery opens through the lottery launch (spec §7), at the title's betting view.
        if (input.game.vassalage === VN_LOTTERY_VENDOR) {
          // The mode the lobby chose, if the brand offers it; else the brand's first (a title opened from elsewhere).
          const brandModes = systemActor(system, 'boot')?.getSnapshot().context.status?.info.brand.prizeModes ?? []
          const prizeMode = offeredPrizeMode(input.prizeMode, vnPrizeModes(brandModes))
          return call(LotteryEndpoints.lottoLaunch, { body: lottoPayloadOf(input.game, prizeMode), token, headers, signal })
        }
        return call(Endpoints.gameLaunch, { body: payloadOf(input.game, token), token, headers, signal })
      }),
      findVendorGame: fromPromise<GameEntry | null, { vendor: DirectVendor }>(({ input, signal }) => findVendorGame(input.vendor, signal)),
      loginOutcome,
    },
    actions: {
      openLogin: ({ system }) => modalCommands(systemActor(system, 'modals')!).openAuth(AuthModal.login),
      showRealAccountWarning: ({ self, system }) =>
        dialogCommands(systemActor(system, 'dialog')!).open({
          title: i18n.t('common.notice'),
          message: i18n.t('errors.trialAccount'),
          confirmLabel: i18n.t('common.confirm'),
          cover: false,
          testId: 'real-account-warning',
          onConfirm: () => self.send({ type: 'warning.confirmed' }),
        }),
      openGamePage: (_, game) => {
        keepGame(game)
        navigate('/game')
      },
      openDirect: (_, { url }) => {
        window.open(url, '_blank', 'noopener')
      },
      // A break or exclusion also says when it ends (GMT+8), as the shared failure dialog does.
      reportFailure: ({ system }, { failure }) =>
        dialogCommands(systemActor(system, 'dialog')!).open({ title: i18n.t('common.notice'), message: refusalTextNow({ ...failure, call: 'gameLaunch' }), testId: 'launch-failure' }),
    },
  })
  return logic
}
