import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

// vite.config.ts is async (its build runs a recording pass first); in tests it only resolves.
export default mergeConfig(
  await viteConfig({ command: 'serve', mode: 'test' }),
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}', 'machines/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
            setupFiles: ['tests/setup/dom.ts'],
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
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  }),
)
