import { useEffect, useState } from 'react'
import { useTranslation } from '@/shared/i18n'
import { TRIAL_TYPE } from '@/shared/config'
import { Button, DropdownMenu, UserIcon, useAuthModals, useModals } from '@/shared/ui'
import { loadMemberIcon, useAccount, useAgentType, useIsLoggedIn, useMember, useOpenMemberCentre, useSessionFacts, useToken } from '@/entities/session'
import { useModuleOn } from '@/entities/system'
import { FreePlayButton } from '@/features/free-play'
import { useSignOut } from '@/features/logout'
import { Balance } from './Balance.tsx'

/** The avatar (GET /wps/member/info/icon); the user icon while it loads or when it fails. */
function Avatar() {
  const [icon, setIcon] = useState<string | null>(null)
  const token = useToken()
  useEffect(() => {
    if (token === null) return
    let live = true
    loadMemberIcon(token).then((url) => live && setIcon(url), () => undefined)
    return () => {
      live = false
    }
  }, [token])
  return (
    <span className="tl-avatar" data-testid="member-avatar">
      {icon ? <img src={icon} alt="" width={28} height={28} onError={() => setIcon(null)} /> : <UserIcon size={18} />}
    </span>
  )
}

/**
 * The logged-in block (spec §2): avatar, account name, the member dropdown when the member
 * centre is allowed (MEMBERCENTER3 on and not a trial account) and the Sign out button.
 * Deposit opens the member centre on its deposit page (a trial account is warned instead).
 * The wallet balance comes with the wallet; Withdrawal, Account record and Betting record join
 * the dropdown with their member-centre pages: until then it offers Members and Sign out.
 */
function LoggedInBlock() {
  const { t } = useTranslation()
  const member = useMember()
  const memberCentre = useModuleOn('MEMBERCENTER3')
  const signOut = useSignOut()
  const modals = useModals()
  const openMemberCentre = useOpenMemberCentre()
  const sessionFacts = useSessionFacts()
  const loggedInAs = useAccount()
  const account = member?.account ?? loggedInAs ?? ''
  const trial = useAgentType() === TRIAL_TYPE
  const menu = [
    { id: 'members', label: t('accounts.memberCentre.members') },
    { id: 'signOut', label: t('auth.logout.title') },
  ]
  return (
    <div className="tl-authblock tl-authblock--member" data-testid="member-block">
      <Avatar />
      <span className="tl-authblock__account" data-testid="member-account">
        {account}
      </span>
      <Balance />
      {memberCentre && !trial && (
        <DropdownMenu
          label={t('header.memberMenu')}
          options={menu}
          onAction={(id) => {
            if (id === 'signOut') signOut()
            else if (id === 'members') openMemberCentre('securityCenter')
            // Every other member-centre item needs a real account (spec §6).
            else modals.request(null, 'realAccount', sessionFacts())
          }}
        />
      )}
      {/* Deposit opens the member centre's deposit page; a trial account gets the real-account warning (spec §6). */}
      <Button variant="primary" size="sm" onPress={() => openMemberCentre('depositv2')} data-testid="header-deposit">
        {t('accounts.deposit')}
      </Button>
      <Button variant="secondary" size="sm" onPress={signOut} data-testid="header-sign-out">
        {t('auth.logout.title')}
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
