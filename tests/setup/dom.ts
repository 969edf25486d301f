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

// The react-aria views the shared pickers, modals and dialog load after first paint: a browser
// fetches each small chunk in milliseconds, but the first import here transforms dozens of
// react-aria modules. Loaded once before the tests, so a test's wait covers the swap only.
if (typeof document !== 'undefined') {
  await Promise.all([
    import('@/shared/ui/aria/AriaMenu.tsx'),
    import('@/shared/ui/aria/AriaSelect.tsx'),
    import('@/shared/ui/modal/ModalOverlayView.tsx'),
    import('@/shared/ui/overlay/DialogOverlay.tsx'),
  ])
}
