import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import optimizeLocales from '@react-aria/optimize-locales-plugin'
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { precompress } from './scripts/build/precompress.ts'
import { serviceWorker } from './scripts/build/service-worker.ts'
import { preactAria } from './scripts/build/preact-aria.ts'
import { deferredStyles } from './scripts/build/deferred-styles.ts'
import { compileHints } from './scripts/build/compile-hints.ts'
import { localePreload } from './scripts/build/locale-preload.ts'
import { inlineFavicon } from './scripts/build/inline-favicon.ts'
import { DEFAULT_LANGUAGE } from './src/shared/config/languages.ts'
import { Paths } from './src/shared/config/routes.ts'
import { routePreloadsPlugin } from './scripts/build/route-preloads.ts'
import { effectProbes } from './scripts/build/effect-probes.ts'
import { firstRouteGroup, firstRouteModules, recordingFirstRoute } from './scripts/build/first-route-chunk.ts'

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url))

const ownCode = [here('./src'), here('./machines')]
const isOwnCode = (id: string) => ownCode.some((dir) => id.startsWith(dir))
// A module of ours runs nothing on import (no actor, no store): a component that imports its
// style sheet brings it when the component is used, and both drop out when it is not. Only a
// slice's index.ts that imports a sheet for the whole slice (shared/ui's ui.css) keeps it
// whenever the slice is imported.
const slicesWithStyles = new Map<string, boolean>()
/** The pause between the two halves of the app script's evaluation (src/app/boot/yield-evaluation.ts). */
const YIELD_EVALUATION = here('./src/app/boot/yield-evaluation.ts')

const ownModuleHasEffects = (id: string): boolean => {
  if (!isOwnCode(id) || /\.css($|\?)/.test(id) || id === here('./src/main.tsx') || id === YIELD_EVALUATION) return true
  if (!id.endsWith('/index.ts')) return false
  let styled = slicesWithStyles.get(id)
  if (styled === undefined) {
    styled = existsSync(id) && /^import '[^']+\.css'/m.test(readFileSync(id, 'utf8'))
    slicesWithStyles.set(id, styled)
  }
  return styled
}

// The dev server proxies the API to the platform server (npm run dev starts both).
const apiTarget = process.env.TALA_API_URL ?? 'http://localhost:8080'

// The shipped SPA renders with Preact's React-compatible layer: React DOM alone was a third
// of the first route (62 KiB of 205 gzipped); Preact's is about 11.
const preactCompat = {
  'react-dom/client': 'preact/compat/client',
  'react-dom/test-utils': 'preact/test-utils',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
  react: 'preact/compat',
  // React Router's package exports point at its development build (warnings, invariant checks);
  // the production build renders the same routes with less work.
  'react-router': here('./node_modules/react-router/dist/production/index.mjs'),
}

export default defineConfig(async ({ command }) => {
  // The first route in one file (scripts/build/first-route-chunk.ts): a recording pass first.
  const firstRoute = command === 'build' && !recordingFirstRoute() ? await firstRouteModules(here('./vite.config.ts'), isOwnCode) : null
  return {
    plugins: [
      react(),
      preactAria(),
      // Effect's start-up probes of the engine's stack traces, answered at build time.
      effectProbes(),
      // React Aria ships its own strings for ~35 locales; keep only those our five languages
      // use (it has none for Tagalog or Vietnamese, which fall back to en-US).
      optimizeLocales.vite({ locales: ['en-US', 'zh-CN', 'th-TH'] }),
      // dist/sw.js: the shell precached, hashed files kept, API calls never cached. (Not in the
      // recording pass, which writes nothing.)
      !recordingFirstRoute() && serviceWorker(),
      // The stylesheets load beside the scripts without holding back the splash.
      deferredStyles(),
      // The favicon inside index.html: no request of its own beside the app's scripts.
      !recordingFirstRoute() && inlineFavicon(here('./public/icons/favicon-32.png')),
      // The default language's locale file comes down beside the app's scripts.
      !recordingFirstRoute() && localePreload(DEFAULT_LANGUAGE),
      // Each script compiled whole off the main thread (V8's compile hint on its first line).
      compileHints(),
      // Each route's page files, for the server to ask for with the page (Link headers).
      !recordingFirstRoute() && routePreloadsPlugin({ routesFile: here('./src/app/router/routes.tsx'), paths: Paths }),
      // Brotli and gzip copies of the build, served by Accept-Encoding.
      !recordingFirstRoute() && precompress(),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: here('./src') },
        { find: '@machines', replacement: here('./machines') },
        ...(command !== 'build' ? [] : Object.entries(preactCompat).map(([find, replacement]) => ({ find: new RegExp(`^${find}$`), replacement }))),
      ],
    },
    server: {
      port: 5173,
      proxy: {
        '/wps': apiTarget,
        '/lgw': apiTarget,
        '/img': apiTarget,
        '/admin': apiTarget,
      },
    },
    build: {
      outDir: 'dist',
      sourcemap: false,
      // scripts/size.ts reads the manifest to tell the first route from the page chunks.
      manifest: true,
      chunkSizeWarningLimit: 600,
      rollupOptions: {
        // Our own modules run nothing on import (no actor, no store), so a slice's index.ts
        // re-exporting a form or a modal does not pull it into the first route: only what the
        // first screen uses stays in the entry; the rest goes with the lazy chunk that uses it.
        treeshake: { moduleSideEffects: (id: string) => ownModuleHasEffects(id) },
        // The evaluation pause goes in `app`, between the contract's modules and the rest.
        output: firstRoute ? { codeSplitting: { includeDependenciesRecursively: false, groups: [firstRouteGroup(new Set([...firstRoute, YIELD_EVALUATION]))] } } : {},
      },
    },
  }
})
