// The contract and the root machines first, then a pause, then the rest: the script's evaluation
// in two tasks of about equal length instead of one (./app/boot/yield-evaluation.ts).
import '@/shared/api'
import '@machines/app.machine.ts'
import './app/boot/yield-evaluation.ts'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App, registerServiceWorker, warmFirstScreen } from '@/app'

// The page's chunk and the locale file start at once; everything else (the status call, the
// first screen) is the boot actor's. The first render runs in a task after the scripts'
// evaluation: two short tasks for a phone, not one long one.
warmFirstScreen()
setTimeout(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}, 0)

registerServiceWorker()
