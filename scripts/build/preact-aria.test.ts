import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it, vi } from 'vitest'
import { applyPatches } from './preact-aria.ts'

// The patches run against the React Aria installed here: a release that moves the code they
// patch fails this test (and the build) instead of shipping menus that do not open.
const require = createRequire(import.meta.url)
const ariaFile = (rel: string) => require.resolve(`react-aria/package.json`).replace(/package\.json$/, rel)
const documentFile = ariaFile('dist/private/collections/Document.mjs')
const handlerFile = ariaFile('dist/private/interactions/createEventHandler.mjs')

/** Evaluates a patched module's source with its imports stubbed, returning its exports. */
const load = (code: string): Record<string, unknown> => {
  const exported: Record<string, unknown> = {}
  const body = code
    .replace(/^import .*$/gm, '')
    .replace(/^export \{([^}]*)\};?$/m, (_m, list: string) =>
      list.split(',').map((pair) => pair.trim().split(/\s+as\s+/)).map(([local, name]) => `exported[${JSON.stringify(name)}] = ${local};`).join('\n'))
  new Function('exported', 'process', body)(exported, { env: { NODE_ENV: 'production' } })
  return exported
}

describe('React Aria under Preact', () => {
  it('gives the collection document createElementNS, making the same node as createElement', () => {
    const patched = applyPatches(documentFile, readFileSync(documentFile, 'utf8'))!
    const { Document, ElementNode } = load(patched) as { Document: new (c: unknown) => { createElementNS(ns: string, t: string): unknown }; ElementNode: new (...a: unknown[]) => unknown }
    const doc = new Document({ clone: () => ({}) })
    expect(doc.createElementNS('http://www.w3.org/1999/xhtml', 'item')).toBeInstanceOf(ElementNode)
  })

  it('lets a node of the collection document remove itself from its parent', () => {
    const patched = applyPatches(documentFile, readFileSync(documentFile, 'utf8'))!
    const { Document } = load(patched) as { Document: new (c: unknown) => { createElement(t: string): { remove(): void; parentNode: unknown }; appendChild(n: unknown): void; firstChild: unknown; queueUpdate(): void } }
    const doc = new Document({ clone: () => ({ addNode() {}, removeNode() {}, getItem() {} }) })
    doc.queueUpdate = () => {}
    const node = doc.createElement('item')
    doc.appendChild(node)
    expect(doc.firstChild).toBe(node)
    node.remove()
    expect(doc.firstChild).toBeNull()
    expect(node.parentNode).toBeNull()
  })

  it('keeps a native event\'s key, target and currentTarget in the copy handlers see', () => {
    const patched = applyPatches(handlerFile, readFileSync(handlerFile, 'utf8'))!
    const { createEventHandler } = load(patched) as { createEventHandler: (h: (e: { key: string; currentTarget: unknown; target: unknown; getModifierState(k: string): boolean }) => void) => (e: Event) => void }
    const target = new EventTarget()
    let seen: { key: string; currentTarget: unknown; target: unknown; shift: boolean } | null = null
    const handle = createEventHandler((e) => { seen = { key: e.key, currentTarget: e.currentTarget, target: e.target, shift: e.getModifierState('Shift') } })
    target.addEventListener('keydown', (e) => handle(e))
    target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', shiftKey: true }))
    expect(seen).toEqual({ key: 'Escape', currentTarget: target, target, shift: true })
  })

  it('tells a right-to-left language from a left-to-right one without Intl.Locale', () => {
    const utilsFile = ariaFile('dist/private/i18n/utils.mjs')
    const { isRTL } = load(applyPatches(utilsFile, readFileSync(utilsFile, 'utf8'))!) as { isRTL: (l: string) => boolean }
    const maximize = vi.spyOn(Intl.Locale.prototype, 'maximize')
    expect(['ar-EG', 'he', 'fa-IR', 'ur'].map(isRTL)).toEqual([true, true, true, true])
    expect(['en-US', 'fil-PH', 'tl', 'vi-VN', 'th-TH', 'zh-CN'].map(isRTL)).toEqual([false, false, false, false, false, false])
    expect(maximize).not.toHaveBeenCalled()
    maximize.mockRestore()
  })

  it("takes the browser's language without asking ICU, and en-US for something that is not a language tag", () => {
    const localeFile = ariaFile('dist/private/i18n/useDefaultLocale.mjs')
    const patched = applyPatches(localeFile, readFileSync(localeFile, 'utf8'))!
    expect(patched).not.toContain('supportedLocalesOf')
    const source = patched.replace(/\(0, \$[0-9a-f]+\$export\$[0-9a-f]+\)\(locale\)/, '(locale === "ar")')
    const run = (language: unknown) => {
      vi.stubGlobal('navigator', { language })
      try {
        return (load(source) as { getDefaultLocale: () => { locale: string; direction: string } }).getDefaultLocale()
      } finally {
        vi.unstubAllGlobals()
      }
    }
    expect(run('fil-PH')).toEqual({ locale: 'fil-PH', direction: 'ltr' })
    expect(run('ar')).toEqual({ locale: 'ar', direction: 'rtl' })
    expect(run('not a locale!')).toEqual({ locale: 'en-US', direction: 'ltr' })
  })

  it('leaves every other module alone', () => {
    expect(applyPatches('/x/node_modules/react-aria/dist/private/utils/animation.mjs', 'let a = 1')).toBeNull()
  })
})
