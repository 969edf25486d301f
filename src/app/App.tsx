import { DialogHost, LoaderHost } from '@/shared/ui'
import { BootGate } from './boot/BootGate.tsx'
import './styles/global.css'

/** The SPA: boot (status screens or the routed app) and the overlays. */
export function App() {
  return (
    <>
      <BootGate />
      <LoaderHost />
      <DialogHost />
    </>
  )
}
