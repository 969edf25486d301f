/**
 * The Lighthouse bench's baseline (scripts/bench/lighthouse-baseline): a one-screen page on the
 * product's stack and nothing of the product, built with Vite and the same precompression as
 * the SPA, and served as the server serves dist/ (Fastify, @fastify/static, Brotli copies,
 * HTTP/1.1). Measured beside the routes in the same run, it says what the machine and the stack
 * leave the app that day: the routes' gap to it is the app's own work.
 */
import { fileURLToPath } from 'node:url'
import { join } from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import fastifyStatic from '@fastify/static'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { precompress } from '../../build/precompress.ts'

const pageDir = fileURLToPath(new URL('../lighthouse-baseline/', import.meta.url))

/** Builds the baseline page into `outDir` (its own Vite config: none of the SPA's is read). */
export async function buildBaseline(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: pageDir,
    logLevel: 'warn',
    plugins: [react(), precompress()],
    build: {
      outDir,
      emptyOutDir: true,
      chunkSizeWarningLimit: 1000,
      // The libraries in files of their own, as the SPA has them (vite.config.ts): React Aria's
      // apart from the framework, so that no file is one Lighthouse calls too large to lack a map.
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'aria', test: /node_modules\/(react-aria|@react-aria|react-stately|@react-stately|@internationalized|react-aria-components)\//, priority: 2 },
              { name: 'framework', test: /node_modules/, priority: 1 },
            ],
          },
        },
      },
    },
  })
}

/** Serves a built baseline on `port`: hashed assets for a year, the page never cached. */
export async function serveBaseline(dir: string, port: number): Promise<FastifyInstance> {
  const app = Fastify({ logger: false })
  await app.register(fastifyStatic, {
    root: dir,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', filePath.startsWith(join(dir, 'assets')) ? 'public, max-age=31536000, immutable' : 'no-cache')
    },
  })
  await app.listen({ port, host: 'localhost' })
  return app
}
