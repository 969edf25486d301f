import { detectLanguage, loadBundle } from '@/shared/i18n'
import { warmPage } from './routes.tsx'

/**
 * Starts the locale file and the opened page's chunks, called by the entry before the first
 * render: they come down beside the status call, not after the first render and the boot
 * actor's start (the boot's own loads then find them on their way). The locale is asked for
 * first: a hall's page is six small files, and over HTTP/1.1 a phone fetches six at a time,
 * so asked second the locale (which every screen needs) waited a round trip for a free
 * connection. Offline, the service worker has them all in its precache.
 */
export function warmFirstScreen(): void {
  loadBundle(detectLanguage()).catch(() => undefined)
  // The locale's import starts in a microtask (the bundler's preload wrapper), a page's
  // files at once: the page's turn comes after it.
  queueMicrotask(() => warmPage(window.location.pathname))
}
