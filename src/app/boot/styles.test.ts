import { afterEach, describe, expect, it } from 'vitest'
import { applyStyles } from './styles.ts'

afterEach(() => document.head.querySelectorAll('link').forEach((l) => l.remove()))

const preload = (href: string) => {
  const link = document.createElement('link')
  link.rel = 'preload'
  link.setAttribute('as', 'style')
  link.crossOrigin = ''
  link.setAttribute('href', href)
  document.head.append(link)
}
const stylesheets = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]

describe('applyStyles', () => {
  it('has nothing to wait for without preloaded styles (dev server, tests)', async () => {
    await expect(applyStyles()).resolves.toBeUndefined()
    expect(stylesheets()).toEqual([])
  })

  it('applies each preloaded stylesheet and waits until every one has loaded', async () => {
    preload('/assets/ui-1.css')
    preload('/assets/index-2.css')
    let done = false
    const applying = applyStyles().then(() => { done = true })
    const links = stylesheets()
    expect(links.map((l) => new URL(l.href).pathname)).toEqual(['/assets/ui-1.css', '/assets/index-2.css'])
    expect(links.every((l) => l.crossOrigin === '')).toBe(true)
    links[0]!.dispatchEvent(new Event('load'))
    await Promise.resolve()
    expect(done).toBe(false)
    links[1]!.dispatchEvent(new Event('load'))
    await applying
    expect(done).toBe(true)
  })

  it('fails when a stylesheet cannot load (offline), and takes it away so a retry adds it again', async () => {
    preload('/assets/ui-1.css')
    const applying = applyStyles()
    stylesheets()[0]!.dispatchEvent(new Event('error'))
    await expect(applying).rejects.toThrow('ui-1.css')
    expect(stylesheets()).toEqual([])
    const again = applyStyles()
    expect(stylesheets()).toHaveLength(1)
    stylesheets()[0]!.dispatchEvent(new Event('load'))
    await expect(again).resolves.toBeUndefined()
  })
})
