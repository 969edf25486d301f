// Before each server test file (vitest.config.ts): the suite's cheap password hashes (test-passwords.ts).
import { beforeAll } from 'vitest'
import { useTestPasswordHashes } from './test-passwords.ts'

beforeAll(useTestPasswordHashes)
