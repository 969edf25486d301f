import { useCallback, useEffect, useSyncExternalStore } from 'react'

export type ResourceState<V> =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'success'; readonly value: V }
  | { readonly status: 'error'; readonly error: unknown }

const IDLE: ResourceState<never> = { status: 'idle' }
const LOADING: ResourceState<never> = { status: 'loading' }

export interface Resource<K, V> {
  /** Loads (once per key until cleared) and returns the value. */
  load(key: K): Promise<V>
  peek(key: K): ResourceState<V>
  subscribe(listener: () => void): () => void
  /** Forgets one key (or every key), so the next read loads again. */
  clear(key?: K): void
}

/**
 * A keyed, shared, cached async value: several components reading the same key share one
 * request. Used for reference data (vendor list, notices, help centre).
 */
export function createResource<K, V>(fetcher: (key: K) => Promise<V>, keyOf: (key: K) => string = (k) => JSON.stringify(k)): Resource<K, V> {
  const states = new Map<string, ResourceState<V>>()
  const inflight = new Map<string, Promise<V>>()
  const listeners = new Set<() => void>()
  const emit = () => listeners.forEach((l) => l())

  return {
    load(key) {
      const id = keyOf(key)
      const state = states.get(id)
      if (state?.status === 'success') return Promise.resolve(state.value)
      const running = inflight.get(id)
      if (running) return running
      const promise = fetcher(key).then(
        (value) => {
          if (inflight.get(id) === promise) {
            inflight.delete(id)
            states.set(id, { status: 'success', value })
            emit()
          }
          return value
        },
        (error: unknown) => {
          if (inflight.get(id) === promise) {
            inflight.delete(id)
            states.set(id, { status: 'error', error })
            emit()
          }
          throw error
        },
      )
      inflight.set(id, promise)
      states.set(id, LOADING)
      emit()
      return promise
    },
    peek(key) {
      return states.get(keyOf(key)) ?? IDLE
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    clear(key) {
      if (key === undefined) {
        states.clear()
        inflight.clear()
      } else {
        states.delete(keyOf(key))
        inflight.delete(keyOf(key))
      }
      emit()
    },
  }
}

/**
 * Reads a resource in a component, loading it when needed (unless `load` is false: then it
 * only reads what another caller loaded); `reload` forgets and loads again.
 */
export function useResource<K, V>(resource: Resource<K, V>, key: K, load = true): ResourceState<V> & { reload: () => void } {
  const state = useSyncExternalStore(resource.subscribe, () => resource.peek(key), () => resource.peek(key))
  useEffect(() => {
    if (load && state.status === 'idle') resource.load(key).catch(() => undefined)
  }, [resource, key, state.status, load])
  const reload = useCallback(() => {
    resource.clear(key)
    resource.load(key).catch(() => undefined)
  }, [resource, key])
  return { ...state, reload }
}
