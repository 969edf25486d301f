import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

export default mergeConfig(
  viteConfig,
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
