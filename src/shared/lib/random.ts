/** One element of a list, chosen at random (CDN lists, spec §7); undefined for an empty list. */
export function pickOne<T>(list: readonly T[], random: () => number = Math.random): T | undefined {
  if (list.length === 0) return undefined
  return list[Math.floor(random() * list.length) % list.length]
}

/** Joins a base URL and a path with exactly one slash. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
}

/** A random alphanumeric string (crypto random when available). */
export function randomString(length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
  const bytes = new Uint8Array(length)
  if (globalThis.crypto?.getRandomValues) globalThis.crypto.getRandomValues(bytes)
  else for (let i = 0; i < length; i++) bytes[i] = Math.floor(Math.random() * 256)
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')
}
