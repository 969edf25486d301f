import { lazy, Suspense, useEffect, useState } from 'react'
import { useSelector } from '@xstate/react'
import { currentLanguage } from '@/shared/i18n'
import { useDialogActor, useModal, useModals } from '@/shared/ui'
import { NOTICE_MODAL, NOTICE_POPUP_MODAL, notices } from '@/entities/notice'
import { MEMBER_CENTRE_MODAL, afterLoginFlag, useAfterLoginPending, useIsLoggedIn } from '@/entities/session'
import { VENDOR_GAMES_MODAL } from '@/entities/vendor'
import { useLaunchGame } from '@/features/launch-game'

// The announcement modal (with its HTML sanitiser and date formatting) is its own chunk,
// fetched the first time it opens, so the first route stays small.
const NoticeModal = lazy(() => import('@/widgets/notice-modal').then((m) => ({ default: m.NoticeModal })))
const MemberCentre = lazy(() => import('@/widgets/member-centre').then((m) => ({ default: m.MemberCentreModal })))
// The popup game list of VASSALAGE vendors comes with the lobby's grid.
const VendorGamesModal = lazy(() => import('@/widgets/vendor-hall').then((m) => ({ default: m.VendorGamesModal })))

/** Mounts a lazily loaded modal once it has been opened, and keeps it for its exit animation. */
function useOpenedOnce(name: string): boolean {
  const { isOpen } = useModal(name)
  const [opened, setOpened] = useState(isOpen)
  useEffect(() => {
    if (isOpen) setOpened(true)
  }, [isOpen])
  return opened || isOpen
}

/**
 * The after-login modal (spec §4): once a login completes (the flag), the popup notices show
 * in the announcement modal, once. No popup notice, or a failed load: nothing shows. An open
 * dialog (the first-login welcome) goes first: a modal opened over it would make it inert.
 */
function useAfterLoginNotices() {
  const pending = useAfterLoginPending()
  const loggedIn = useIsLoggedIn()
  const modals = useModals()
  const dialogOpen = useSelector(useDialogActor(), (s) => s.matches('open'))
  useEffect(() => {
    if (!pending || !loggedIn || dialogOpen || !afterLoginFlag.take()) return
    notices.load(currentLanguage()).then(
      (reply) => {
        if (reply.popup.length > 0) modals.open(NOTICE_POPUP_MODAL)
      },
      () => undefined,
    )
  }, [pending, loggedIn, dialogOpen, modals])
}

export function LazyModals() {
  const launchGame = useLaunchGame()
  useAfterLoginNotices()
  const notice = useOpenedOnce(NOTICE_MODAL)
  const popup = useOpenedOnce(NOTICE_POPUP_MODAL)
  const memberCentre = useOpenedOnce(MEMBER_CENTRE_MODAL)
  const vendorGames = useOpenedOnce(VENDOR_GAMES_MODAL)
  return (
    <Suspense fallback={null}>
      {notice && <NoticeModal />}
      {popup && <NoticeModal name={NOTICE_POPUP_MODAL} kind="popup" />}
      {memberCentre && <MemberCentre />}
      {vendorGames && <VendorGamesModal onLaunch={launchGame} />}
    </Suspense>
  )
}
