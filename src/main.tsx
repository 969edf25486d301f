import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App, registerServiceWorker } from '@/app'

// Everything from here on (the locale, the status call, the first screen) is the boot actor's.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)

registerServiceWorker()
