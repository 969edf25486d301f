import { useFormatAmount, useLanguage, useTranslation } from '@/shared/i18n'
import type { MissionView } from '@/shared/api'
import { ClaimButton, ClaimOutcome, missionActionFor, type ClaimAction, type ClaimRowState } from '@/features/claim-reward'

/** A mission's progress in its own unit: an amount for bets and deposits, a count for rounds. */
export function useMissionMeasure(): (mission: Pick<MissionView, 'kind'>, value: number) => string {
  const formatAmount = useFormatAmount()
  return (mission, value) => (mission.kind === 'rounds' ? String(value) : formatAmount(value))
}

/** One mission: title, progress bar, reward, status; claim when complete. */
export function MissionRow({ mission, row, onClaim }: { mission: MissionView; row: ClaimRowState; onClaim: (action: ClaimAction) => void }) {
  const { t } = useTranslation()
  const language = useLanguage()
  const formatAmount = useFormatAmount()
  const measure = useMissionMeasure()
  const title = mission.title[language] || mission.title.en
  const progress = Math.min(mission.progress, mission.target)
  const action = missionActionFor(mission)
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
        {action && <ClaimButton action={action} row={row} onPress={() => onClaim(action)} testId={`mission-claim-${mission.id}`} />}
      </div>
      <progress className="tl-missions__bar" max={mission.target} value={progress} aria-label={t('rewards.mission.progressLabel', { title })} />
      <ClaimOutcome row={row} status={mission.status} />
    </li>
  )
}
