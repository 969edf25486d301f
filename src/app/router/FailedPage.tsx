import { useEffect, useState, type ComponentType } from 'react'
import { PageLoadFailed } from './RouteLoadError.tsx'

/**
 * The page of a chunk that failed to load. It loads the chunk again by itself when the browser
 * is back online, and on Retry, and then shows the page; once in, every later visit shows it.
 * If loading again fails too, the whole page reloads (a browser may keep a failed module import
 * failed for the page's life; a reload also picks up a new deployment's chunk names).
 */
export function failedPage(error: unknown, attempt: () => Promise<ComponentType>): ComponentType {
  let recovered: ComponentType | null = null
  let inFlight: Promise<ComponentType> | null = null
  const loadAgain = () =>
    (inFlight ??= attempt().then(
      (Page) => (recovered = Page),
      (failure: unknown) => {
        inFlight = null
        throw failure
      },
    ))

  return function FailedPage() {
    const [Page, setPage] = useState<ComponentType | null>(() => recovered)
    useEffect(() => {
      if (Page) return
      let mounted = true
      const recover = () =>
        loadAgain().then(
          (Loaded) => mounted && setPage(() => Loaded),
          () => mounted && window.location.reload(),
        )
      window.addEventListener('online', recover)
      return () => {
        mounted = false
        window.removeEventListener('online', recover)
      }
    }, [Page])
    if (Page) return <Page />
    return (
      <PageLoadFailed
        error={error}
        onRetry={() => loadAgain().then((Loaded) => setPage(() => Loaded), () => window.location.reload())}
      />
    )
  }
}
