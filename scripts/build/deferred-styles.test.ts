import { describe, expect, it } from 'vitest'
import { deferStylesheets } from './deferred-styles.ts'

describe('deferStylesheets', () => {
  it('turns every stylesheet link into a preload, and leaves everything else as it was', () => {
    const html = [
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/a-2.js">',
      '<link rel="stylesheet" crossorigin href="/assets/ui-3.css">',
      '<link rel="stylesheet" href="/assets/index-4.css">',
      '<link rel="manifest" href="/manifest.webmanifest" />',
    ].join('\n')
    expect(deferStylesheets(html).split('\n')).toEqual([
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/a-2.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/ui-3.css">',
      '<link rel="preload" as="style" href="/assets/index-4.css">',
      '<link rel="manifest" href="/manifest.webmanifest" />',
    ])
  })
})
