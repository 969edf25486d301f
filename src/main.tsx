import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { initI18n } from '@/shared/i18n'
import { App } from '@/app'

const root = document.getElementById('root')!

/** Loads the active locale (retrying while the network is down), then renders the app. */
async function start(attempt = 0): Promise<void> {
  try {
    await initI18n()
  } catch {
    // The splash in index.html stays on screen meanwhile.
    setTimeout(() => void start(attempt + 1), Math.min(10_000, 1000 * 2 ** attempt))
    return
  }
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

void start()
