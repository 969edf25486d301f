import { useCallback, useEffect, useRef, useState } from 'react'

export type Loaded<T> =
  | { readonly status: 'loading'; readonly value: T | null; readonly reload: () => void }
  | { readonly status: 'ready'; readonly value: T; readonly reload: () => void }
  | { readonly status: 'failed'; readonly value: T | null; readonly failure: unknown; readonly reload: () => void }

/** One call loaded when the page shows, with a reload (the value shown so far stays while it reloads). */
export function useLoaded<T>(load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [round, setRound] = useState(0)
  const [state, setState] = useState<{ status: 'loading' | 'ready' | 'failed'; value: T | null; failure?: unknown }>({ status: 'loading', value: null })
  const loadRef = useRef(load)
  useEffect(() => {
    loadRef.current = load
  }, [load])
  useEffect(() => {
    const controller = new AbortController()
    loadRef.current(controller.signal).then(
      (value) => !controller.signal.aborted && setState({ status: 'ready', value }),
      (failure: unknown) => !controller.signal.aborted && setState((s) => ({ status: 'failed', value: s.value, failure })),
    )
    return () => controller.abort()
  }, [round])
  const reload = useCallback(() => setRound((r) => r + 1), [])
  return { ...state, reload } as Loaded<T>
}
