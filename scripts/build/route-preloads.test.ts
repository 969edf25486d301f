// @vitest-environment node
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { Paths } from '../../src/shared/config/routes.ts'
import { routePageFolders, routePreloads } from './route-preloads.ts'

const routesSource = readFileSync(fileURLToPath(new URL('../../src/app/router/routes.tsx', import.meta.url)), 'utf8')

describe('routePageFolders', () => {
  it("reads every route's page folder from the router's table", () => {
    const folders = routePageFolders(routesSource, Paths)
    // Every path of spec §2 but the root (which redirects) has a page.
    expect([...folders.keys()].sort()).toEqual(Object.values(Paths).filter((p) => p !== Paths.root).sort())
    expect(folders.get(Paths.index)).toBe('index')
    expect(folders.get(Paths.register)).toBe('index')
    expect(folders.get(Paths.rng)).toBe('egame')
    expect(folders.get(Paths.bingo)).toBe('egame')
    expect(folders.get(Paths.app)).toBe('download')
    expect(folders.get(Paths.socialCallback)).toBe('socialCallback')
  })

  it('refuses a route whose page it cannot read, rather than leave it without its files', () => {
    const source = "const pageRoutes = [{ path: Paths.rng, meta: {}, lazy: somethingElse }]"
    expect(() => routePageFolders(source, Paths)).toThrow(/cannot be read/)
  })
})

describe('routePreloads', () => {
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_app-2.js'], css: ['assets/index-3.css'] },
    '_app-2.js': { file: 'assets/app-2.js', css: ['assets/app-4.css'] },
    'src/pages/egame/index.ts': { file: 'assets/egame-5.js', src: 'src/pages/egame/index.ts', imports: ['_app-2.js', '_hall-6.js'] },
    '_hall-6.js': { file: 'assets/hall-6.js', imports: ['_app-2.js'], css: ['assets/hall-7.css'] },
    'src/pages/Vip/index.ts': { file: 'assets/Vip-8.js', src: 'src/pages/Vip/index.ts', imports: ['_app-2.js'] },
  }

  it("lists a page's chunk, what it imports and their sheets, less what index.html starts with", () => {
    expect(routePreloads(manifest, new Map([['/rng', 'egame'], ['/vip', 'Vip']]))).toEqual({
      '/rng': [
        '</assets/egame-5.js>; rel=modulepreload; crossorigin',
        '</assets/hall-6.js>; rel=modulepreload; crossorigin',
        '</assets/hall-7.css>; rel=preload; as=style; crossorigin',
      ],
      '/vip': ['</assets/Vip-8.js>; rel=modulepreload; crossorigin'],
    })
  })

  it('fails the build when a page folder has no chunk', () => {
    expect(() => routePreloads(manifest, new Map([['/help', 'help']]))).toThrow(/No chunk for the page folder help/)
  })
})
