import '@testing-library/jest-dom/vitest'
import { afterEach, vi } from 'vitest'
import { cleanup, configure } from '@testing-library/react'
import { resetAfterPaint } from '@/shared/ui/AfterPaint.tsx'

// A page's lazy chunk is transformed on its first import: on a loaded 2-core machine that alone
// can pass Testing Library's default second, so a findBy waits up to five.
configure({ asyncUtilTimeout: 5000 })

// Each test starts with an empty DOM and empty storage. Tests that opt into the node
// environment (`// @vitest-environment node`) have no storage to clear.
afterEach(() => {
  if (typeof document === 'undefined') return
  cleanup()
  // Timers and the after-paint queue outlive a test file (one module graph per worker): a test
  // that faked the timers must not leave the next file's timers, or its queued turn, behind.
  vi.useRealTimers()
  resetAfterPaint()
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
