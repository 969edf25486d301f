import '@testing-library/jest-dom/vitest'
import { afterEach } from 'vitest'
import { cleanup } from '@testing-library/react'

// Each test starts with an empty DOM and empty storage. Tests that opt into the node
// environment (`// @vitest-environment node`) have no storage to clear.
afterEach(() => {
  if (typeof document === 'undefined') return
  cleanup()
  sessionStorage.clear()
  localStorage.clear()
})
