/**
 * A background job's heartbeat: runs `run` now (or after the first tick, `firstAfterTick`) and
 * then every `tickMs`, never two at once (a tick that finds the last run still going is
 * skipped), and stops after the run in flight. The timer does not hold the process open.
 */
export const startTicker = (tickMs: number, run: () => Promise<void>, { firstAfterTick = false } = {}): { stop(): Promise<void> } => {
  let running: Promise<void> | null = null
  const tick = () => {
    if (running) return
    running = run().finally(() => { running = null })
  }
  const timer = setInterval(tick, tickMs)
  timer.unref()
  if (!firstAfterTick) setImmediate(tick)
  return {
    stop: async () => {
      clearInterval(timer)
      await running
    },
  }
}
