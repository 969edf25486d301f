import { detectLanguage, loadBundle } from '@/shared/i18n'
import { servedOffline } from '../service-worker.ts'
import { warmPage } from './routes.tsx'

/**
 * Starts the opened page's chunk and the locale file, called by the entry before the first
 * render: both come down beside the status call, not after the first render and the boot
 * actor's start (the boot's own loads then find them on their way). Not when offline, where
 * the browser would remember a failed import even after the connection is back.
 */
export function warmFirstScreen(): void {
  if (servedOffline()) return
  warmPage(window.location.pathname)
  loadBundle(detectLanguage()).catch(() => undefined)
}
