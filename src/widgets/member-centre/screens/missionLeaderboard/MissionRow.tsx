import { failureText, useFormatAmount, useLanguage, useTranslation } from '@/shared/i18n'
import { Button } from '@/shared/ui'
import type { MissionView } from '@/shared/api'

type Failure = { code: string; message: string }

/** A mission's progress in its own unit: an amount for bets and deposits, a count for rounds. */
export function useMissionMeasure(): (mission: Pick<MissionView, 'kind'>, value: number) => string {
  const formatAmount = useFormatAmount()
  return (mission, value) => (mission.kind === 'rounds' ? String(value) : formatAmount(value))
}

/** One mission: title, progress bar, reward, status; claim when complete. */
export function MissionRow({ mission, busy, failure, done, onClaim }: { mission: MissionView; busy: boolean; failure: unknown; done: boolean; onClaim: () => void }) {
  const { t } = useTranslation()
  const language = useLanguage()
  const formatAmount = useFormatAmount()
  const measure = useMissionMeasure()
  const title = mission.title[language] || mission.title.en
  const progress = Math.min(mission.progress, mission.target)
  return (
    <li className="tl-missions__item" data-testid={`mission-${mission.id}`}>
      <div>
        <p className="tl-missions__name">{title}</p>
        <p className="tl-missions__meta" data-testid={`mission-progress-${mission.id}`}>
          {t('rewards.mission.progress', { progress: measure(mission, mission.progress), target: measure(mission, mission.target) })} · {t('rewards.mission.reward', { amount: formatAmount(mission.reward) })}
        </p>
      </div>
      <div className="tl-missions__side">
        <span data-testid={`mission-status-${mission.id}`}>{t(`rewards.status.${mission.status}`)}</span>
        {mission.status === 'claim' && (
          // Pending, not disabled (focus stays in the dialog; presses are ignored); the flow takes one claim at a time anyway.
          <Button variant="primary" size="sm" isPending={busy} onPress={onClaim} data-testid={`mission-claim-${mission.id}`}>
            {t('rewards.claim')}
          </Button>
        )}
      </div>
      <progress className="tl-missions__bar" max={mission.target} value={progress} aria-label={t('rewards.mission.progressLabel', { title })} />
      {failure !== null && (
        <p className="tl-missions__error" role="alert">
          {failureText(failure as Failure, 'missionClaim')}
        </p>
      )}
      {done && (
        <p className="tl-missions__done" role="status">
          {t('rewards.done')}
        </p>
      )}
    </li>
  )
}
