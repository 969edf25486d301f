import '../member-centre.css'
import { Suspense, useId, useState } from 'react'
import { useTranslation } from '@/shared/i18n'
import { ManagedModal } from '@/shared/ui'
import { ListSkeleton } from '@/shared/list'
import { MEMBER_CENTRE_MODAL, useMemberCentrePage, useShowMemberCentrePage } from '@/entities/session'
import { entryFor, memberCentrePages, type MemberCentreEntry } from '../model/pages.ts'

/**
 * The member centre (spec §2): a modal with a side menu, default page securityCenter ("my
 * account"). The page shown is the modal's payload in the `modals` actor (the one it was
 * opened on, e.g. Deposit asks for depositv2, or the one chosen in the menu); an unknown page id
 * shows the default. Opened through `useOpenMemberCentre()`, which keeps out visitors
 * (login popup) and trial accounts (real-account warning). On a phone the menu folds into a
 * drawer under a button naming the page shown.
 */
export function MemberCentreModal() {
  const { t } = useTranslation()
  const current = entryFor(useMemberCentrePage())
  const show = useShowMemberCentrePage()
  // Only the phone layout's drawer: whether the menu is unfolded (not which page shows).
  const [drawerOpen, setDrawerOpen] = useState(false)
  const menuId = useId()
  return (
    <ManagedModal name={MEMBER_CENTRE_MODAL} title={t('security.center.title')} width={860} height={480} className="tl-member-centre" testId="member-centre">
      <div className="tl-member-centre__layout">
        <nav aria-label={t('security.center.menu')} className="tl-member-centre__nav">
          <button
            type="button"
            className="tl-member-centre__drawer-toggle"
            aria-expanded={drawerOpen}
            aria-controls={menuId}
            onClick={() => setDrawerOpen((open) => !open)}
            data-testid="member-centre-drawer"
          >
            <span aria-hidden="true">☰</span> {t(current.labelKey)}
          </button>
          <ul id={menuId} className={['tl-member-centre__menu', drawerOpen ? 'is-open' : ''].filter(Boolean).join(' ')}>
            {memberCentrePages.map((entry) => (
              <li key={entry.id}>
                <button
                  type="button"
                  className="tl-member-centre__item"
                  aria-current={entry.id === current.id ? 'page' : undefined}
                  onClick={() => {
                    show(entry.id)
                    setDrawerOpen(false)
                  }}
                  data-testid={`member-centre-${entry.id}`}
                >
                  <span>{t(entry.labelKey)}</span>
                  {entry.useBadge && <Badge useCount={entry.useBadge} />}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div className="tl-member-centre__page" data-testid={`member-centre-page-${current.id}`}>
          {/* A boundary per page: a page left while the next one loads is gone, and loads afresh when chosen again. */}
          <Suspense key={current.id} fallback={<ListSkeleton rows={4} columns={2} />}>
            <current.Page />
          </Suspense>
        </div>
      </div>
    </ManagedModal>
  )
}

/** A count on a menu item (the missions ready to claim); nothing at 0. */
function Badge({ useCount }: { useCount: NonNullable<MemberCentreEntry['useBadge']> }) {
  const count = useCount()
  if (!count) return null
  return (
    <span className="tl-member-centre__badge" data-testid="member-centre-badge">
      {count}
    </span>
  )
}
