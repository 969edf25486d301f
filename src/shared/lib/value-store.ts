import { useSyncExternalStore } from 'react'

/** A tiny observable value: writers `set`, readers `useValue(store)` re-render alone. */
export interface ValueStore<T> {
  get(): T
  set(value: T): void
  subscribe(listener: () => void): () => void
}

export function createValueStore<T>(initial: T): ValueStore<T> {
  let value = initial
  const listeners = new Set<() => void>()
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return
      value = next
      listeners.forEach((l) => l())
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

export const useValue = <T,>(store: ValueStore<T>): T => useSyncExternalStore(store.subscribe, store.get, store.get)
