import { useSelector } from '@xstate/react'
import { useSystemActor } from '@/shared/lib'
import type { gameLaunchMachine, PlayingGame } from '@machines/gameLaunch.machine.ts'

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

export const useCurrentGame = (): CurrentGame | null => useSelector(useSystemActor<typeof gameLaunchMachine>('gameLaunch'), (s) => s.context.playing)
