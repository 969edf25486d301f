import { availableParallelism } from 'node:os'
import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

// Tests without a page (machines, build scripts, the rules in tests/unit) run in Node, which
// starts in a fraction of jsdom's time; components and hooks in src/ get jsdom.
const nodeTests = ['machines/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts']
// The embedded database's own tests open PGlite whatever DATABASE_URL says: the PostgreSQL pass
// of the server suite (.ci/run) would run them a second time, unchanged.
const embeddedDatabaseTests = ['server/db/pglite-*.test.ts']

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // One module graph (and one PGlite template) per worker instead of one per test file: the
      // component files spent 60 % of their time re-importing react-aria and i18next per file.
      // Each server test file still gets its own database; each component file a fresh DOM and
      // storage (tests/setup/dom.ts), and each test sets the language it renders in.
      isolate: false,
      // One worker per core, not Vitest's one fewer: the server tests spend much of their time
      // waiting on their database's own thread, so a 2-core machine runs two files at once.
      maxWorkers: availableParallelism(),
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: ['src/**/*.paths.test.tsx'],
            // Rendering tests wait for lazy chunks transformed on first import: slow on a busy machine.
            testTimeout: 20_000,
            setupFiles: ['tests/setup/dom.ts'],
          },
        },
        {
          extends: true,
          test: {
            // Each flow's generated paths, driven through its real screen (npm run test:paths).
            name: 'paths',
            environment: 'jsdom',
            include: ['src/**/*.paths.test.tsx'],
            testTimeout: 30_000,
            setupFiles: ['tests/setup/dom.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'unit-node',
            environment: 'node',
            include: nodeTests,
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            include: ['server/**/*.test.ts'],
            exclude: process.env.DATABASE_URL ? embeddedDatabaseTests : [],
            // A failure a contract entry does not declare answers 500 (server/http/route.ts).
            env: { TALA_STRICT_FAILURES: '1' },
            // On PostgreSQL: one migrated, seeded template database per run (test-db.ts clones it).
            globalSetup: ['server/testing/pg-template.ts'],
            // Cheap password hashes in the tests' own code (server/testing/test-passwords.ts).
            setupFiles: ['server/testing/setup-passwords.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  }),
)
