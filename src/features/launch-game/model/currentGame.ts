import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { useRootActor } from '@/shared/lib'
import type { appMachine } from '@machines/app.machine.ts'
import type { PlayingGame } from '@machines/gameLaunch.machine.ts'

/**
 * The game on /game is the `gameLaunch` actor's `playing`. It is also kept in session
 * storage, written when a launch opens /game and read once when the app starts, so a reload
 * of /game keeps playing.
 */
export type CurrentGame = PlayingGame

const KEY = 'tala.currentGame'

/** What a reload goes on playing (read once, by the app's root). */
export function storedGame(): CurrentGame | null {
  try {
    const raw = window.sessionStorage.getItem(KEY)
    const value = raw ? (JSON.parse(raw) as CurrentGame) : null
    return value && typeof value.url === 'string' ? { url: value.url, name: typeof value.name === 'string' ? value.name : '' } : null
  } catch {
    return null
  }
}

export function keepGame(game: CurrentGame): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(game))
  } catch {
    // Private mode: a reload then shows "no game".
  }
}

/** The game on /game: the launch flow's, or before the flow has started, the one a reload keeps. */
export function useCurrentGame(): CurrentGame | null {
  const root = useRootActor() as ActorRefFrom<typeof appMachine>
  const flow = useSelector(root, (s) => s.context.gameLaunch)
  const kept = useSelector(root, (s) => s.context.playing)
  const playing = useSelector(flow ?? undefined, (s) => s?.context.playing ?? null)
  return flow ? playing : (kept ?? null)
}
