import { useEffect, useSyncExternalStore } from 'react'

/** The loader overlay (spec §2): shown while at least one caller holds it. */
let holders = 0
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((l) => l())

export const loader = {
  show(): void {
    holders += 1
    emit()
  },
  hide(): void {
    if (holders === 0) return
    holders -= 1
    emit()
  },
  reset(): void {
    holders = 0
    emit()
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
  isShown: () => holders > 0,
}

export const useLoaderShown = () => useSyncExternalStore(loader.subscribe, loader.isShown, loader.isShown)

/** Holds the loader while `busy` is true (a flow's call is running, spec §4). */
export function useLoaderWhile(busy: boolean): void {
  useEffect(() => {
    if (!busy) return
    loader.show()
    return () => loader.hide()
  }, [busy])
}
