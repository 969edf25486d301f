import { useSyncExternalStore } from 'react'

/** The vendor chosen from a nav dropdown (spec §2); cleared when a nav item is clicked. */
let selected: string | null = null
const listeners = new Set<() => void>()

export const selectedVendor = {
  get: () => selected,
  select(code: string): void {
    selected = code
    listeners.forEach((l) => l())
  },
  clear(): void {
    if (selected === null) return
    selected = null
    listeners.forEach((l) => l())
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
}

export const useSelectedVendor = () => useSyncExternalStore(selectedVendor.subscribe, selectedVendor.get, selectedVendor.get)
