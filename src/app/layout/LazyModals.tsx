import { lazy, Suspense, useEffect, useState } from 'react'
import { useModal } from '@/shared/ui'
import { NOTICE_MODAL } from '@/entities/notice'

// The announcement modal (with its HTML sanitiser and date formatting) is its own chunk,
// fetched the first time it opens, so the first route stays small.
const NoticeModal = lazy(() => import('@/widgets/notice-modal').then((m) => ({ default: m.NoticeModal })))

/** Mounts a lazily loaded modal once it has been opened, and keeps it for its exit animation. */
function useOpenedOnce(name: string): boolean {
  const { isOpen } = useModal(name)
  const [opened, setOpened] = useState(isOpen)
  useEffect(() => {
    if (isOpen) setOpened(true)
  }, [isOpen])
  return opened || isOpen
}

export function LazyModals() {
  const notice = useOpenedOnce(NOTICE_MODAL)
  return <Suspense fallback={null}>{notice && <NoticeModal />}</Suspense>
}
