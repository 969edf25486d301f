/**
 * Registers the service worker the build writes (dist/sw.js, scripts/build/service-worker.ts):
 * it makes the site installable and lets a player on a lost connection see the app's offline
 * screen instead of the browser's error page. Only in a production build (the dev server has
 * no sw.js), and after the page has loaded so it never competes with the first screen.
 */
/** Set on <html> by the worker when it answers a navigation with the cached shell, offline. */
export const OFFLINE_SHELL_ATTRIBUTE = 'data-offline-shell'

/** Whether this document is the worker's cached shell, served because the network failed. */
export const servedOffline = (): boolean => document.documentElement.hasAttribute(OFFLINE_SHELL_ATTRIBUTE)

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // A browser that refuses (private mode, blocked storage) just runs without one.
    })
  }
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
