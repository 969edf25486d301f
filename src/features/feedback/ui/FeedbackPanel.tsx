import { useQuery } from '@tanstack/react-query'
import { useTranslation } from '@/shared/i18n'
import { Button, Spinner, useAuthModals } from '@/shared/ui'
import { useAgentType, useToken } from '@/entities/session'
import { feedbackRulesQuery } from '../api/calls.ts'
import { FeedbackForm } from './FeedbackForm.tsx'
import '../feedback.css'

const TRIAL_TYPE = 4

/** The feedback block of the help centre: the form for a member, a login prompt for a visitor. */
export function FeedbackPanel() {
  const { t } = useTranslation('community')
  const token = useToken()
  // A free-play account (agent type 4, spec §6): feedback needs a real one (the server refuses it too).
  const trial = useAgentType() === TRIAL_TYPE
  const rules = useQuery({ ...feedbackRulesQuery(), enabled: !!token && !trial })
  const { openLogin } = useAuthModals()
  return (
    <div className="tl-feedback" data-testid="feedback">
      <h2 id="feedback-title" className="tl-feedback__title">{t('feedback.title')}</h2>
      <p className="tl-muted">{t('feedback.intro')}</p>
      {!token ? (
        <div className="tl-feedback__login">
          <p>{t('feedback.login')}</p>
          <Button variant="primary" onPress={openLogin} data-testid="feedback-login">{t('feedback.loginButton')}</Button>
        </div>
      ) : trial ? (
        <p className="tl-muted" data-testid="feedback-trial">{t('errors.trialAccount', { ns: 'translation' })}</p>
      ) : rules.data ? (
        <FeedbackForm rules={rules.data} token={token} />
      ) : rules.isError ? (
        <div role="alert">
          <p>{t('errors.network', { ns: 'translation' })}</p>
          <Button variant="secondary" onPress={() => void rules.refetch()}>{t('common.retry', { ns: 'translation' })}</Button>
        </div>
      ) : (
        <div role="status"><Spinner size={24} /><span className="tl-visually-hidden">{t('feedback.loading')}</span></div>
      )}
    </div>
  )
}
