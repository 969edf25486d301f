/**
 * The timers a house page's script starts (its countdown, its poll), owned by the test that
 * loads the page. A server test worker runs its files one after another in one module graph:
 * a real timer left running would fire into the next file, which may have no document.
 */
import { vi } from 'vitest'

/** Fakes the page's timers; `advanceWithRealTime` lets them fire as real time passes, otherwise the test advances them. */
export const ownPageTimers = ({ advanceWithRealTime }: { advanceWithRealTime: boolean }): void => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'], shouldAdvanceTime: advanceWithRealTime })
}

/** Drops every page timer still pending and gives the real ones back (after each test). */
export const releasePageTimers = (): void => {
  vi.clearAllTimers()
  vi.useRealTimers()
}
