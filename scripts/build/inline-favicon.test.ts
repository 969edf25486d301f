import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { PNG } from 'pngjs'
import { withInlineFavicon } from './inline-favicon.ts'

const favicon = readFileSync('public/icons/favicon-32.png')

describe('withInlineFavicon', () => {
  it("puts the favicon's PNG in the link as a data URL and changes nothing else", () => {
    const html = '<head>\n    <link rel="manifest" href="/m.webmanifest" />\n    <link rel="icon" href="/icons/favicon-32.png" sizes="32x32" type="image/png" />\n  </head>'
    const out = withInlineFavicon(html, favicon)
    const href = /<link rel="icon" href="data:image\/png;base64,([^"]+)" sizes="32x32" type="image\/png" \/>/.exec(out)?.[1]
    expect(Buffer.from(href!, 'base64')).toEqual(favicon)
    expect(out.replace(/data:image\/png;base64,[^"]+/, '/icons/favicon-32.png')).toBe(html)
  })

  it('the shipped favicon is a 32 px PNG of under a kilobyte, so the page stays small', () => {
    const png = PNG.sync.read(favicon)
    expect([png.width, png.height]).toEqual([32, 32])
    expect(favicon.length).toBeLessThan(1024)
  })

  it('refuses a page without a PNG favicon link, or a file that is not a PNG', () => {
    expect(() => withInlineFavicon('<head></head>', favicon)).toThrow(/no <link rel="icon"/)
    expect(() => withInlineFavicon('<link rel="icon" href="/f.png">', Buffer.from('<svg/>'))).toThrow(/not a PNG/)
  })
})
