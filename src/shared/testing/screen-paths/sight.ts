import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'

/**
 * What the user sees, said once for both drivers: found by role and accessible name (Testing
 * Library's and Playwright's `getByRole` agree on both), or by test id where nothing on screen
 * has a role. The jsdom runner checks it with Testing Library (sight-dom.ts), the browser
 * journeys with Playwright (tests/e2e/support/sight-page.ts). Names are the English texts:
 * both drivers run the site in English.
 */
export type Finder =
  | { readonly role: SightRole; readonly name?: string | RegExp; readonly hidden?: boolean }
  | { readonly testId: string }

/** The roles the models look for (a subset of ARIA's, as both libraries type them). */
export type SightRole = 'button' | 'textbox' | 'img' | 'tab' | 'dialog' | 'alertdialog' | 'group' | 'status' | 'heading' | 'link' | 'spinbutton' | 'menuitem' | 'row' | 'cell' | 'alert'

export type Sight = Finder & {
  /**
   * `shown`: at least one is there; `absent`: none is; `enabled` / `disabled`: every one found
   * is (and there is one); `selected`: a selected one is there.
   */
  readonly is: 'shown' | 'absent' | 'enabled' | 'disabled' | 'selected'
  /** Looked for inside the first element this finds. */
  readonly in?: Finder
  /** The (first) element's text contains this. */
  readonly text?: string | RegExp
  /** And does not contain this (a server's English under a translated message). */
  readonly notText?: string
  /** An input's value, or an attribute's. */
  readonly value?: string
  readonly attribute?: readonly [name: string, value: string | RegExp]
  /** Why the user must see it, for the failure message. */
  readonly why?: string
}

/** A state's sights, from the snapshot and the step that led to it. */
export type SightsOf = (snapshot: AnyMachineSnapshot, event: AnyEventObject) => ReadonlyArray<Sight>

/** What the user sees, by state node id (`login.verifying.sending`): every active node that has some is checked. */
export type Sights = Readonly<Record<string, SightsOf>>

/** How a sight is named in a failure: `button "Log in" (disabled) in [data-testid=login-form]`. */
export function sightName(sight: Sight): string {
  const finder = (f: Finder) => ('testId' in f ? `[data-testid=${f.testId}]` : `${f.role}${f.name !== undefined ? ` "${String(f.name)}"` : ''}`)
  const extra = [sight.text !== undefined ? `text ${String(sight.text)}` : '', sight.value !== undefined ? `value "${sight.value}"` : '', sight.attribute ? `${sight.attribute[0]}=${String(sight.attribute[1])}` : ''].filter(Boolean).join(', ')
  return `${finder(sight)} ${sight.is}${extra ? ` (${extra})` : ''}${sight.in ? ` in ${finder(sight.in)}` : ''}${sight.why ? `: ${sight.why}` : ''}`
}
