import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App, registerServiceWorker, warmFirstScreen } from '@/app'

// The locale file and the opened page's chunk start before the first render; everything else
// (the status call, the first screen) is the boot actor's.
warmFirstScreen()
// index.html's splash is already on screen, so the first render is not urgent: as a transition,
// React renders it in slices between which the browser can paint and answer input.
const root = createRoot(document.getElementById('root')!)
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
})

registerServiceWorker()
