/** What a route shows around its page (spec §2), carried as the route's `handle`. */
export interface RouteMeta {
  /** Route name: `page-<name>` is the page's test id. */
  readonly name: string
  readonly titleKey: string
  readonly header: boolean
  readonly footer: boolean
  readonly sideMenu: boolean
  /** A modal opened when the route is entered (/register opens the sign-up form). */
  readonly openModal?: string
}

export const FULL = { header: true, footer: true, sideMenu: true } as const
export const HEADER_ONLY = { header: true, footer: false, sideMenu: false } as const
export const BARE = { header: false, footer: false, sideMenu: false } as const
