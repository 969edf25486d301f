import { Component, type ReactNode } from 'react'
import { PageLoadFailed } from './RouteLoadError.tsx'

/**
 * Whatever breaks while a page renders is reported inside the site frame (spec §8), the
 * header still there to go elsewhere; the route keys it, so the next page starts clean.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null }

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('page failed') }
  }

  override render() {
    return this.state.error ? <PageLoadFailed error={this.state.error} /> : this.props.children
  }
}
