import type { UserConfigExport } from 'vite'
import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

// vite.config.ts may be a plain object or a function of the command; in tests it only resolves.
const exported: UserConfigExport = viteConfig
const base = typeof exported === 'function' ? await exported({ command: 'serve', mode: 'test' }) : await exported

// Tests without a page (machines, build scripts, the rules in tests/unit) run in Node, which
// starts in a fraction of jsdom's time; components and hooks in src/ get jsdom, and so does
// the one script test that builds DOM events.
const nodeTests = ['machines/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts']
const scriptTestsWithDom = ['scripts/build/preact-aria.test.ts']

export default mergeConfig(
  base,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}', ...scriptTestsWithDom],
            setupFiles: ['tests/setup/dom.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'unit-node',
            environment: 'node',
            include: nodeTests,
            exclude: scriptTestsWithDom,
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            include: ['server/**/*.test.ts'],
            // A failure a contract entry does not declare answers 500 (server/http/route.ts).
            env: { TALA_STRICT_FAILURES: '1' },
            // On PostgreSQL: one migrated, seeded template database per run (test-db.ts clones it).
            globalSetup: ['server/testing/pg-template.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  }),
)
