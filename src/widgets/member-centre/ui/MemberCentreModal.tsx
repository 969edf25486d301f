import '../member-centre.css'
import { useState } from 'react'
import { useTranslation } from '@/shared/i18n'
import { Button, ManagedModal, useAuthModals } from '@/shared/ui'
import { MEMBER_CENTRE_MODAL, useMemberCentrePage } from '@/entities/session'
import { SecurityCenter } from '@/features/security'

/**
 * The member centre (spec §2): a modal with a side menu, default page securityCenter ("my
 * account"). Only pages that work are listed; the others of the spec's menu join as their
 * features are built (each an entry here). Opened through `useOpenMemberCentre()`, which keeps
 * out visitors (login popup) and trial accounts (real-account warning).
 */
/** "my account": the security bindings plus the password change (a feature of its own). */
function MyAccount() {
  const { t } = useTranslation()
  const { openChangePassword } = useAuthModals()
  return (
    <>
      <SecurityCenter />
      <Button variant="secondary" onPress={openChangePassword} data-testid="mc-change-password">
        {t('accounts.memberCentre.changePassword')}
      </Button>
    </>
  )
}

const pages = [{ id: 'securityCenter', labelKey: 'security.center.myAccount', Page: MyAccount }] as const
type PageId = (typeof pages)[number]['id']

export function MemberCentreModal() {
  const { t } = useTranslation()
  const asked = useMemberCentrePage()
  // The page asked for (e.g. Deposit asks for depositv2) when it exists; else "my account".
  const [current, setCurrent] = useState<PageId>(() => pages.find((p) => p.id === asked)?.id ?? 'securityCenter')
  const page = pages.find((p) => p.id === current) ?? pages[0]
  return (
    <ManagedModal name={MEMBER_CENTRE_MODAL} title={t('security.center.title')} width={860} height={480} className="tl-member-centre" testId="member-centre">
      <div className="tl-member-centre__layout">
        <nav aria-label={t('security.center.menu')}>
          <ul className="tl-member-centre__menu">
            {pages.map((p) => (
              <li key={p.id}>
                <button type="button" className="tl-member-centre__item" aria-current={p.id === current ? 'page' : undefined} onClick={() => setCurrent(p.id)} data-testid={`member-centre-${p.id}`}>
                  {t(p.labelKey)}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div className="tl-member-centre__page">
          <page.Page />
        </div>
      </div>
    </ManagedModal>
  )
}
