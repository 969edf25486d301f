import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { afterEach, describe, expect, it } from 'vitest'
import { applyEffectPatches } from './effect-probes.ts'

// The patches run against the Effect installed here: a release that moves the probes fails
// this test (and the build) instead of quietly probing again.
const require = createRequire(import.meta.url)
const effectFile = (rel: string) => require.resolve('effect/package.json').replace(/package\.json$/, rel)
const utilsFile = effectFile('dist/Utils.js')
const coreFile = effectFile('dist/internal/effect.js')

/** Loads Effect's Utils module from source, its one import given, and counts the stacks it formats. */
const loadUtils = (code: string) => {
  let stacksRead = 0
  const previous = Error.prepareStackTrace
  Error.prepareStackTrace = (error, frames) => {
    stacksRead++
    return `${String(error)}\n${frames.map((f) => `    at ${String(f)}`).join('\n')}`
  }
  try {
    const exported: Record<string, unknown> = {}
    const body = code
      .replace(/^import .*$/gm, 'const getStackTraceLimit = () => Error.stackTraceLimit; const setStackTraceLimit = (n) => { Error.stackTraceLimit = n };')
      .replace(/^export /gm, '')
    new Function('exported', `${body}\nexported.internalCall = internalCall;`)(exported)
    return { exported: exported as { internalCall: <A>(body: () => A) => A }, stacksRead }
  } finally {
    Error.prepareStackTrace = previous
  }
}

describe("Effect's start-up stack probes", () => {
  afterEach(() => { Error.stackTraceLimit = 10 })

  it('load without reading a stack, where the published module reads one', () => {
    expect(loadUtils(readFileSync(utilsFile, 'utf8')).stacksRead).toBe(1)
    expect(loadUtils(applyEffectPatches(utilsFile, readFileSync(utilsFile, 'utf8'))!).stacksRead).toBe(0)
  })

  it('keep the explicit frame: a call through it returns its value and throws its error', () => {
    const { internalCall } = loadUtils(applyEffectPatches(utilsFile, readFileSync(utilsFile, 'utf8'))!).exported
    expect(internalCall(() => 42)).toBe(42)
    expect(() => internalCall(() => { throw new Error('boom') })).toThrow('boom')
  })

  it("answer the runtime's continuation probe without making an error", () => {
    const patched = applyEffectPatches(coreFile, readFileSync(coreFile, 'utf8'))!
    expect(patched).toContain('const continuationMarksStack = false;')
    expect(patched).not.toContain('stackProbe')
  })

  it('leave every other module alone', () => {
    expect(applyEffectPatches(effectFile('dist/Schema.js'), 'export const x = 1')).toBeNull()
  })
})
