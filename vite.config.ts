import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import optimizeLocales from '@react-aria/optimize-locales-plugin'
import { fileURLToPath } from 'node:url'
import { precompress } from './scripts/build/precompress.ts'
import { serviceWorker } from './scripts/build/service-worker.ts'

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url))

const FRAMEWORK = /node_modules\/(react|react-dom|scheduler|react-router|xstate|@xstate|effect|i18next|react-i18next|@tanstack\/query-core|@tanstack\/react-query|use-sync-external-store)\//

// The dev server proxies the API to the platform server (npm run dev starts both).
const apiTarget = process.env.TALA_API_URL ?? 'http://localhost:8080'

export default defineConfig({
  plugins: [
    react(),
    // React Aria ships its own strings for ~35 locales; keep only those our five languages
    // use (it has none for Tagalog or Vietnamese, which fall back to en-US).
    optimizeLocales.vite({ locales: ['en-US', 'zh-CN', 'th-TH'] }),
    // dist/sw.js (Workbox): the site installable and its shell usable offline.
    serviceWorker(),
    // Brotli and gzip copies of the build, served by Accept-Encoding.
    precompress(),
  ],
  resolve: {
    alias: {
      '@': here('./src'),
      '@machines': here('./machines'),
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/wps': apiTarget,
      '/lgw': apiTarget,
      '/lotto': apiTarget,
      '/img': apiTarget,
      '/admin': apiTarget,
      '/house': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // scripts/size.ts reads the manifest to tell the first route from the page chunks.
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every screen runs on, in one file: it changes only when they are
          // upgraded, so a deploy of the app's own code leaves it in the browser's cache.
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 2 },
            // The app's own code the first screen runs, in one file. Left to itself Rolldown gives
            // each module a lazy screen also imports a chunk of its own (56 files on /index, 13
            // KiB more gzipped); the libraries those modules import keep their own chunks.
            { name: 'app', test: /\/(src|machines)\//, tags: ['$initial'], priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
})
