import type { createBrowserRouter } from 'react-router'

type Router = ReturnType<typeof createBrowserRouter>

/**
 * The root's `navigate` dependency. The root actor system starts before the router exists
 * (the routes depend on the status reply), so the router attaches itself once created.
 */
export interface Navigator {
  navigate(to: string): void
  /** The current path (the router's once attached). */
  pathname(): string
  attach(router: Router): () => void
}

export function createNavigator(): Navigator {
  let current: Router | null = null
  return {
    navigate(to) {
      void current?.navigate(to)
    },
    pathname() {
      return current?.state.location.pathname ?? window.location.pathname
    },
    attach(router) {
      current = router
      return () => {
        if (current === router) current = null
      }
    },
  }
}
