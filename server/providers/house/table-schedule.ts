/**
 * When a shared table's rounds happen: round n of a table starts at n × period since the epoch
 * (period = the cadence's betting + dealing + showing, times the length of a table second).
 * The schedule comes from the clock alone, so every server process agrees on it and a restart
 * resumes it; what happened in a round is in the database.
 */
import type { Cadence } from './table-games.ts'

export type TablePhase = 'betting' | 'dealing' | 'showing'

export interface RoundTimes {
  readonly roundNo: number
  readonly opensAt: number
  readonly closesAt: number
  readonly resultAt: number
  readonly endsAt: number
}

export const periodOf = (cadence: Cadence, secondMs: number): number => (cadence.betting + cadence.dealing + cadence.showing) * secondMs

export const roundTimes = (cadence: Cadence, secondMs: number, roundNo: number): RoundTimes => {
  const opensAt = roundNo * periodOf(cadence, secondMs)
  const closesAt = opensAt + cadence.betting * secondMs
  const resultAt = closesAt + cadence.dealing * secondMs
  return { roundNo, opensAt, closesAt, resultAt, endsAt: opensAt + periodOf(cadence, secondMs) }
}

/** The round under way at `now`. */
export const roundAt = (cadence: Cadence, secondMs: number, now: number): RoundTimes =>
  roundTimes(cadence, secondMs, Math.floor(now / periodOf(cadence, secondMs)))

export const phaseAt = (times: RoundTimes, now: number): TablePhase =>
  now < times.closesAt ? 'betting' : now < times.resultAt ? 'dealing' : 'showing'
