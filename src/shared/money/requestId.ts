/**
 * A fresh request id (8-64 of [A-Za-z0-9_-]): one per request the member sends, kept for its
 * retries. Its own hex from crypto.getRandomValues (available outside secure contexts too),
 * so the money pages do not share a module with the first route (which would split it out).
 */
export const newRequestId = (prefix: string): string => {
  const bytes = new Uint8Array(12)
  globalThis.crypto.getRandomValues(bytes)
  return `${prefix}-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
}
