import { createValueStore, useValue } from '@/shared/lib'

/** The vendor chosen from a nav dropdown (spec §2); cleared when a nav item is clicked. */
const selected = createValueStore<string | null>(null)

export const selectedVendor = {
  get: selected.get,
  select: (code: string): void => selected.set(code),
  clear: (): void => selected.set(null),
  subscribe: selected.subscribe,
}

export const useSelectedVendor = () => useValue(selected)
