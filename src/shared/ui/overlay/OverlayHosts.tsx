import { lazy, Suspense, useEffect, useState } from 'react'
import { useSelector } from '@xstate/react'
import { useTranslation } from '@/shared/i18n'
import { Spinner } from '../Spinner.tsx'
import { useDialogActor } from './dialog.ts'
import { useLoaderShown } from './loader.ts'

// The dialog's overlay (react-aria's Modal, focus scope and scroll lock) is its own chunk,
// fetched when the first dialog opens and kept for the next ones and the exit animation.
const DialogOverlay = lazy(() => import('./DialogOverlay.tsx').then((m) => ({ default: m.DialogOverlay })))

/** The loader overlay: a cover with a spinner while `loader` is held. */
export function LoaderHost() {
  // Mounted with the app, before the locale: the words only once it shows.
  return useLoaderShown() ? <LoaderOverlay /> : null
}

function LoaderOverlay() {
  const { t } = useTranslation()
  return (
    <div className="tl-loader-overlay" role="status" aria-live="polite" data-testid="loader-overlay">
      <Spinner size={56} />
      <span className="tl-visually-hidden">{t('common.loading')}</span>
    </div>
  )
}

/** The dialog overlay, mounted once the `dialog` actor first opens. */
export function DialogHost() {
  const open = useSelector(useDialogActor(), (s) => s.matches('open'))
  const [opened, setOpened] = useState(open)
  useEffect(() => {
    if (open) setOpened(true)
  }, [open])
  if (!opened && !open) return null
  return (
    <Suspense fallback={null}>
      <DialogOverlay />
    </Suspense>
  )
}
