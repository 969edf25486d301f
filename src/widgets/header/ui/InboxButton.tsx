import { useTranslation } from '@/shared/i18n'
import { useOpenMemberCentre } from '@/entities/session'
import { useUnreadCount } from '@/entities/member-badges'

/** The header's mail icon: opens the platform messages; its badge is the unread count (CSP_unreadCount), named for a screen reader. */
export function InboxButton() {
  const { t } = useTranslation()
  const unread = useUnreadCount()
  const openMemberCentre = useOpenMemberCentre()
  return (
    <button type="button" className="tl-inbox-button" aria-label={t('messages.headerButton', { count: unread })} onClick={() => openMemberCentre('messageV2')} data-testid="header-inbox">
      <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <path d="m4 7 8 6 8-6" />
      </svg>
      {unread > 0 && (
        <span className="tl-inbox-button__badge" aria-hidden="true" data-testid="header-unread">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </button>
  )
}
