/**
 * The only way text becomes HTML on this server: escape everything, then wrap paragraphs.
 * Seeded help articles and notices are written as plain text and rendered here, so the
 * HTML the SPA injects can never carry markup an author (or an attacker) typed.
 */
const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => entities[c] ?? c)

/** One `<p>` per paragraph; line breaks inside a paragraph become `<br>`. */
export const paragraphsToHtml = (paragraphs: ReadonlyArray<string>): string =>
  paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\r?\n/g, '<br>')}</p>`).join('')
