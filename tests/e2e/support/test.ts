import { test as base, expect, type BrowserContext } from '@playwright/test'
import { e2eServer } from './server.ts'

export { expect }
export type { Browser, Locator, Page } from '@playwright/test'

/**
 * Every spec imports `test` from here: it fails a test in which Chromium reports a
 * Content-Security-Policy violation, in any page or frame of the test's context (the house
 * game inside /game included). Two witnesses: the console line Chromium writes ("Refused to
 * ... because it violates the following Content Security Policy directive") and the DOM's
 * `securitypolicyviolation` event. A spec that makes its own context hands it to `csp.watch`.
 */
export interface CspGuard {
  watch(context: BrowserContext): Promise<void>
}

const BINDING = '__talaCspViolation'

export const test = base.extend<{ csp: CspGuard }>({
  // This worker's own server (the config is read before a worker has its index).
  baseURL: async ({}, use) => {
    await use(e2eServer.url)
  },
  csp: [
    async ({ context }, use, testInfo) => {
      const violations: string[] = []
      const watch = async (ctx: BrowserContext) => {
        ctx.on('console', (message) => {
          const text = message.text()
          if (/Content Security Policy/i.test(text)) violations.push(`${message.location().url}: ${text}`)
        })
        await ctx.exposeBinding(BINDING, (_source, text: string) => { violations.push(text) })
        await ctx.addInitScript((binding) => {
          document.addEventListener('securitypolicyviolation', (e) => {
            const report = (window as unknown as Record<string, (text: string) => void>)[binding]
            report?.(`${e.documentURI}: ${e.effectiveDirective} refused ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`)
          })
        }, BINDING)
      }
      await watch(context)
      await use({ watch })
      if (violations.length > 0) await testInfo.attach('csp-violations', { body: violations.join('\n'), contentType: 'text/plain' })
      expect(violations, 'Content-Security-Policy violations reported by Chromium').toEqual([])
    },
    { auto: true },
  ],
})
