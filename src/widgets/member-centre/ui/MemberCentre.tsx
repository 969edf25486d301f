import { useTranslation } from '@/shared/i18n'
import { Button, ManagedModal } from '@/shared/ui'
import { MEMBER_CENTRE_MODAL, useMember } from '@/entities/session'
import { openChangePassword } from '@/features/auth'
import '../member-centre.css'

/**
 * The member centre (spec §2), opened only for a real account (`openMemberCentre`). Its
 * default page, "my account" (securityCenter), shows the account and the password change;
 * the other pages of the spec's menu (wallet, deposit, records, ...) join the menu as they
 * are built, and a request for one of them lands here meanwhile.
 */
export function MemberCentre() {
  const { t } = useTranslation()
  const member = useMember()
  const none = t('accounts.memberCentre.none')
  const rows: [string, string][] = member
    ? [
        [t('accounts.memberCentre.account'), member.account],
        [t('accounts.memberCentre.nickname'), member.nickname || none],
        [t('accounts.memberCentre.vip'), member.memberLabel[0]?.labelName || none],
        [t('accounts.memberCentre.mobile'), member.mobileNum ? `+${member.countryDialingCode} ${member.mobileNum}` : none],
        [t('accounts.memberCentre.email'), member.email || none],
      ]
    : []
  return (
    <ManagedModal name={MEMBER_CENTRE_MODAL} title={t('accounts.memberCentre.title')} height="auto">
      <div className="tl-mc">
        <nav className="tl-mc__menu" aria-label={t('accounts.memberCentre.title')}>
          <span className="tl-mc__item" aria-current="page">
            {t('accounts.memberCentre.myAccount')}
          </span>
        </nav>
        <section className="tl-mc__page" data-testid="mc-securityCenter">
          <dl className="tl-mc__facts">
            {rows.map(([label, value]) => (
              <div key={label} className="tl-mc__fact">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <Button variant="secondary" onPress={openChangePassword} data-testid="mc-change-password">
            {t('accounts.memberCentre.changePassword')}
          </Button>
        </section>
      </div>
    </ManagedModal>
  )
}
