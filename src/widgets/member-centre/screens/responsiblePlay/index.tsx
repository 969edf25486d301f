import './responsible-play.css'
import { useTranslation } from '@/shared/i18n'
import { ErrorState, ListSkeleton } from '@/shared/list'
import { BlockNotice, usePlayerLimits } from '@/features/player-protection'
import { BlockActions } from './BlockActions.tsx'
import { LimitsSection } from './LimitsSection.tsx'
import { RealityCheckPicker } from './RealityCheckPicker.tsx'

/**
 * Responsible play (issue 40): the member's limits with what each period has used and any
 * raise waiting for its cooling-off, the reality check's interval, a break and self-exclusion.
 * A break or exclusion in force shows first, with its end.
 */
export default function ResponsiblePlayPage() {
  const { t } = useTranslation()
  const limits = usePlayerLimits()
  return (
    <section className="tl-rp" aria-labelledby="mc-rp-title" data-testid="responsible-play">
      <h3 id="mc-rp-title" className="tl-rp__title">{t('protection.title')}</h3>
      <p className="tl-rp__intro">{t('protection.intro')}</p>
      {limits.isError ? (
        <ErrorState failure={limits.error} onRetry={() => void limits.refetch()} />
      ) : !limits.data ? (
        <ListSkeleton rows={4} columns={2} />
      ) : (
        <>
          {limits.data.block && <BlockNotice block={limits.data.block} />}
          <LimitsSection state={limits.data} />
          <RealityCheckPicker minutes={limits.data.realityCheckMinutes} />
          <BlockActions />
        </>
      )}
    </section>
  )
}
