// @vitest-environment jsdom
/** The slot page keeps the game session in memory: out of the address bar, sent in bodies only. */
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it, vi } from 'vitest'
// The page's flow, as flows.js (the build of house-client/) gives it to the page.
import '../../../house-client/flows.ts'

const publicDir = join(dirname(fileURLToPath(import.meta.url)), 'public')
const read = (name: string) => readFileSync(join(publicDir, name), 'utf8')

afterEach(() => { vi.unstubAllGlobals() })

describe('house slot page', () => {
  it('removes ?s= from the address bar at once and sends the session only in request bodies', async () => {
    const token = 't'.repeat(43)
    window.history.replaceState(null, '', `/house/slot/?s=${token}&lang=vi`)
    const html = read('slot.html')
    document.head.innerHTML = html.slice(html.indexOf('<head>') + 6, html.indexOf('</head>'))
    document.body.innerHTML = html.slice(html.indexOf('<body>') + 6, html.indexOf('</body>'))
    const fetch = vi.fn(async (_path: string, _init: RequestInit) => ({ json: async () => ({ success: false, code: 'UNAUTHORIZED', message: '' }) }))
    vi.stubGlobal('fetch', fetch)
    new Function(read('slot-texts.js'))()
    new Function(read('house-page.js'))()
    new Function(read('slot.js'))()
    expect(window.location.search).toBe('?lang=vi')
    expect(window.location.href).not.toContain(token)
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled())
    const [path, init] = fetch.mock.calls[0]!
    expect(path).toBe('/house/api/state')
    expect(path).not.toContain(token)
    expect(JSON.parse(String(init.body))).toEqual({ s: token })
  })
})
