/**
 * Serves the built SPA from dist/, precompressed (Brotli or gzip) when the client accepts it. Hashed files under /assets are cached for a year,
 * index.html never (so a deploy is picked up at once). Page navigations to any other path
 * get index.html (history routing); API, admin and image paths never do, so a mistyped API
 * call still gets a JSON 404. Without a build, navigations get a page saying how to build.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join, resolve, sep } from 'node:path'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fastifyStatic from '@fastify/static'
import { Endpoints } from '../../src/shared/api/index.ts'
import { rootPlugin } from './root-plugin.ts'
import { inlineStyleHashes } from './content-security-policy.ts'

export interface SpaFiles {
  /** Absolute dist directory, or null when there is no build to serve. */
  readonly root: string | null
  /**
   * CSP hashes of the inline styles of the page served (the built index.html keeps the boot
   * splash's <style>; without a build, the not-built page's).
   */
  readonly styleHashes: readonly string[]
}

/**
 * The page's first call, asked for beside its scripts: the SPA starts with the status of its
 * host (`src/entities/system/api/status.ts`, the same address), and finds the reply on its way
 * instead of asking once its scripts have run, a round trip later. The reply depends on nothing
 * a stored session adds (no token), so the preloaded one serves every visitor.
 */
export const statusPreload = (req: FastifyRequest): string =>
  `<${Endpoints.systemStatus.path}?${new URLSearchParams({ url: req.host }).toString()}>; rel=preload; as=fetch; crossorigin`

const NOT_SPA_PREFIXES = ['/wps', '/lgw', '/lotto', '/admin', '/img']
const LONG_CACHE = 'public, max-age=31536000, immutable'

export const locateSpa = (distDir: string | null): SpaFiles => {
  const none: SpaFiles = { root: null, styleHashes: inlineStyleHashes(NOT_BUILT_PAGE) }
  if (distDir === null) return none
  const root = resolve(distDir)
  const index = join(root, 'index.html')
  if (!existsSync(index)) return none
  // Read once: a rebuild needs a restart, as a deploy does.
  return { root, styleHashes: inlineStyleHashes(readFileSync(index, 'utf8')) }
}

/** On the root: the not-found handler answers page navigations with reply.sendFile. */
export const staticPlugin = rootPlugin<{ spa: SpaFiles }>('tala-static', async (app, { spa }) => {
  if (spa.root === null) return
  const root = spa.root
  const assetsDir = join(spa.root, 'assets') + sep
  await app.register(fastifyStatic, {
    root: spa.root,
    prefix: '/',
    index: false,
    wildcard: true,
    cacheControl: false,
    // Dotfiles and directory listings stay private.
    dotfiles: 'deny',
    list: false,
    // The build writes .br and .gz copies (scripts/build/precompress.ts): sent by
    // Accept-Encoding with `Vary: Accept-Encoding`, never compressed per request.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      if (filePath.startsWith(assetsDir)) reply.header('cache-control', LONG_CACHE)
      // The service worker must be re-checked on every visit, or an update waits a day.
      else if (filePath.endsWith('index.html') || filePath.endsWith(`${sep}sw.js`)) reply.header('cache-control', 'no-cache')
      else reply.header('cache-control', 'public, max-age=3600')
    },
  })
  // The hashed files, by name, as the build wrote them: a deploy restarts the server. The file
  // server's own route checks a path's spelling against a listing of every directory on it on
  // each request (hundreds of names under /assets): about half the server's CPU for a page's
  // load. A name outside this list (a typo, another case, a path trick) is not found, as there.
  const assets = new Set(existsSync(assetsDir) ? readdirSync(assetsDir, { withFileTypes: true }).filter((e) => e.isFile() && !e.name.startsWith('.')).map((e) => e.name) : [])
  app.get<{ Params: { name: string } }>('/assets/:name', (req, reply) =>
    assets.has(req.params.name) ? reply.sendFile(req.params.name, assetsDir) : reply.callNotFound())
  // The root is a directory to the file server; it is the SPA's entry to us.
  app.get('/', (req, reply) => reply.header('cache-control', 'no-cache').header('link', statusPreload(req)).sendFile('index.html', root))
})

const isPageNavigation = (req: FastifyRequest): boolean => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const path = req.url.split('?')[0] ?? ''
  if (NOT_SPA_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))) return false
  return (req.headers.accept ?? '').includes('text/html')
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Tala: web app not built</title>
<style>body { font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5 }</style></head>
<body>
<h1>The Tala web app has not been built yet</h1>
<p>The API is running, but there is no <code>dist/</code> folder to serve.
Run <code>npm run build</code> and reload this page (<code>npm start</code> builds first).</p>
</body></html>
`

/** Answers a page navigation with the SPA (or the not-built page); false when not one. */
export const trySpaFallback = (spa: SpaFiles, req: FastifyRequest, reply: FastifyReply): boolean => {
  if (!isPageNavigation(req)) return false
  if (spa.root === null) {
    reply.code(503).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(NOT_BUILT_PAGE)
    return true
  }
  reply.code(200).header('cache-control', 'no-cache').header('link', statusPreload(req)).sendFile('index.html', spa.root)
  return true
}
