import { useTranslation } from '@/shared/i18n'
import { PageFrame } from '@/shared/ui'
import { useBrand } from '@/entities/system'
import { useAgentApplication } from '../model/useApplication.ts'
import { ApplicationForm } from './ApplicationForm.tsx'
import { CommissionModel } from './CommissionModel.tsx'
import './join.css'

const STEPS = ['apply', 'review', 'earn'] as const

/**
 * /join (issue 39): the agent programme: what an agent does, the commission model from the
 * house's contracts, and the application the operator approves (the applicant then logs in
 * as a top agent with the account and password it chose here).
 */
export function JoinUsPage() {
  const { t } = useTranslation()
  const { brandName } = useBrand()
  const flow = useAgentApplication(t)
  return (
    <PageFrame testId="page-join" title={t('page.join.title')}>
      <div className="tl-join">
        <section className="tl-join__hero" aria-labelledby="join-hero-title">
          <h2 id="join-hero-title" className="tl-join__hero-title">{t('join.hero.title', { brand: brandName })}</h2>
          <p>{t('join.hero.body', { brand: brandName })}</p>
          <a className="tl-btn tl-btn--primary tl-btn--md tl-join__cta" href="#join-apply">{t('join.hero.apply')}</a>
        </section>
        <section className="tl-join__section" aria-labelledby="join-steps-title">
          <h2 id="join-steps-title" className="tl-join__heading">{t('join.steps.title')}</h2>
          <ol className="tl-join__steps">
            {STEPS.map((s, i) => (
              <li key={s} className="tl-join__step">
                <span className="tl-join__step-no" aria-hidden="true">{i + 1}</span>
                <div>
                  <h3 className="tl-join__step-title">{t(`join.steps.${s}.title`)}</h3>
                  <p className="tl-join__muted">{t(`join.steps.${s}.body`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
        <CommissionModel />
        <section className="tl-join__section" id="join-apply" aria-labelledby="join-apply-title" tabIndex={-1}>
          {flow.state === 'submitted' && flow.result ? (
            <div role="status" className="tl-join__done" data-testid="join-done">
              <h2 id="join-apply-title" className="tl-join__heading">{t('join.done.title')}</h2>
              <p>{t('join.done.body', { account: flow.result.account, contact: t(`join.form.contactKinds.${flow.form?.contactKind ?? 'telegram'}`) })}</p>
            </div>
          ) : (
            <>
              <h2 id="join-apply-title" className="tl-join__heading">{t('join.form.title')}</h2>
              <ApplicationForm flow={flow} />
            </>
          )}
        </section>
      </div>
    </PageFrame>
  )
}
