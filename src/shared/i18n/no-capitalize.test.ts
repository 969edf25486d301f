import { describe, expect, it } from 'vitest'

// Issue 38, item 9: the member centre's menu showed "Rekord Ng Taya" and "Ilipat Sa Upline":
// a stylesheet capitalised each word, and Tagalog's particles (ng, sa, ang) stay lower case, as
// do Vietnamese's and every sentence-case label. A label is shown as its locale file writes it.
const stylesheets = import.meta.glob<string>('/src/**/*.css', { eager: true, query: '?raw', import: 'default' })

describe('stylesheets', () => {
  it('never capitalise each word of a text', () => {
    const capitalising = Object.entries(stylesheets).filter(([, css]) => /text-transform\s*:\s*capitalize/i.test(css)).map(([path]) => path)
    expect(capitalising).toEqual([])
  })
})
