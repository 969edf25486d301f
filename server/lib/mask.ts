/** How bound values are shown back to their owner: enough to recognise, not to copy. */

/** "+63 9170000001" → "+63 ******0001"; "demo01@example.com" → "d***@example.com". */
export const maskTarget = (text: string): string => {
  const at = text.indexOf('@')
  if (at > 0) return `${text.slice(0, 1)}***${text.slice(at)}`
  return text.replace(/\d(?=\d{4})/g, '*')
}

/** "Juan Dela Cruz" → "J*** D*** C***". */
export const maskName = (name: string): string =>
  name.trim().split(/\s+/).filter(Boolean).map((word) => `${[...word][0]}***`).join(' ')

/** Bank account holder names compare without case or spacing differences. */
export const normalizeName = (name: string): string => name.normalize('NFKC').replace(/\s+/g, '').toLowerCase()

/** "demo01" -> "de***1": boards and friend lists show who without naming them. */
export const maskAccount = (account: string): string =>
  account.length <= 3 ? `${account.slice(0, 1)}***` : `${account.slice(0, 2)}***${account.slice(-1)}`
