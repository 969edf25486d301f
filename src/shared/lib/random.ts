/** One element of a list, chosen at random (CDN lists, spec §7); undefined for an empty list. */
export function pickOne<T>(list: readonly T[], random: () => number = Math.random): T | undefined {
  if (list.length === 0) return undefined
  return list[Math.floor(random() * list.length) % list.length]
}

/** Joins a base URL and a path with exactly one slash. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
}
