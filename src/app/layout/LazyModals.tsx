import { lazy, Suspense, useEffect, useState } from 'react'
import { useModal } from '@/shared/ui'
import { NOTICE_MODAL } from '@/entities/notice'
import { MEMBER_CENTRE_MODAL } from '@/entities/session'

// The announcement modal (with its HTML sanitiser and date formatting) is its own chunk,
// fetched the first time it opens, so the first route stays small.
const NoticeModal = lazy(() => import('@/widgets/notice-modal').then((m) => ({ default: m.NoticeModal })))
const MemberCentreModal = lazy(() => import('@/widgets/member-centre').then((m) => ({ default: m.MemberCentreModal })))

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
  const memberCentre = useOpenedOnce(MEMBER_CENTRE_MODAL)
  return (
    <Suspense fallback={null}>
      {notice && <NoticeModal />}
      {memberCentre && <MemberCentreModal />}
    </Suspense>
  )
}
