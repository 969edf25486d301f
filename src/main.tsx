import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App, registerServiceWorker, warmFirstScreen } from '@/app'

// The locale file and the opened page's chunk start before the first render; everything else
// (the status call, the first screen) is the boot actor's.
warmFirstScreen()
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)

registerServiceWorker()
