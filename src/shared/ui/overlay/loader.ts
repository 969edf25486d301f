import { useEffect } from 'react'
import { useSelector } from '@xstate/react'
import { useSystemActor } from '@/shared/lib'

/** The loader overlay (spec §2) is the `loader` actor of the app's system: shown while held. */
export const useLoaderActor = () => useSystemActor('loader')

export const useLoaderShown = (): boolean => useSelector(useLoaderActor(), (s) => s.matches('shown'))

/** Holds the loader while `busy` is true (a flow's call is running, spec §4). */
export function useLoaderWhile(busy: boolean): void {
  const loader = useLoaderActor()
  useEffect(() => {
    if (!busy) return
    loader.send({ type: 'loader.held' })
    return () => loader.send({ type: 'loader.released' })
  }, [busy, loader])
}
