import { useCallback } from 'react'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { GameEntry, GameRoom } from '@/shared/api'
import { useRootActor } from '@/shared/lib'
import { useSessionFacts } from '@/entities/session'
import { useSystem } from '@/entities/system'
import type { appMachine } from '@machines/app.machine.ts'
import type { DirectVendor, GameLaunchEvent } from '@machines/gameLaunch.machine.ts'
import type { LaunchDeps } from './launchLogic.ts'

/** The launch flow's logic, loaded at the first launch. */
export const loadLaunchGameLogic = async (deps: LaunchDeps) => (await import('./launchLogic.ts')).launchGameLogic(deps)

const useRoot = () => useRootActor() as ActorRefFrom<typeof appMachine>

/** The launch flow, once started. */
export const useLaunchFlow = () => useSelector(useRoot(), (s) => s.context.gameLaunch)

/** Gives the launch flow a request, asking the app's system to start the flow first if no launch has run yet. */
function useSendToLaunch(): (request: GameLaunchEvent) => void {
  const root = useRoot()
  return useCallback((request: GameLaunchEvent) => {
    const flow = root.getSnapshot().context.gameLaunch
    if (flow) flow.send(request)
    else root.send({ type: 'game.wanted', request })
  }, [root])
}

/** Where a launch opens its game: a PVP room, or the Vietnamese lottery lobby's prize mode. */
export interface LaunchPlace {
  readonly room?: GameRoom
  readonly prizeMode?: string
}

/** Launches a game entry (spec §4): login first, trial warning, launch call, then /game or a direct launch. */
export function useLaunchGame(): (game: GameEntry, place?: LaunchPlace) => void {
  const send = useSendToLaunch()
  const sessionFacts = useSessionFacts()
  const freePlayGameTypes = useSystem().status.info.freePlayGameTypes
  return useCallback(
    (game: GameEntry, place: LaunchPlace = {}) =>
      send({ type: 'launch.requested', game, room: place.room ?? null, prizeMode: place.prizeMode ?? null, ...sessionFacts(), freePlayGameTypes }),
    [send, sessionFacts, freePlayGameTypes],
  )
}

/** Launches a vendor without a page (sports, cockfight, e-lottery: spec §2): its first game. */
export function useLaunchVendor(): (vendor: DirectVendor) => void {
  const send = useSendToLaunch()
  const sessionFacts = useSessionFacts()
  const freePlayGameTypes = useSystem().status.info.freePlayGameTypes
  return useCallback((vendor: DirectVendor) => send({ type: 'vendor.requested', vendor, ...sessionFacts(), freePlayGameTypes }), [send, sessionFacts, freePlayGameTypes])
}

/** The game page closed (left /game). */
export function useGameClosed(): () => void {
  const root = useRoot()
  return useCallback(() => root.getSnapshot().context.gameLaunch?.send({ type: 'game.closed' }), [root])
}

/** The launch is busy (its code loading for a request, looking the game up or asking for its address): the loader shows. */
export function useLaunchBusy(): boolean {
  const starting = useSelector(useRoot(), (s) => s.context.gameRequest !== null)
  const busy = useSelector(useLaunchFlow() ?? undefined, (s) => s?.hasTag('busy') ?? false)
  return starting || busy
}
