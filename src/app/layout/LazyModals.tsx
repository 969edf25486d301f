import { lazy, Suspense, useEffect, useState } from 'react'
import { withTexts } from '@/shared/i18n'
import { AuthModal, useModal } from '@/shared/ui'
import { NOTICE_MODAL, NOTICE_POPUP_MODAL } from '@/entities/notice'
import { AGENT_CENTRE_MODAL, MEMBER_CENTRE_MODAL } from '@/entities/session'
import { VENDOR_GAMES_MODAL } from '@/entities/vendor'
import { CHAT_ROOM_MODAL } from '@/entities/chat'
import { useLaunchGame } from '@/features/launch-game'

// The announcement modal (with its HTML sanitiser and date formatting) is its own chunk,
// fetched the first time it opens, so the first route stays small.
const NoticeModal = lazy(() => import('@/widgets/notice-modal').then((m) => ({ default: m.NoticeModal })))
// Each centre comes with its namespace of texts (shared/i18n locale-files.ts), read beside its chunk.
const MemberCentre = lazy(() => withTexts(import('@/widgets/member-centre'), 'member', 'account', 'protection').then((m) => ({ default: m.MemberCentreModal })))
// The agent centre (its pages, chart and forms) is its own chunk, loaded when an agent opens it.
const AgentCentre = lazy(() => withTexts(import('@/widgets/agent-centre'), 'member', 'agent').then((m) => ({ default: m.AgentCentreModal })))
// The login, register and password forms (with their fields, captcha and verification steps)
// load the first time any of them opens; their flows already run in the root actor system.
const AuthModals = lazy(() => withTexts(import('@/widgets/auth-modals'), 'account').then((m) => ({ default: m.AuthModals })))
// The chat room (its messages, composer and send flow) with the `community` texts, when a member opens it.
const ChatRoomModal = lazy(() => withTexts(import('@/widgets/chat-room'), 'community').then((m) => ({ default: m.ChatRoomModal })))
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

export function LazyModals() {
  const launchGame = useLaunchGame()
  const notice = useOpenedOnce(NOTICE_MODAL)
  const popup = useOpenedOnce(NOTICE_POPUP_MODAL)
  const memberCentre = useOpenedOnce(MEMBER_CENTRE_MODAL)
  const agentCentre = useOpenedOnce(AGENT_CENTRE_MODAL)
  const vendorGames = useOpenedOnce(VENDOR_GAMES_MODAL)
  const chatRoom = useOpenedOnce(CHAT_ROOM_MODAL)
  const login = useOpenedOnce(AuthModal.login)
  const register = useOpenedOnce(AuthModal.register)
  const forgot = useOpenedOnce(AuthModal.forgotPassword)
  const changePassword = useOpenedOnce(AuthModal.changePassword)
  // One boundary per modal: a modal whose chunk is loading must not hide another that is
  // closing (a hidden modal never ends its exit animation and the page would stay inert).
  return (
    <>
      {notice && (
        <Suspense fallback={null}>
          <NoticeModal />
        </Suspense>
      )}
      {popup && (
        <Suspense fallback={null}>
          <NoticeModal name={NOTICE_POPUP_MODAL} kind="popup" />
        </Suspense>
      )}
      {memberCentre && (
        <Suspense fallback={null}>
          <MemberCentre />
        </Suspense>
      )}
      {agentCentre && (
        <Suspense fallback={null}>
          <AgentCentre />
        </Suspense>
      )}
      {chatRoom && (
        <Suspense fallback={null}>
          <ChatRoomModal />
        </Suspense>
      )}
      {vendorGames && (
        <Suspense fallback={null}>
          <VendorGamesModal onLaunch={launchGame} />
        </Suspense>
      )}
      {(login || register || forgot || changePassword) && (
        <Suspense fallback={null}>
          <AuthModals />
        </Suspense>
      )}
    </>
  )
}
