/** What the router lends the navigator once it renders: its navigate and its current path. */
export interface RouterHandle {
  navigate(to: string): void
  pathname(): string
}

/**
 * The root's `navigate` dependency. The root actor system starts before the router exists
 * (the routes depend on the status reply), so the router attaches itself once rendered
 * (`AttachNavigator` in routes.tsx).
 */
export interface Navigator {
  navigate(to: string): void
  /** The current path (the router's once attached). */
  pathname(): string
  attach(router: RouterHandle): () => void
}

export function createNavigator(): Navigator {
  let current: RouterHandle | null = null
  return {
    navigate(to) {
      current?.navigate(to)
    },
    pathname() {
      return current?.pathname() ?? window.location.pathname
    },
    attach(router) {
      current = router
      return () => {
        if (current === router) current = null
      }
    },
  }
}
