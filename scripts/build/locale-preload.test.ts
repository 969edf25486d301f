import { describe, expect, it } from 'vitest'
import { withLocalePreload } from './locale-preload.ts'

describe('withLocalePreload', () => {
  it('adds a module preload of the locale file at the end of the head, and nothing else', () => {
    const html = '<head>\n    <script type="module" src="/assets/index-1.js"></script>\n  </head>\n  <body></body>'
    expect(withLocalePreload(html, 'assets/ty-2.js')).toBe(
      '<head>\n    <script type="module" src="/assets/index-1.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/ty-2.js">\n  </head>\n  <body></body>',
    )
  })
})
