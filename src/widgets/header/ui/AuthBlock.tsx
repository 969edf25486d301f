import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { useTranslation } from '@/shared/i18n'
import { Paths, TRIAL_TYPE } from '@/shared/config'
import { Button, DropdownMenu, UserIcon, useAuthModals } from '@/shared/ui'
import { memberIconQuery, useAccount, useAgentType, useIsLoggedIn, useMember, useOpenMemberCentre, useToken, type MemberCentrePage } from '@/entities/session'
import { useModuleOn } from '@/entities/system'
import { FreePlayButton } from '@/features/free-play'
import { useSignOut } from '@/features/logout'
import { Balance } from './Balance.tsx'
import { InboxButton } from './InboxButton.tsx'
import { ChatButton } from './ChatButton.tsx'

/** The avatar (GET /wps/member/info/icon); the user icon while it loads or when it fails. */
function Avatar() {
  const token = useToken()
  const { data: icon } = useQuery({ ...memberIconQuery(token ?? ''), enabled: token !== null })
  // A picture that does not load: the user icon instead.
  const [broken, setBroken] = useState<string | null>(null)
  return (
    <span className="tl-avatar" data-testid="member-avatar">
      {icon && icon !== broken ? <img src={icon} alt="" width={28} height={28} onError={() => setBroken(icon)} /> : <UserIcon size={18} />}
    </span>
  )
}

/** The member dropdown's items (spec §2) and the member-centre page each opens; Sign out opens none. */
const MEMBER_MENU: readonly { id: string; labelKey: string; page: MemberCentrePage | null }[] = [
  { id: 'members', labelKey: 'accounts.memberCentre.members', page: 'securityCenter' },
  { id: 'withdrawal', labelKey: 'header.menu.withdrawal', page: 'withdraw' },
  { id: 'accountRecord', labelKey: 'header.menu.accountRecord', page: 'transactionHistory' },
  { id: 'bettingRecord', labelKey: 'header.menu.bettingRecord', page: 'personalHistoryCopy' },
  { id: 'signOut', labelKey: 'logout.title', page: null },
]

/**
 * The logged-in block (spec §2): avatar, account name, the member dropdown when the member
 * centre is allowed (MEMBERCENTER3 on and not a trial account) and the Sign out button.
 * Each dropdown item and the Deposit button open the member centre on their page (a page not
 * built yet shows the default); a trial account is warned instead.
 */
function LoggedInBlock() {
  const { t } = useTranslation()
  const member = useMember()
  const memberCentre = useModuleOn('MEMBERCENTER3')
  const signOut = useSignOut()
  const openMemberCentre = useOpenMemberCentre()
  const loggedInAs = useAccount()
  const account = member?.account ?? loggedInAs ?? ''
  const trial = useAgentType() === TRIAL_TYPE
  const vipLabel = member?.memberLabel[0]?.labelName ?? ''
  const menu = MEMBER_MENU.map((item) => ({ id: item.id, label: t(item.labelKey) }))
  return (
    <div className="tl-authblock tl-authblock--member" data-testid="member-block">
      <Avatar />
      <span className="tl-authblock__account" data-testid="member-account">
        {account}
      </span>
      {/* The VIP service label (spec §3: the first memberLabel), leading to what the level gives; a trial account has none. */}
      {vipLabel && !trial && (
        <Link to={Paths.vip} className="tl-authblock__vip" aria-label={t('header.vipLevel', { label: vipLabel })} data-testid="member-vip">
          {vipLabel}
        </Link>
      )}
      <Balance />
      <ChatButton />
      {memberCentre && !trial && <InboxButton />}
      {memberCentre && !trial && (
        <DropdownMenu
          label={t('header.memberMenu')}
          options={menu}
          onAction={(id) => {
            const page = MEMBER_MENU.find((item) => item.id === id)?.page
            if (page) openMemberCentre(page)
            else if (id === 'signOut') signOut()
          }}
        />
      )}
      {/* Deposit opens the member centre's deposit page; a trial account gets the real-account warning (spec §6). */}
      <Button variant="primary" size="sm" onPress={() => openMemberCentre('depositv2')} data-testid="header-deposit">
        {t('accounts.deposit')}
      </Button>
      <Button variant="secondary" size="sm" onPress={signOut} data-testid="header-sign-out">
        {t('logout.title')}
      </Button>
    </div>
  )
}

/**
 * The logged-out block (spec §2): Login; Sign up when DIRECTREG3 is on; Free trial when
 * FREEPLAY3 is on. Logged in: the member block.
 */
export function AuthBlock() {
  const { t } = useTranslation()
  const loggedIn = useIsLoggedIn()
  const directRegister = useModuleOn('DIRECTREG3')
  const freePlay = useModuleOn('FREEPLAY3')
  const { openLogin, openRegister } = useAuthModals()
  if (loggedIn) return <LoggedInBlock />
  return (
    <div className="tl-authblock">
      <Button variant="secondary" size="sm" onPress={openLogin} data-testid="header-login">
        <UserIcon size={16} />
        {t('header.login')}
      </Button>
      {directRegister && (
        <Button variant="primary" size="sm" onPress={openRegister} data-testid="header-signup">
          {t('header.signUp')}
        </Button>
      )}
      {freePlay && <FreePlayButton variant="ghost" size="sm" testId="header-free-trial" />}
    </div>
  )
}
