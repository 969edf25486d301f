import { useLayoutEffect, useRef } from 'react'

/**
 * `value` as of the latest render, for callbacks made once (a machine's provided actors and
 * actions) to read when they run rather than what was current when they were made.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value)
  useLayoutEffect(() => {
    ref.current = value
  })
  return ref
}
