import { useEffect, useState, type ReactNode } from 'react'

/** The next frame, or a plain timer where there are no frames (tests, a hidden tab). */
const nextFrame = (run: () => void): void => {
  if (typeof requestAnimationFrame !== 'function' || document.hidden) setTimeout(run, 0)
  else requestAnimationFrame(() => setTimeout(run, 0))
}

/**
 * Parts waiting for their turn, in mount order. One part per task, each after a frame: ten
 * lanes below the fold become ten short tasks (and ten small layouts), never one long one
 * that holds up a tap on a phone.
 */
const waiting: Array<() => void> = []
let running = false
const runNext = () => {
  waiting.shift()?.()
  if (waiting.length > 0) nextFrame(runNext)
  else running = false
}
const enqueue = (show: () => void): (() => void) => {
  waiting.push(show)
  if (!running) {
    running = true
    nextFrame(runNext)
  }
  return () => {
    const at = waiting.indexOf(show)
    if (at >= 0) waiting.splice(at, 1)
  }
}

/**
 * Forgets the parts waiting and the turn in flight. For test setups: a test's fake timers can
 * drop the turn that would run the queue, which would leave every later part waiting.
 */
export const resetAfterPaint = (): void => {
  waiting.length = 0
  running = false
}

/**
 * Renders its children in a task of their own once the browser has painted what came before
 * (`fallback` until then), one AfterPaint at a time in the order they mounted: what sits below
 * the first screen neither delays it nor makes its render one long task. For content the
 * player cannot see yet.
 */
export function AfterPaint({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [shown, setShown] = useState(false)
  useEffect(() => enqueue(() => setShown(true)), [])
  return <>{shown ? children : fallback}</>
}
