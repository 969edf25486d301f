import { useTranslation } from '@/shared/i18n'
import { useOpenAgentCentre } from '@/entities/session'

/** The header's Agent item (spec §2, §4): opens the agent centre on its default page. */
export default function AgentNavItem() {
  const { t } = useTranslation()
  const openAgentCentre = useOpenAgentCentre()
  return (
    <li className="tl-nav__item">
      <button type="button" className="tl-nav__link" data-testid="nav-AGENT" onClick={() => openAgentCentre()}>
        {t('nav.agent')}
      </button>
    </li>
  )
}
