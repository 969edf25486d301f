import { useEffect, useState, type ReactNode } from 'react'

/** The next frame, or a plain timer where there are no frames (tests, a hidden tab). */
const nextFrame = (run: () => void): (() => void) => {
  if (typeof requestAnimationFrame !== 'function' || document.hidden) {
    const timer = setTimeout(run, 0)
    return () => clearTimeout(timer)
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => { timer = setTimeout(run, 0) })
  return () => { cancelAnimationFrame(frame); clearTimeout(timer) }
}

/**
 * Renders its children in a task of their own once the browser has painted what came before
 * (`fallback` until then): what sits below the first screen neither delays it nor makes the
 * first render one long task that holds up a tap. For content the player cannot see yet.
 */
export function AfterPaint({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [shown, setShown] = useState(false)
  useEffect(() => nextFrame(() => setShown(true)), [])
  return <>{shown ? children : fallback}</>
}
