/**
 * CPU time spent during a measurement, read from Linux's /proc: the whole machine (every
 * process: server, database, load generator) and one process (the server). Bets per second
 * on a small shared machine move with whatever else runs; CPU milliseconds per bet move much
 * less, so they show whether a change made the work itself cheaper. Off Linux it reports
 * nothing.
 */
import { readFileSync } from 'node:fs'

/** Kernel clock ticks per second for /proc times (USER_HZ, 100 on Linux). */
const TICKS_PER_S = 100

const machineBusyTicks = (): number | null => {
  try {
    // cpu  user nice system idle iowait irq softirq steal ...
    const f = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number)
    return f[0]! + f[1]! + f[2]! + f[5]! + f[6]!
  } catch {
    return null
  }
}

const processTicks = (pid: number): number | null => {
  try {
    // Fields after the command name (which may contain spaces): utime and stime are 14 and 15.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ').map(Number)
    return f[11]! + f[12]!
  } catch {
    return null
  }
}

export interface CpuReading {
  /** CPU ms per unit of work, all processes on the machine. */
  readonly machineMs: number
  /** CPU ms per unit of work, the watched process alone. */
  readonly processMs: number
}

/** Starts a meter on `pid`; `stop(units)` gives CPU ms per unit, or null off Linux. */
export const startCpuMeter = (pid: number) => {
  const machine0 = machineBusyTicks()
  const process0 = processTicks(pid)
  return {
    stop(units: number): CpuReading | null {
      const machine1 = machineBusyTicks()
      const process1 = processTicks(pid)
      if (machine0 === null || machine1 === null || process0 === null || process1 === null || units <= 0) return null
      const ms = (ticks: number) => (ticks * 1000) / TICKS_PER_S / units
      return { machineMs: ms(machine1 - machine0), processMs: ms(process1 - process0) }
    },
  }
}
