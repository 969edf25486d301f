import type { ComponentType } from 'react'
import type { lazyPage } from './lazyPage.tsx'

export type PageLoader = ReturnType<typeof lazyPage>

/**
 * Each page chunk's component once loaded, kept by its loader: a page whose chunk is in (the
 * opened page's, started before boot ends) renders in the router's first render, as part of
 * the first screen, instead of after a suspended render and a second commit. (React's `lazy`
 * always suspends once, even for a module already loaded.)
 */
const loaded = new Map<PageLoader, ComponentType>()
const loading = new Map<PageLoader, Promise<void>>()

/** Starts loading a page's chunk (once); resolves when its component is ready. */
export function loadPage(loader: PageLoader): Promise<void> {
  let started = loading.get(loader)
  if (!started) {
    // A loader never rejects: a failed or slow chunk becomes a page reporting it (lazyPage).
    started = loader().then((Page) => void loaded.set(loader, Page))
    loading.set(loader, started)
  }
  return started
}

/** Renders the page of `loader`, or suspends (the nearest Suspense shows) until its chunk is in. */
export function PageOf({ loader }: { loader: PageLoader }) {
  const Page = loaded.get(loader)
  if (!Page) throw loadPage(loader)
  return <Page />
}
