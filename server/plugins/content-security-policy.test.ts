/** The policy itself: what it never allows, and the library styles it allows staying true. */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { cspDirectives, LIBRARY_STYLES } from './content-security-policy.ts'

const reactAria = dirname(createRequire(import.meta.url).resolve('react-aria/package.json'))

/** The text React Aria's file puts in its <style> element, with its constants filled in. */
const injectedStyle = (file: string): string => {
  const source = readFileSync(join(reactAria, 'dist', 'private', file), 'utf8')
  const template = /style\.textContent = `([\s\S]*?)`\.trim\(\)/.exec(source)?.[1]
  expect(template, `a style text in ${file}`).toBeDefined()
  const constants = Object.fromEntries([...source.matchAll(/const (\$[\w$]+) = '([^']*)';/g)].map((m) => [m[1]!, m[2]!]))
  return template!.replace(/\$\{(\$[\w$]+)\}/g, (_, name: string) => constants[name] ?? `<unknown ${name}>`).trim()
}

describe('contentSecurityPolicy', () => {
  it('never lets a source list widen script-src, and allows no inline script or eval', () => {
    const directives = cspDirectives(() => ({ images: ['https://a.example'], frames: ['https://b.example'] }), ['sha256-x'])
    const req = { url: '/' } as IncomingMessage
    const text = (values: ReadonlyArray<string | ((r: IncomingMessage, s: ServerResponse) => string)>) =>
      values.map((v) => (typeof v === 'function' ? v(req, {} as ServerResponse) : v)).join(' ').trim()
    const policy = Object.fromEntries(Object.entries(directives).map(([name, values]) => [name, text(values)]))
    expect(policy['script-src']).toBe("'self'")
    expect(policy['img-src']).toBe("'self' data: https://a.example")
    expect(policy['frame-src']).toBe("'self' https://b.example")
    expect(Object.values(policy).join(' ')).not.toContain('unsafe-')
  })

  it('allows exactly the styles the installed React Aria injects', () => {
    expect(LIBRARY_STYLES).toEqual([injectedStyle('interactions/usePress.mjs'), injectedStyle('overlays/usePreventScroll.mjs')])
  })
})
