/**
 * Registers the service worker the build writes (dist/sw.js, Workbox: scripts/build/service-worker.ts):
 * it makes the site installable and lets a player on a lost connection see the app's offline
 * screen instead of the browser's error page. Only in a production build (the dev server has
 * no sw.js), and once the first screen is done (`whenFirstScreenIsDone`).
 */

/**
 * How long after the page's load event the worker is registered. The load event comes before
 * an app's first screen (its data and pictures load after); the worker's install, which fetches
 * and stores the shell, ran beside them, on a phone's few cores.
 */
export const SERVICE_WORKER_DELAY_MS = 5000

/**
 * Runs `work` SERVICE_WORKER_DELAY_MS after the page's load event, in a moment the main thread
 * is idle (where the browser can say so): never beside the first screen's rendering and images.
 */
export function whenFirstScreenIsDone(work: () => void): void {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => work(), { timeout: 2000 }) : work())
  const afterLoad = () => setTimeout(idle, SERVICE_WORKER_DELAY_MS)
  if (document.readyState === 'complete') afterLoad()
  else window.addEventListener('load', afterLoad, { once: true })
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  whenFirstScreenIsDone(() => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // A browser that refuses (private mode, blocked storage) just runs without one.
    })
  })
}
