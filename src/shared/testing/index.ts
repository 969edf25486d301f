/** Test helpers (never imported by application code). */
export * from './fixtures.ts'
export * from './fetch.ts'
