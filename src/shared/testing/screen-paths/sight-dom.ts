import { expect } from 'vitest'
import { screen, within } from '@testing-library/react'
import { sightName, type Finder, type Sight } from './sight.ts'

type Queries = Pick<typeof screen, 'queryAllByRole' | 'queryAllByTestId'>

const findAll = (q: Queries, f: Finder): HTMLElement[] =>
  'testId' in f ? q.queryAllByTestId(f.testId) : q.queryAllByRole(f.role, { name: f.name, hidden: f.hidden ?? false })

const disabled = (el: HTMLElement) => el.hasAttribute('disabled') || el.getAttribute('aria-disabled') === 'true'

/** Checks one sight on the jsdom screen with Testing Library; throws what is wrong. */
export function checkSightInDom(sight: Sight): void {
  const what = sightName(sight)
  let scope: Queries = screen
  if (sight.in) {
    const outer = findAll(screen, sight.in)[0]
    if (sight.is === 'absent' && !outer) return
    expect(outer, `${what}: its container`).toBeDefined()
    scope = within(outer!)
  }
  const found = findAll(scope, sight)
  if (sight.is === 'absent') {
    expect(found, what).toHaveLength(0)
    return
  }
  expect(found.length, what).toBeGreaterThan(0)
  if (sight.is === 'enabled') for (const el of found) expect(disabled(el), what).toBe(false)
  if (sight.is === 'disabled') for (const el of found) expect(disabled(el), what).toBe(true)
  if (sight.is === 'selected') expect(found.some((el) => el.getAttribute('aria-selected') === 'true'), what).toBe(true)
  const first = found[0]!
  if (sight.text !== undefined) expect(first, what).toHaveTextContent(sight.text)
  if (sight.notText !== undefined) expect(first, what).not.toHaveTextContent(sight.notText)
  if (sight.value !== undefined) expect(first, what).toHaveValue(sight.value)
  if (sight.attribute) {
    const [name, value] = sight.attribute
    if (typeof value === 'string') expect(first.getAttribute(name), what).toBe(value)
    else expect(first.getAttribute(name) ?? '', what).toMatch(value)
  }
}

export const checkSightsInDom = (sights: ReadonlyArray<Sight>): void => sights.forEach(checkSightInDom)
