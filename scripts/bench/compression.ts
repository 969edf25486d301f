/**
 * Compression bench (`npm run bench -- compression`): what compression saves and costs.
 *  1. Over HTTP from a fresh `server/main.ts` (built SPA in dist/, built when missing): the
 *     bytes on the wire without and with `Accept-Encoding: br, gzip` for the first route's
 *     JavaScript and CSS (from Vite's manifest, as `npm run size` counts them:
 *     build/first-route-files.ts), the status reply, a page of games and a 500-game catalogue
 *     page (the lobby loads the catalogue in those).
 *  2. In process: the size and CPU time of compressing a seamless-wallet reply (Brotli quality
 *     4 and gzip, as plugins/compression.ts would), to show why those calls opt out.
 * Port: BENCH_PORT (default 8682).
 */
import { execSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { request } from 'node:http'
import { startBenchServer, stopBenchServer } from './support/bench-server.ts'
import { firstRouteFiles, readManifest } from '../build/first-route-files.ts'

const port = Number(process.env.BENCH_PORT ?? 8682)
const base = `http://127.0.0.1:${port}`
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`

/** Raw bytes on the wire (node:http does not decode), and the encoding the server chose. */
function wire(path: string, acceptEncoding: string | null, method = 'GET', body?: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {}
    if (acceptEncoding) headers['accept-encoding'] = acceptEncoding
    if (body) headers['content-type'] = 'application/json'
    const req = request(`${base}${path}`, { method, headers }, (res) => {
      let bytes = 0
      res.on('data', (c: Buffer) => (bytes += c.length))
      res.on('end', () => resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

function seamlessCost() {
  const reply = Buffer.from(JSON.stringify({ success: true, value: { ok: true, code: null, balance: 12_345_678, replayed: false } }))
  const time = (f: () => Buffer) => {
    const runs = 20_000
    let out = f()
    const t0 = performance.now()
    for (let i = 0; i < runs; i++) out = f()
    return { bytes: out.length, us: ((performance.now() - t0) * 1000) / runs }
  }
  const br = time(() => brotliCompressSync(reply, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }))
  const gz = time(() => gzipSync(reply))
  console.log(`seamless-wallet reply: ${reply.length} B as is; Brotli q4 ${br.bytes} B in ${br.us.toFixed(1)} µs; gzip ${gz.bytes} B in ${gz.us.toFixed(1)} µs`)
}

export async function main() {
  if (!existsSync('dist/.vite/manifest.json')) execSync('npx vite build', { stdio: 'inherit' })
  const dataDir = mkdtempSync(join(tmpdir(), 'tala-bench-compress-'))
  const server = await startBenchServer({ DATA_DIR: dataDir }, port)
  try {
    const rows: { what: string; path: string; method?: string; body?: string }[] = [
      ...firstRouteFiles(readManifest('dist')).files.map((f) => ({ what: f, path: `/${f}` })),
      { what: 'status reply', path: '/wps/system/status?url=localhost' },
      { what: 'game list, 60 games', path: '/wps/relay/GCSGAME_gameList', method: 'POST', body: JSON.stringify({ page: 1, pageSize: 60 }) },
      { what: 'catalogue page, 500 games', path: '/wps/relay/GCSGAME_gameList', method: 'POST', body: JSON.stringify({ page: 1, pageSize: 500 }) },
    ]
    let js = { plain: 0, packed: 0 }
    console.log('what'.padEnd(44), 'as is'.padStart(10), 'sent'.padStart(10), ' encoding')
    for (const row of rows) {
      const plain = await wire(row.path, null, row.method, row.body)
      const packed = await wire(row.path, 'gzip, deflate, br', row.method, row.body)
      if (row.what.endsWith('.js')) js = { plain: js.plain + plain.bytes, packed: js.packed + packed.bytes }
      console.log(row.what.padEnd(44), kib(plain.bytes).padStart(10), kib(packed.bytes).padStart(10), ` ${packed.encoding}`)
    }
    console.log(`first route JavaScript on the wire: ${kib(js.plain)} as is, ${kib(js.packed)} sent to a browser`)
    seamlessCost()
  } finally {
    await stopBenchServer(server)
    rmSync(dataDir, { recursive: true, force: true })
  }
}
