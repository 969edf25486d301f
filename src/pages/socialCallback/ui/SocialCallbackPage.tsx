import { useLocation } from 'react-router'
import { useTranslation } from '@/shared/i18n'
import { PageFrame } from '@/shared/ui'
import { SocialCallbackPanel } from '@/features/social-sign-in'

/** /social/callback: where a social sign-in provider sends the browser back. */
export function SocialCallbackPage() {
  const { t } = useTranslation()
  const { search } = useLocation()
  return (
    <PageFrame testId="page-socialCallback" title={t('page.socialCallback.title')} className="tl-page--narrow">
      <div className="tl-card">
        <SocialCallbackPanel search={search} />
      </div>
    </PageFrame>
  )
}
