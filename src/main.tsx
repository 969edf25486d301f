import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App, registerServiceWorker } from '@/app'

// Everything from here on (the locale, the status call, the first screen) is the boot actor's.
// The first render runs in a task after the scripts' evaluation: two short tasks for a phone,
// not one long one.
setTimeout(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}, 0)

registerServiceWorker()
